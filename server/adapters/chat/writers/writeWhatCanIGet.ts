import { planCaveat } from './planCaveat'
import { rankToUse } from './rankToUse'
import { subjectsToUse } from './subjectsToUse'
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
  // Only programmes the student's subjects may apply to: an example they cannot file is no example.
  const subjects = await subjectsToUse(w)
  const r = await w.call('nearCutoffs')({
    rank,
    ...(u.major ? { major: u.major } : {}),
    ...(u.schoolTag ? { tag: u.schoolTag } : {}),
    ...(subjects ? { subjects } : {}),
    ...(u.place ? { place: u.place } : {}),
  })
  if (!r.ok) return
  const tag = (u.place ? say('chat.whatCanIGet.place', { place: u.place }) : '') + (u.schoolTag ? say('chat.whatCanIGet.tag', { tag: u.schoolTag }) : '')
  const subjectList = (subjects ?? []).join('、')
  const closed = r.closed > 0 ? say('chat.whatCanIGet.closed', { closed: r.closed, subjects: subjectList }) : ''
  const f = r.furthest
  const furthest =
    f && u.schoolTag
      ? say('chat.whatCanIGet.furthest', {
          tag,
          year: r.year,
          school: f.schoolName,
          major: f.majorName,
          score: f.minScore ?? say('chat.cutoffs.noRank'),
          minRank: f.minRank,
        })
      : ''
  // "985大学最低多少分能上" asks the level's lowest bar first.
  const lowestFirst = furthest !== '' && /最低|最少|至少|门槛/.test(u.text)
  if (lowestFirst) w.push(furthest)
  if (r.rows.length === 0) {
    w.push(
      r.closed > 0
        ? say('chat.whatCanIGet.allClosed', { year: r.year, rank: r.rank, major: majorText, tag, closed: r.closed, subjects: subjectList })
        : say('chat.whatCanIGet.none', { year: r.year, rank: r.rank, major: majorText, tag }),
    )
    if (furthest !== '' && !lowestFirst) w.push(furthest)
    return planCaveat(w, r.year, r.planSubjects, subjects)
  }
  w.push(say('chat.whatCanIGet.head', { year: r.year, rank: r.rank, total: r.total, major: majorText, tag }))
  w.list(
    r.rows.map((x) =>
      say('chat.whatCanIGet.item', { school: x.schoolName, major: x.majorName, score: x.minScore ?? say('chat.cutoffs.noRank'), minRank: x.minRank }),
    ),
  )
  if (closed) w.push(closed)
  planCaveat(w, r.year, r.planSubjects, subjects)
}
