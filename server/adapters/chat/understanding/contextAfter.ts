import type { Intent } from '../Intent'
import type { Understood } from '../Understood'
import type { Turn } from './Turn'

/** Questions answered for the student's rank, which a score stated earlier in the conversation supplies. */
const CHANCE_LIKE = new Set<Intent | null>(['chance', 'compare', 'whatCanIGet'])

/** Questions answered about one school. */
const NEEDS_SCHOOL = new Set<Intent | null>(['cutoffs', 'chance', 'planFacts'])

/** The reading after a turn: its own words win, and what it leaves out comes from the turn it builds on. */
export function contextAfter(t: Turn, intent: Intent | null): Understood {
  const { p, n, prev, base, carry, yearGiven, scoreGiven, compared, programmesCompared } = t
  // The student's score said earlier ("我考了612分", then "能上浙工大吗") still holds for a later chance question.
  const said = !carry && !scoreGiven && prev.intent !== 'equalScores' ? { score: prev.score, rank: prev.rank } : null
  // A guessed school ("大学" of "能上哪些大学", "中外合作" read as 中南林业…) is not what these questions are about.
  const school = (intent === 'whatCanIGet' || intent === 'planFacts' || intent === 'eligibility') && !n.schoolNamed ? null : n.school
  const ctx: Understood = {
    intent,
    ruleTopic: p.ruleTopic ?? (p.intent === null ? base.ruleTopic : null),
    score: scoreGiven ? p.score : said && CHANCE_LIKE.has(intent) ? said.score : base.score,
    rank: scoreGiven ? p.rank : said && CHANCE_LIKE.has(intent) ? said.rank : base.rank,
    otherScore: p.otherScore,
    year: yearGiven ? p.year : base.year,
    years: yearGiven ? p.years : base.years,
    greeting: p.greeting,
    yearsBack: yearGiven ? p.yearsBack : base.yearsBack,
    yearWord: yearGiven ? p.yearWord : base.yearWord,
    subjects: n.subjects ?? base.subjects,
    compared: compared.length >= 2 ? compared : intent === 'compare' && programmesCompared.length < 2 ? base.compared : [],
    programmesCompared,
    sinoForeign: p.sinoForeign || (p.intent === null && base.sinoForeign),
    schoolTag: p.schoolTag ?? (p.intent === null ? base.schoolTag : null),
    place: p.place ?? (p.intent === null ? base.place : null),
    // A new school with no new major in a follow-up keeps the major ("换成杭电呢"); a new question starts afresh.
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
  if (p.intent === null || p.followUp) return ctx
  // A question of its own that needs a school but names none may still mean the last one ("它的投档线").
  if (!n.school && /它|该校|这所|这个学校|\bit\b/i.test(t.question)) ctx.school = prev.school
  if (!n.major && /它|这个专业/.test(t.question)) ctx.major = prev.major
  // A question that needs a school and names none ("学制几年" after 浙工大计算机) is about the one just discussed.
  if (!n.school && ctx.compared.length === 0 && NEEDS_SCHOOL.has(ctx.intent) && prev.school) {
    ctx.school = prev.school
    ctx.major = n.major ?? prev.major
  }
  return ctx
}
