import type { Intent } from '../Intent'
import { SIDE_BY_SIDE } from './readComparison'
import type { Turn } from './Turn'

interface Rule {
  when: (intent: Intent | null, t: Turn) => boolean
  then: (t: Turn) => Intent | null
}

/**
 * What the names and the conversation make of the intent the words gave, in order: each rule sees the
 * intent the rules before it left.
 */
const RULES: Rule[] = [
  // "今年的分数线出来了吗" names no school nor major, and none carries over: it asks the province's 分段线.
  {
    when: (intent, { p, n, base }) =>
      intent === 'cutoffs' && !n.strong && base.school === null && base.major === null && p.score === null && p.rank === null && /分数线|控制线/.test(p.text),
    then: () => 'batchLines',
  },
  // "2025年排在第4万名要多少分" names no school: it asks the score of a rank, not a cutoff.
  { when: (_, { p, n }) => p.intent === 'cutoffs' && !n.strong && p.rank !== null && p.score === null, then: () => 'rankToScore' },
  // After a chance answer, a follow-up naming only a year asks for that year's cutoffs: chances exist for the plan year only.
  { when: (_, { p, base, yearGiven, scoreGiven }) => p.intent === null && base.intent === 'chance' && yearGiven && !scoreGiven, then: () => 'cutoffs' },
  // A comparison needs two schools; with fewer it is a question about the one named (or none).
  {
    when: (_, { p, base, compared }) => p.intent === null && base.intent !== null && SIDE_BY_SIDE.has(base.intent) && compared.length >= 2,
    then: () => 'compare',
  },
  // A school (and major) on its own, or with words of scores, asks for its cutoffs ("浙工大计算机",
  // "浙江工业大学2026年计算机类位次"); with other words ("浙大宿舍有空调吗") it is a question we cannot answer.
  {
    when: (intent, { p, n, scoreGiven }) =>
      intent === null &&
      n.schoolNamed &&
      !scoreGiven &&
      !p.greeting &&
      (n.rest.replace(/[^\u4e00-\u9fff]|的|呢|吗|啊|了|呀|吧|年|分/g, '').length === 0 || /位次|多少分|几分|最低|录取|排名/.test(p.text)),
    then: () => 'cutoffs',
  },
  {
    when: (_, { p, compared }) => compared.length >= 2 && (p.asksWhich || (p.intent !== null && SIDE_BY_SIDE.has(p.intent))),
    then: () => 'compare',
  },
  { when: (_, { programmesCompared }) => programmesCompared.length >= 2, then: () => 'compare' },
  {
    when: (intent, { p, base, compared, programmesCompared }) =>
      intent === 'compare' && compared.length < 2 && programmesCompared.length < 2 && (p.intent === 'compare' || !base.compared.length),
    then: ({ p, n, scoreGiven }) => p.plainIntent ?? (n.school ? (scoreGiven ? 'chance' : 'cutoffs') : null),
  },
  // "985大学最低多少分能上" names a level, not a school (大学 guesses one): the level's furthest-reaching programme answers.
  { when: (intent, { p, n }) => intent === 'cutoffs' && p.schoolTag !== null && !n.schoolNamed, then: () => 'whatCanIGet' },
  // School facts need a school, named or carried over ("那它在哪里"); "580分怎么样" is not one.
  { when: (intent, { n, base }) => intent === 'schoolFacts' && !n.schoolNamed && base.school === null, then: () => null },
  // "浙工大能上哪些专业" names the school: its programmes' chances answer it. Named, not guessed: "想学医，有什么学校
  // 推荐" names a major, and its 学校 is no school.
  { when: (intent, { n }) => intent === 'whatCanIGet' && n.schoolNamed && n.school !== null, then: () => 'chance' },
  // "物化生能报哪些专业" asks what the subjects open, not what a rank reaches.
  { when: (intent, { n, scoreGiven }) => intent === 'whatCanIGet' && n.subjects !== null && !scoreGiven, then: () => 'eligibility' },
  // A score or rank alone asks what it is worth ("我考了612分", "那三万呢" with nothing before it).
  {
    when: (intent, { n }) => intent === null && !n.strong && n.subjects === null,
    then: ({ p }) => (p.score !== null ? 'scoreToRank' : p.rank !== null ? 'rankToScore' : null),
  },
  // A school named after a bare score ("我考了612分" → "那浙工大呢") asks for the chance there.
  {
    when: (_, { p, n, base }) => p.intent === null && n.schoolNamed && (base.intent === 'scoreToRank' || base.intent === 'rankToScore'),
    then: () => 'chance',
  },
]

/** The turn's intent: its words', else the turn before's when it carries on, as the rules above change it. */
export const intentOf = (t: Turn): Intent | null =>
  RULES.reduce<Intent | null>((intent, rule) => (rule.when(intent, t) ? rule.then(t) : intent), t.p.intent ?? t.base.intent)
