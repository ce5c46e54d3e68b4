import type { Intent } from '../Intent'
import type { Writing } from './Writing'

/** Answers of Zhejiang's admission figures, which another province's premise changes. */
const ZHEJIANG_FIGURES = new Set<Intent | null>(['cutoffs', 'chance', 'compare', 'batchLines', 'planFacts'])

/** Answers of published tables, which a year after the newest has none of yet. */
const PUBLISHED = new Set<Intent | null>(['cutoffs', 'batchLines', 'scoreToRank', 'rankToScore', 'equalScores', 'compare'])

/**
 * What is said before any figure: a premise no data meets, and whose figures follow. Returns true when that is
 * the whole answer (a place off the earth; a year whose data is not published yet, rather than a guess).
 */
export function writePremises(w: Writing): boolean {
  const { u, say } = w
  if (u.premise?.kind === 'impossiblePlace') {
    w.push(say('chat.premise.impossiblePlace', { word: u.premise.word }))
    return true
  }
  // Another province's admission is not in our data: the answer says the figures that follow are Zhejiang's.
  if (u.premise?.kind === 'otherProvince' && ZHEJIANG_FIGURES.has(u.intent)) w.push(say('chat.premise.otherProvince', { word: u.premise.word }))
  if (u.sisterOf && u.school) w.push(say('chat.school.sister', { asked: u.sisterOf.name, school: u.school.name, code: u.school.code, major: u.major ?? '' }))
  if (u.yearsBack !== null && u.yearsBack < 0 && PUBLISHED.has(u.intent)) {
    w.push(say('chat.year.future', { word: u.yearWord ?? '' }))
    return true
  }
  return false
}
