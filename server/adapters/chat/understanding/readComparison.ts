import type { ChatTools } from '../../../ports/ChatModel'
import type { SchoolRef } from '../../../ports/ChatToolTypes'
import type { Intent } from '../Intent'
import { splitOutsideBrackets, type ParsedQuestion } from '../parseQuestion'
import type { Understood } from '../Understood'
import type { Names } from './Names'

/** Questions that two schools turn into a comparison. */
export const SIDE_BY_SIDE = new Set<Intent>(['cutoffs', 'chance', 'compare'])

interface Comparison {
  compared: SchoolRef[]
  programmesCompared: Understood['programmesCompared']
  /** The major of the question once every compared school's words are taken out of it. */
  major: string | null
}

/** The schools, or one school's programmes, a question compares: "A和B", or two schools named back to back. */
export async function readComparison(tools: ChatTools, p: ParsedQuestion, n: Names, called: Set<string>): Promise<Comparison> {
  const named = p.compared ? await schoolsOf(tools, p.compared, called) : []
  let compared = named.map((x) => x.school)
  // Two programmes of one school ("浙工大计算机类和软件工程哪个分高"): each part read as a programme of that school.
  const programmesCompared: Comparison['programmesCompared'] = []
  if (p.compared && named.length < 2 && n.schoolNamed && n.school && n.matched !== null) {
    // Split again without 与, which is part of many programme names (计算机科学与技术, 数学与应用数学).
    const parts = splitOutsideBrackets(p.nameText.replace(n.matched, ' '), /和|跟|还是|或者|或|、|vs\.?|对比|比起/i).filter((x) => x.trim() !== '')
    for (const part of parts) {
      const prog = await tools.findProgramme.run({ schoolCode: n.school.code, text: part })
      if (prog.ok && prog.names.length > 0 && !programmesCompared.some((x) => x.major === prog.fragment))
        programmesCompared.push({ school: n.school, major: prog.fragment, programmes: prog.names })
    }
    if (programmesCompared.length < 2) programmesCompared.length = 0
  }
  // The major of a comparison is what is left once every school's words are gone ("浙工大跟浙工商比" names no major).
  let major = n.major
  if (named.length >= 2 && n.major !== null) {
    const rest = named.reduce((text, x) => text.replace(x.matched, ' '), p.names)
    const m = await tools.findMajor.run({ text: rest })
    major = m.ok ? m.fragment : null
  }
  // Two schools named back to back ("清华北大要多少分", "浙大浙工大哪个好") are compared like "A和B".
  if (compared.length < 2 && n.schoolNamed && n.school && (p.intent === null || SIDE_BY_SIDE.has(p.intent))) {
    compared = (await twoSchools(tools, p.nameText, n.school)) ?? compared
  }
  return { compared, programmesCompared, major }
}

/** Each part of a comparison resolved on its own; parts that name no school (or the same one again) drop out. */
async function schoolsOf(tools: ChatTools, parts: string[], called: Set<string>): Promise<Array<{ school: SchoolRef; matched: string }>> {
  called.add('findSchool')
  const out: Array<{ school: SchoolRef; matched: string }> = []
  for (const text of parts) {
    const s = await tools.findSchool.run({ text })
    if (s.ok && s.via !== 'fuzzy' && !out.some((o) => o.school.code === s.school.code)) out.push({ school: s.school, matched: s.matched })
  }
  return out
}

/** `first` and another school named (not guessed) in the text, in the order the text names them; null without a second. */
async function twoSchools(tools: ChatTools, names: string, first: SchoolRef): Promise<SchoolRef[] | null> {
  const a = await tools.findSchool.run({ text: names })
  if (!a.ok || a.via === 'fuzzy') return null
  const at = names.indexOf(a.matched)
  const rest = at < 0 ? names : `${names.slice(0, at)}${' '.repeat(a.matched.length)}${names.slice(at + a.matched.length)}`
  const b = await tools.findSchool.run({ text: rest })
  if (!b.ok || b.via === 'fuzzy' || b.school.code === first.code) return null
  return rest.indexOf(b.matched) < at ? [b.school, first] : [first, b.school]
}
