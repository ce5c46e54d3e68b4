import type { ChatTools, ChatTurn } from '../../ports/ChatModel'
import type { SchoolRef } from '../../ports/ChatToolTypes'
import { isSubjectWords } from '../../app/chat/resolve/resolveProgramme'
import { keepingName, parseQuestion, splitOutsideBrackets, subjectsIn, type Intent, type ParsedQuestion } from './parseQuestion'

/** A question with its names resolved and the gaps a follow-up leaves filled from the turns before it. */
export interface Understood {
  intent: Intent | null
  ruleTopic: string | null
  score: number | null
  rank: number | null
  year: number | null
  years: number[]
  greeting: boolean
  /** A year relative to the newest data year ("去年" 0, "前年" 1), resolved by the answer against a tool's years. */
  yearsBack: number | null
  yearWord: string | null
  subjects: string[] | null
  school: SchoolRef | null
  /** The schools of a comparison, in the order named. */
  compared: SchoolRef[]
  /** The programmes of one school compared ("浙工大计算机类和软件工程"), in the order named. */
  programmesCompared: Array<{ school: SchoolRef; major: string; programmes: string[] }>
  sinoForeign: boolean
  major: string | null
  /**
   * The school's programmes the words name, whole names (normalized): one when named whole, several when
   * they share the words ("天津大学工科试验班" → its six classes); empty when no school was named.
   */
  programmes: string[]
  /** 等位分 as asked: the score's year and the year wanted (null: the newest / every other year). */
  equalFrom: number | null
  equalTo: number | null
  premise: ParsedQuestion['premise']
  /** The school the student named when the answer is about its sister school (浙江大学 → 浙江大学医学院). */
  sisterOf: SchoolRef | null
  me: boolean
  /** The last question, normalized: the answer picks a few words by it (专科, 滑档). */
  text: string
  /** Tools called while understanding (name lookups), for the reasoning chunk. */
  called: string[]
}

interface Names {
  school: SchoolRef | null
  major: string | null
  programmes: string[]
  /** Subjects read from what the names left (a name's own 地理 or 生物 is not a subject). */
  subjects: string[] | null
  /** A school read from its name or nickname, or a major: the question names something. */
  strong: boolean
  /** The school was named, not guessed from a few characters. */
  schoolNamed: boolean
  /** What is left of the name text once the school and major are taken out. */
  rest: string
  /** The words that named the school whole (null: guessed or none). */
  matched: string | null
  /** The school the student named, when the programme is its sister school's (浙江大学 for 浙江大学医学院). */
  sisterOf?: SchoolRef
}

