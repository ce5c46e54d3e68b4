import { inYearAsked } from './inYearAsked'
import { missText } from './missText'
import type { Writing } from './Writing'

/** A score's 位次 in the year asked (the newest by default). */
export async function writeScoreToRank(w: Writing): Promise<void> {
  const { u, say } = w
  const score = u.score
  if (score === null) return w.push(say('chat.need.score'))
  const r = await inYearAsked(w, (year) => w.call('scoreToRank')({ score, ...(year !== undefined ? { year } : {}) }))
  w.push(r.ok ? say('chat.scoreToRank', { year: r.year, score: r.score, rank: r.rank, count: r.count }) : missText(say, r))
}
