import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import * as OpenCC from 'opencc-js'
import { ConverterFactory } from 'opencc-js/core'
import STCharacters from 'opencc-js/dict/STCharacters'
import STPhrases from 'opencc-js/dict/STPhrases'
import STPhrasesGenerated from 'opencc-js/dict/STPhrases_GeneratedFromRegionalPhrases'
import TWVariants from 'opencc-js/dict/TWVariants'
import TWVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases'

function column(csv: string, name: string): string[] {
  const [head, ...rows] = csv.trim().split('\n')
  const at = head.split(',').indexOf(name)
  return rows.map((row) => row.split(',')[at] ?? '')
}

/** Every text of the dataset a screen shows: school, major and place names, the plan's requirements and notes. */
export function datasetTexts(): string[] {
  const plans = gunzipSync(readFileSync('data/plans.csv.gz')).toString('utf8')
  const majors = readFileSync('data/majors.csv', 'utf8')
  const texts = [
    ...column(readFileSync('data/schools.csv', 'utf8'), 'name'),
    ...column(majors, 'name'),
    ...column(majors, 'class_name'),
    ...column(readFileSync('data/regions.csv', 'utf8'), 'name'),
    ...column(plans, 'major_name'),
    ...column(plans, 'requirement'),
    ...column(plans, 'note'),
  ]
  return [...new Set(texts.filter((text) => text !== ''))]
}

/** opencc-js's own s2tw, the reference the shipped converter must agree with. */
export const fullTaiwan = OpenCC.Converter({ from: 'cn', to: 'tw' })

/**
 * The phrases of OpenCC's simplified→traditional table that src/ui/i18n/toTaiwan.ts needs: those whose result
 * differs from converting their characters one by one (制造 → 製造, 头发 → 頭髮), plus the unchanged phrases
 * that keep a longer match from reading across a word (康复 stops 复方 in 康复方向). The second kind is found
 * by converting every phrase of the table and every text of the dataset and adding, where the result differs
 * from opencc-js's s2tw, the unchanged phrases inside that text. About a fifth of the table, same results.
 */
export function taiwanPhraseTable(): string {
  const chars = new Map(STCharacters.split('|').map((entry) => entry.split(' ') as [string, string]))
  const byChar = (text: string) => [...text].map((c) => chars.get(c) ?? c).join('')
  const entries = [STPhrases, STPhrasesGenerated].flatMap((dict) => dict.split('|')).map((entry) => entry.split(' ') as [string, string])
  const kept = new Map(entries.filter(([from, to]) => byChar(from) !== to))
  const unchanged = new Map(entries.filter(([from, to]) => byChar(from) === to))
  const corpus = [...new Set([...entries.map(([from]) => from), ...datasetTexts()])]
  const wanted = corpus.map((text) => fullTaiwan(text))
  for (;;) {
    const convert = ConverterFactory([serialise(kept), STCharacters], [TWVariantsPhrases, TWVariants])
    let added = 0
    corpus.forEach((text, i) => {
      if (convert(text) === wanted[i]) return
      for (let a = 0; a < text.length; a++)
        for (let b = a + 2; b <= text.length; b++) {
          const to = unchanged.get(text.slice(a, b))
          if (to !== undefined && !kept.has(text.slice(a, b))) {
            kept.set(text.slice(a, b), to)
            added++
          }
        }
    })
    if (added === 0) return serialise(kept)
  }
}

const serialise = (dict: Map<string, string>) => [...dict].map(([from, to]) => `${from} ${to}`).join('|')