async function namesIn(tools: ChatTools, p: ParsedQuestion, called: Set<string>): Promise<Names> {
  if (p.names.replace(/[^\u4e00-\u9fff]/g, '').length < 2 && p.names.replace(/[^A-Za-z]/g, '').length < 3 && p.nameText === p.names)
    return { school: null, major: null, programmes: [], subjects: p.subjects, strong: false, schoolNamed: false, rest: p.names, matched: null }
  called.add('findSchool').add('findMajor')
  // Whole names first, read from the text with its subject words still in it (武汉生物工程学院, 浙师大地理科学).
  const whole = await tools.findSchool.run({ text: p.nameText })
  if (whole.ok && whole.via !== 'fuzzy') {
    called.add('findProgramme')
    const left = p.nameText.replace(whole.matched, ' ')
    let prog = await tools.findProgramme.run({ schoolCode: whole.school.code, text: left })
    // A school's own programme name wins; else a major of any school ("浙大 computer science" → 计算机, which 浙大 may not have).
    const m = await tools.findMajor.run({ text: subjectsIn(left).rest })
    // …unless it is only part of a longer major the student named: 浙大 has 医学试验班, but "浙大临床医学" asks for 临床医学.
    const longer = (f: string) => m.ok && m.fragment.length > f.length && m.fragment.includes(f)
    const sisters = prog.ok ? prog.sisters : []
    if (prog.ok && (prog.fragment === '' || longer(prog.fragment))) prog = { ok: false, reason: 'unknownMajor' }
    // The school lacks it but a sister school has it whole (浙大 口腔医学 → 浙江大学医学院): the question is about that one.
    const sister = prog.ok ? undefined : sisters.find((x) => !longer(x.fragment) && x.names.length > 0)
    if (sister) {
      const afterMajor = left.replace(sister.fragment, ' ')
      const { subjects, rest } = subjectsIn(afterMajor)
      return {
        school: sister.school,
        major: sister.fragment,
        programmes: sister.names,
        subjects: subjects ?? p.subjects,
        strong: true,
        schoolNamed: true,
        rest: rest.replace(/\d+/g, ' '),
        matched: whole.matched,
        sisterOf: whole.school,
      }
    }
    const major = prog.ok ? prog.fragment : m.ok && !(p.intent === 'planFacts' && /^(英语|外语|数学|语文)$/.test(m.fragment)) ? m.fragment : null
    const afterMajor = major !== null ? left.replace(major, ' ') : left
    const { subjects, rest } = subjectsIn(afterMajor)
    return {
      school: whole.school,
      major,
      programmes: prog.ok ? prog.names : [],
      subjects: subjects ?? p.subjects,
      strong: true,
      schoolNamed: true,
      rest: rest.replace(/\d+/g, ' '),
      matched: whole.matched,
    }
  }
  // No school named whole: a major's whole name that holds subject words (材料物理, 地理科学) before the subjects.
  const wholeMajor = await tools.findMajor.run({ text: p.nameText })
  const keepsSubjectWord = wholeMajor.ok && !isSubjectWords(wholeMajor.fragment) && /物理|化学|生物|历史|政治|地理|技术/.test(wholeMajor.fragment)
  const names = keepsSubjectWord ? p.nameText.replace(wholeMajor.fragment, ' ').replace(/物理|化学|生物|历史|政治|地理|技术/g, ' ') : p.names
  const subjectsLeft = keepsSubjectWord ? subjectsIn(p.nameText.replace(wholeMajor.fragment, ' ')).subjects : p.subjects
  let s = await tools.findSchool.run({ text: names })
  // A guessed abbreviation may eat part of a major ("临床" of 临床医学): read the major first, then guess without it.
  const strict = s.ok && s.via !== 'fuzzy'
  const m = keepsSubjectWord ? wholeMajor : await tools.findMajor.run({ text: s.ok && strict ? names.replace(s.matched, ' ') : names })
  if (!strict && m.ok) s = await tools.findSchool.run({ text: names.replace(m.fragment, ' ') })
  const school = s.ok ? s.school : null
  const schoolNamed = s.ok && s.via !== 'fuzzy'
  // "英语单科要求" names a limit, not the 英语 programme.
  const major = m.ok && !(p.intent === 'planFacts' && /^(英语|外语|数学|语文)$/.test(m.fragment)) ? m.fragment : null
  const rest = [s.ok ? s.matched : '', major ?? ''].reduce((text, w) => (w === '' ? text : text.replace(w, ' ')), names)
  let programmes: string[] = []
  if (schoolNamed && school && major !== null) {
    called.add('findProgramme')
    const prog = await tools.findProgramme.run({ schoolCode: school.code, text: major })
    programmes = prog.ok ? prog.names : []
  }
  return {
    school,
    major,
    programmes,
    subjects: subjectsLeft,
    strong: schoolNamed || major !== null,
    schoolNamed,
    rest,
    matched: schoolNamed && s.ok ? s.matched : null,
  }
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

/** Questions answered for the student's rank, which a score stated earlier in the conversation supplies. */
const CHANCE_LIKE = new Set<Intent | null>(['chance', 'compare', 'whatCanIGet'])

/** Questions answered about one school. */
const NEEDS_SCHOOL = new Set<Intent | null>(['cutoffs', 'chance', 'planFacts'])

/** Questions that two schools turn into a comparison. */
const SIDE_BY_SIDE = new Set<Intent>(['cutoffs', 'chance', 'compare'])

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

const empty = (): Understood => ({
  intent: null,
  ruleTopic: null,
  score: null,
  rank: null,
  year: null,
  years: [],
  greeting: false,
  yearsBack: null,
  yearWord: null,
  subjects: null,
  school: null,
  compared: [],
  programmesCompared: [],
  sinoForeign: false,
  major: null,
  programmes: [],
  equalFrom: null,
  equalTo: null,
  premise: null,
  sisterOf: null,
  me: false,
  text: '',
  called: [],
})

/**
 * Reads the conversation oldest first: each turn's own words win, and a turn worded as a follow-up (or
 * naming only a school, score or year) takes the rest from the turn before, so "那它2024年呢" keeps the
 * school and the question type of the previous turn.
 */
export async function understand(tools: ChatTools, history: readonly ChatTurn[], question: string): Promise<Understood> {
  const called = new Set<string>()
  let ctx = empty()
  for (const q of [...history.map((h) => h.question), question]) {
    const first = parseQuestion(q)
    const n = await namesIn(tools, first, called)
    const p = n.matched !== null ? keepingName(first, n.matched) : first
    const named = p.compared ? await schoolsOf(tools, p.compared, called) : []
    let compared = named.map((x) => x.school)
    // Two programmes of one school ("浙工大计算机类和软件工程哪个分高"): each part read as a programme of that school.
    const programmesCompared: Understood['programmesCompared'] = []
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
    if (named.length >= 2 && n.major !== null) {
      const rest = named.reduce((text, x) => text.replace(x.matched, ' '), p.names)
      const m = await tools.findMajor.run({ text: rest })
      n.major = m.ok ? m.fragment : null
    }
    // Two schools named back to back ("清华北大要多少分", "浙大浙工大哪个好") are compared like "A和B".
    if (compared.length < 2 && n.schoolNamed && n.school && (p.intent === null || SIDE_BY_SIDE.has(p.intent))) {
      compared = (await twoSchools(tools, p.nameText, n.school)) ?? compared
    }
    const yearGiven = p.year !== null || p.yearsBack !== null
    const hasEntity = p.score !== null || p.rank !== null || yearGiven || n.subjects !== null || n.strong
    // "哪个最危险" right after a question is about that question's answer, like a follow-up.
    const asksAboutLast = p.intent === null && /哪个|哪一个|哪些|哪所/.test(p.text) && ctx.intent !== null
    const carry = p.intent === null ? p.followUp || hasEntity || asksAboutLast : p.followUp
    const prev = ctx
    const base = carry && prev.intent !== null ? prev : empty()
    // A new school with no new major in a follow-up keeps the major ("换成杭电呢"); a new question starts afresh.
    const scoreGiven = p.score !== null || p.rank !== null
    // The student's score said earlier ("我考了612分", then "能上浙工大吗") still holds for a later chance question.
    const said = !carry && !scoreGiven && prev.intent !== 'equalScores' ? { score: prev.score, rank: prev.rank } : null
    let intent = p.intent ?? base.intent
    // "2025年排在第4万名要多少分" names no school: it asks the score of a rank, not a cutoff.
    if (p.intent === 'cutoffs' && !n.strong && p.rank !== null && p.score === null) intent = 'rankToScore'
    // After a chance answer, a follow-up naming only a year asks for that year's cutoffs: chances exist for the plan year only.
    if (p.intent === null && base.intent === 'chance' && yearGiven && !scoreGiven) intent = 'cutoffs'
    // A comparison needs two schools; with fewer it is a question about the one named (or none).
    if (p.intent === null && base.intent !== null && SIDE_BY_SIDE.has(base.intent) && compared.length >= 2) intent = 'compare'
    // A school (and major) on its own, or with words of scores, asks for its cutoffs ("浙工大计算机",
    // "浙江工业大学2026年计算机类位次"); with other words ("浙大宿舍有空调吗") it is a question we cannot answer.
    const bare = n.rest.replace(/[^\u4e00-\u9fff]|的|呢|吗|啊|了|呀|吧|年|分/g, '').length === 0
    if (intent === null && n.schoolNamed && !scoreGiven && !p.greeting && (bare || /位次|多少分|几分|最低|录取|排名/.test(p.text))) intent = 'cutoffs'
    if (compared.length >= 2 && (p.asksWhich || (p.intent !== null && SIDE_BY_SIDE.has(p.intent)))) intent = 'compare'
    if (programmesCompared.length >= 2) intent = 'compare'
    if (intent === 'compare' && compared.length < 2 && programmesCompared.length < 2 && (p.intent === 'compare' || !base.compared.length))
      intent = p.plainIntent ?? (n.school ? (scoreGiven ? 'chance' : 'cutoffs') : null)
    // "浙工大能上哪些专业" names the school: its programmes' chances answer it.
    if (intent === 'whatCanIGet' && n.strong && n.school) intent = 'chance'
    // "物化生能报哪些专业" asks what the subjects open, not what a rank reaches.
    if (intent === 'whatCanIGet' && n.subjects && !scoreGiven) intent = 'eligibility'
    // A score or rank alone asks what it is worth ("我考了612分", "那三万呢" with nothing before it).
    if (intent === null && !n.strong && n.subjects === null) intent = p.score !== null ? 'scoreToRank' : p.rank !== null ? 'rankToScore' : null
    // A school named after a bare score ("我考了612分" → "那浙工大呢") asks for the chance there.
    if (p.intent === null && n.schoolNamed && (base.intent === 'scoreToRank' || base.intent === 'rankToScore')) intent = 'chance'
    // A guessed school ("大学" of "能上哪些大学", "中外合作" read as 中南林业…) is not what these questions are about.
    const school = (intent === 'whatCanIGet' || intent === 'planFacts' || intent === 'eligibility') && !n.schoolNamed ? null : n.school
    ctx = {
      intent,
      ruleTopic: p.ruleTopic ?? (p.intent === null ? base.ruleTopic : null),
      score: scoreGiven ? p.score : said && CHANCE_LIKE.has(intent) ? said.score : base.score,
      rank: scoreGiven ? p.rank : said && CHANCE_LIKE.has(intent) ? said.rank : base.rank,
      year: yearGiven ? p.year : base.year,
      years: yearGiven ? p.years : base.years,
      greeting: p.greeting,
      yearsBack: yearGiven ? p.yearsBack : base.yearsBack,
      yearWord: yearGiven ? p.yearWord : base.yearWord,
      subjects: n.subjects ?? base.subjects,
      compared: compared.length >= 2 ? compared : intent === 'compare' && programmesCompared.length < 2 ? base.compared : [],
      programmesCompared,
      sinoForeign: p.sinoForeign || (p.intent === null && base.sinoForeign),
      school: school && (n.strong || p.intent !== null || !base.school) ? school : intent === 'whatCanIGet' ? null : base.school,
      major: n.major ?? base.major,
      programmes: n.major !== null || n.school !== null ? n.programmes : base.programmes,
      equalFrom: p.equalFrom ?? (p.intent === null ? base.equalFrom : null),
      equalTo: p.equalTo ?? (p.intent === null ? base.equalTo : null),
      premise: p.premise,
      sisterOf: n.sisterOf ?? null,
      me: p.me || base.me,
      text: p.text,
      called: [],
    }
    if (p.intent !== null && !p.followUp) {
      // A question of its own that needs a school but names none may still mean the last one ("它的投档线").
      if (!n.school && /它|该校|这所|这个学校|\bit\b/i.test(q)) ctx.school = prev.school
      if (!n.major && /它|这个专业/.test(q)) ctx.major = prev.major
      // A question that needs a school and names none ("学制几年" after 浙工大计算机) is about the one just discussed.
      if (!n.school && ctx.compared.length === 0 && NEEDS_SCHOOL.has(ctx.intent) && prev.school) {
        ctx.school = prev.school
        ctx.major = n.major ?? prev.major
      }
    }
  }
  return { ...ctx, called: [...called] }
}
