import { ConverterFactory } from 'opencc-js/core'
import STCharacters from 'opencc-js/dict/STCharacters'
import TWVariants from 'opencc-js/dict/TWVariants'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiMessages_zh_TW } from '@/ports/api/apiMessages.zh_TW'
import { SERVER_ERROR } from '@/ports/api/lang'
import { apiMessage, isApiMessageKey } from '@/ports/api/messages'
import { chatMessages_zh_TW } from '@/ports/api/chatMessages.zh_TW'

type Words = Record<string, string>

/**
 * Every catalogue of the screens (src/ui/i18n/<area>.<lang>.ts, the base words in <lang>.ts) and every message
 * catalogue of the server (src/ports/api/<area>Messages.<lang>.ts, zh_TW made from zh_CN), found by name: a
 * catalogue added later is checked without editing this test. The area tests (payWords, consultWords, …) keep only what is particular to their area.
 */
const screenFiles = import.meta.glob<Record<string, Words>>('/src/ui/i18n/*.ts', { eager: true })
const serverFiles = import.meta.glob<Record<string, Words>>('/src/ports/api/*Messages.{zh_CN,en}.ts', { eager: true })

const LANGS = ['zh_CN', 'zh_TW', 'en'] as const
/** The catalogue a file exports under its own name (pay_zh_CN, zh_CN, …). */
const catalogueIn = (module: Record<string, Words>, area: string, lang: string): Words | undefined => module[area === 'base' ? lang : `${area}_${lang}`]
/** area → language → words, for the areas with all three languages. */
const screens = new Map<string, Record<(typeof LANGS)[number], Words>>()
for (const [path, module] of Object.entries(screenFiles)) {
  const m = /\/(?:(\w+)\.)?(zh_CN|en)\.ts$/.exec(path)
  if (!m) continue
  const area = m[1] ?? 'base'
  if (area === 'catalogue') continue
  const words = catalogueIn(module, area, m[2])
  if (!words) continue
  const entry = screens.get(area) ?? ({} as Record<(typeof LANGS)[number], Words>)
  entry[m[2] as (typeof LANGS)[number]] = words
  screens.set(area, entry)
}
/**
 * What the app ships in zh_TW, made from zh_CN (taiwanText): the catalogue chunk and the modules of the screens
 * that load their own words. Each area's zh_TW is what these hold for its keys.
 */
const shippedTaiwan: Words = Object.fromEntries(
  Object.entries(screenFiles)
    .filter(([path]) => path.endsWith('.zh_TW.ts'))
    .flatMap(([, module]) => Object.values(module).flatMap((words) => Object.entries(words))),
)
for (const langs of screens.values())
  if (langs.zh_CN) langs.zh_TW = Object.fromEntries(Object.keys(langs.zh_CN).flatMap((key) => (key in shippedTaiwan ? [[key, shippedTaiwan[key]]] : [])))
const threeLanguages = [...screens].filter(([, langs]) => LANGS.every((lang) => langs[lang]))
/** What the server answers in zh_TW: made from its zh_CN words (apiMessages.zh_TW.ts, chatMessages.zh_TW.ts). */
const serverTaiwan: Words = { ...apiMessages_zh_TW(), ...chatMessages_zh_TW() }
/** The server's areas (listMessages, chatMessages, …) in its three languages; apiMessages is their sum, not an area. */
const server = new Map<string, Record<(typeof LANGS)[number], Words>>()
for (const [path, module] of Object.entries(serverFiles)) {
  const [, area, lang] = /\/(\w+)\.(zh_CN|en)\.ts$/.exec(path)!
  if (area === 'apiMessages') continue
  const entry = server.get(area) ?? ({} as Record<(typeof LANGS)[number], Words>)
  entry[lang as 'zh_CN' | 'en'] = module[`${area}_${lang}`]
  if (lang === 'zh_CN') entry.zh_TW = Object.fromEntries(Object.keys(module[`${area}_${lang}`]).map((key) => [key, serverTaiwan[key]]))
  server.set(area, entry)
}
const allCatalogues = [...threeLanguages, ...server]

/** The language chooser names each language in its own script, whatever the interface language. */
const OWN_SCRIPT = new Set(['lang.zh_CN', 'lang.zh_TW'])

/** The placeholders a text names, each once (a sentence may name one twice). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]))].sort().join()
/** English writes a month's name where Chinese writes its number: the home calendar passes both (m and mon). */
const ENGLISH_MONTH_NAMES = /^home\.date\./
/**
 * OpenCC's character tables alone, simplified → Taiwan forms, one character at a time: a character it changes is a
 * simplified form. (Its phrase tables, not used here, also change words: 了解 → 瞭解, 只能 → 隻能.)
 */
const toTaiwanCharacter = ConverterFactory([STCharacters], [TWVariants])
/** Characters that are simplified forms and traditional ones too, as Taiwan writes them: 若干, 平台. */
const ALSO_TAIWAN = new Set(['干', '台'])
/** The characters of a zh_TW text that are simplified forms, except inside 「」 (a name shown as typed, as a search example). */
const simplifiedIn = (text: string) => [...text.replace(/「[^」]*」/g, '')].filter(isSimplified).join('')
/** Each character's answer once: the catalogues hold some 100,000 characters of a few thousand kinds. */
const simplified = new Map<string, boolean>()
function isSimplified(c: string): boolean {
  let is = simplified.get(c)
  if (is === undefined) simplified.set(c, (is = !ALSO_TAIWAN.has(c) && toTaiwanCharacter(c) !== c))
  return is
}

