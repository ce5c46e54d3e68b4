import { rankToUse } from './rankToUse'
import type { Writing } from './Writing'

/** Points to AI志愿 for the whole list, then gives a few programmes whose newest 投档位次 lies near the rank. */
export async function writeWhatCanIGet(w: Writing): Promise<void> {
  const { u, say, majorText } = w
  w.push(say('chat.whatCanIGet.intro'))
  let rank = u.rank
  if (rank !== null) {
    const r = await w.call('rankToScore')({ rank })
    if (r.ok) w.push(say('chat.whatCanIGet.rankScore', { rank: r.rank, year: r.year, score: r.score }))
  } else rank = await rankToUse(w, true)
  if (rank === null) return
  const r = await w.call('nearCutoffs')({ rank, ...(u.major ? { major: u.major } : {}) })
  if (!r.ok) return
  if (r.rows.length === 0) return w.push(say('chat.whatCanIGet.none', { year: r.year, rank: r.rank, major: majorText }))
  w.push(say('chat.whatCanIGet.head', { year: r.year, rank: r.rank, total: r.total, major: majorText }))
  w.list(
    r.rows.map((x) =>
      say('chat.whatCanIGet.item', { school: x.schoolName, major: x.majorName, score: x.minScore ?? say('chat.cutoffs.noRank'), minRank: x.minRank }),
    ),
  )
}
