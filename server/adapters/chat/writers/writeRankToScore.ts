import { inYearAsked } from './inYearAsked'
import { missText } from './missText'
import type { Writing } from './Writing'

/** The score at a 位次 in the year asked (the newest by default). */
export async function writeRankToScore(w: Writing): Promise<void> {
  const { u, say } = w
  const rank = u.rank
  // The same words as for a missing score: the student gave neither.
  if (rank === null) return w.push(say('chat.need.score'))
  const r = await inYearAsked(w, (year) => w.call('rankToScore')({ rank, ...(year !== undefined ? { year } : {}) }))
  w.push(r.ok ? say('chat.rankToScore', { year: r.year, rank: r.rank, score: r.score }) : missText(say, r))
}