const readCode = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path.endsWith('/i18n') ? [] : readCode(path)
    // The server's catalogues name every key they hold: read as code, no key of theirs could ever be unused.
    return /\.tsx?$/.test(entry.name) && !/Messages\.(zh_CN|en)\.ts$/.test(entry.name) ? [readFileSync(path, 'utf8')] : []
  })
/** The code that may ask for a word: every source file of the app, the server and the build tools but the catalogues. */
const codeText = () => ['src', 'server', 'tools'].flatMap(readCode).join('\n')
/** The web app's code (its words come from these catalogues; the server's from its messages). */
const webCodeText = () => readCode('src').join('\n')

/** Whether the code names the key, whole or as the fixed start of a template (`booking.status.${status}`). */
function asked(code: string, key: string): boolean {
  if ([`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => code.includes(quoted))) return true
  const parts = key.split('.')
  return parts.slice(1).some((_, i) => code.includes(`\`${parts.slice(0, i + 1).join('.')}.\${`))
}

describe('every catalogue of words', () => {
  it('is found: the screens’ areas and the server’s messages', () => {
    expect(threeLanguages.map(([area]) => area)).toEqual(expect.arrayContaining(['base', 'pay', 'consult', 'datav', 'sanyi', 'volunteer', 'intro']))
    expect([...server.keys()]).toEqual(expect.arrayContaining(['baseMessages', 'chatMessages', 'listMessages', 'payMessages', 'profileMessages']))
    expect(server.size).toBeGreaterThanOrEqual(9)
  })

  // The first page's HTTP adapters say this one message without the catalogues (src/ports/api/lang.ts): its zh_TW
  // is written there, so it must be what the catalogue makes.
  it('says the server-error message of the first page as the catalogue does, in every language', () => {
    for (const lang of LANGS) expect(apiMessage('common.serverError', lang)).toBe(SERVER_ERROR[lang])
  })

  it.each(allCatalogues)('%s: has the same keys in zh_CN, zh_TW and en', (_, langs) => {
    const keys = Object.keys(langs.zh_CN).sort()
    expect(Object.keys(langs.zh_TW).sort()).toEqual(keys)
    expect(Object.keys(langs.en).sort()).toEqual(keys)
  })

  it.each(allCatalogues)('%s: says the same placeholders in every language', (area, langs) => {
    const differ = Object.entries(langs.zh_CN).filter(
      ([key, text]) =>
        placeholders(langs.zh_TW[key]) !== placeholders(text) || (!ENGLISH_MONTH_NAMES.test(key) && placeholders(langs.en[key]) !== placeholders(text)),
    )
    expect(differ.map(([key]) => `${area} ${key}`)).toEqual([])
  })

  it('has every word the web app asks for by name, in zh_CN and en', () => {
    // t('area.key') and translate('area.key') with a literal key; a template (`area.${x}`) is checked by its area's tests.
    const asked = [...new Set([...webCodeText().matchAll(/\b(?:t|translate)\(\s*'([A-Za-z][\w-]*(?:\.[^'\s]+)+)'/g)].map((m) => m[1]))]
    expect(asked.length).toBeGreaterThan(1000)
    const known = (lang: 'zh_CN' | 'en') => new Set([...screens.values()].flatMap((langs) => Object.keys(langs[lang] ?? {})))
    for (const lang of ['zh_CN', 'en'] as const) {
      const words = known(lang)
      expect(asked.filter((key) => !words.has(key)).map((key) => `${lang} ${key}`)).toEqual([])
    }
  })

  it('keeps no word the code never asks for', () => {
    const code = codeText()
    const unused = allCatalogues.flatMap(([area, langs]) =>
      Object.keys(langs.zh_CN)
        .filter((key) => !asked(code, key))
        .map((key) => `${area} ${key}`),
    )
    expect(unused).toEqual([])
  })

  it.each(allCatalogues)('%s: writes Chinese in en only where the Chinese writes the same (a term kept, an example to type)', (_, langs) => {
    const untranslated = Object.entries(langs.en).filter(([key, text]) => {
      if (OWN_SCRIPT.has(key)) return false
      const chinese = text.match(/\p{Script=Han}+/gu) ?? []
      return chinese.length > 0 && (!/[A-Za-z]/.test(text) || chinese.some((run) => !langs.zh_CN[key].includes(run)))
    })
    expect(untranslated).toEqual([])
  })

  it.each(threeLanguages.filter(([area]) => area !== 'apiWords'))('%s: shadows no message of the server', (_, langs) => {
    expect(Object.keys(langs.zh_CN).filter(isApiMessageKey)).toEqual([])
  })

  it.each(allCatalogues)('%s: writes no simplified character in zh_TW', (_, langs) => {
    expect(Object.entries(langs.zh_TW).filter(([, text]) => simplifiedIn(text) !== '')).toEqual([])
  })
})
