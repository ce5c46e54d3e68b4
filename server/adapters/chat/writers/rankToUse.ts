import { missText } from './missText'
import type { Writing } from './Writing'

/**
 * The student's rank: the question's, its score's (newest table, or the year asked outside chance questions,
 * whose plan year is fixed), or the profile's for "我" questions; says which it took, or why there is none.
 */
export async function rankToUse(w: Writing, profile = true): Promise<number | null> {
  const { u, say } = w
  if (u.rank !== null) return u.rank
  if (u.score !== null) {
    const r = await w.call('scoreToRank')({ score: u.score, ...(u.year !== null && u.intent !== 'chance' ? { year: u.year } : {}) })
    if (!r.ok) {
      w.push(missText(say, r))
      return null
    }
    w.push(say('chat.chance.fromScore', { score: r.score, year: r.year, rank: r.rank }))
    return r.rank
  }
  if (!profile) return null
  const p = await w.call('myProfile')({})
  if (p.ok && p.rank !== null) {
    w.push(say('chat.chance.fromProfile', { rank: p.rank }))
    return p.rank
  }
  w.push(say('chat.miss.noProfile'))
  return null
}
