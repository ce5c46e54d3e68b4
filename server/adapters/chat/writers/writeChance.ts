import { missText } from './missText'
import { planCaveat } from './planCaveat'
import { rankToUse } from './rankToUse'
import { subjectsToUse } from './subjectsToUse'
import type { Writing } from './Writing'

/** The admission chances at a school (or of a major anywhere) for the student's rank, most likely first. */
export async function writeChance(w: Writing): Promise<void> {
  const { u, say, majorText } = w
  if (!u.school && !u.major) return w.push(say('chat.need.school'))
  const rank = await rankToUse(w)
  if (rank === null) return
  // A programme the subjects cannot apply to must not get a probability.
  const subjects = await subjectsToUse(w)
  const r = await w.call('admitChance')({
    rank,
    ...(u.school ? { schoolCode: u.school.code } : {}),
    ...(u.major ? { major: u.major } : {}),
    ...(subjects ? { subjects } : {}),
  })
  if (!r.ok) return w.push(missText(say, r))
  const closed = { closed: r.closed, subjects: (subjects ?? []).join('、'), list: r.closedExamples.join('、') }
  if (r.rows.length === 0) {
    const where = { year: r.year, school: u.school?.name ?? '', major: majorText }
    w.push(r.closed > 0 ? say('chat.chance.allClosed', { ...closed, ...where }) : say('chat.chance.none', where))
    return planCaveat(w, r.year, r.planSubjects, subjects)
  }
  w.push(say('chat.chance.head', { year: r.year, rank: r.rank }))
  w.list(r.rows.map((row) => say('chat.chance.item', { school: row.schoolName, major: row.majorName, p: row.probability, band: w.band(row.band) })))
  if (r.total > r.rows.length) w.push(say('chat.chance.more', { total: r.total }))
  if (r.closed > 0) w.push(say('chat.chance.closedMore', closed))
  planCaveat(w, r.year, r.planSubjects, subjects)
  w.push(say('chat.chance.note'))
}
