import { inYearAsked } from './inYearAsked'
import { missText } from './missText'
import type { Writing } from './Writing'

/** A score's 位次 in the year asked (the newest by default). */
export async function writeScoreToRank(w: Writing): Promise<void> {
  const { u, say } = w
  const score = u.score
  if (score === null) return w.push(say('chat.need.score'))
  const than = u.otherScore
  const r = await inYearAsked(w, (year) => w.call('scoreToRank')({ score, ...(year !== undefined ? { year } : {}), ...(than !== null ? { than } : {}) }))
  if (!r.ok) return w.push(missText(say, r))
  w.push(say('chat.scoreToRank', { year: r.year, score: r.score, rank: r.rank, count: r.count }))
  // Two scores ("580分和590分差多少名"): the second's rank, then how far apart they are.
  if (r.than) {
    w.push(say('chat.scoreToRank.other', { score: r.than.score, rank: r.than.rank, count: r.than.count }))
    w.push(say('chat.scoreToRank.between', { between: r.than.between }))
  }
}
