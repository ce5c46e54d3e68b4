import type { ChatToolResults } from '../../../ports/ChatToolTypes'
import { missText } from './missText'
import { planCaveat } from './planCaveat'
import { subjectsToUse } from './subjectsToUse'
import type { Writing } from './Writing'

type Eligibility = Extract<ChatToolResults['checkEligibility'], { ok: true }>

/** Which programmes of a major the 选考 subjects (the question's, else the profile's) may apply to. */
export async function writeEligibility(w: Writing): Promise<void> {
  const { u, say } = w
  const subjects = await subjectsToUse(w)
  if (!subjects) return w.push(say('chat.need.subjects'))
  if (!u.major) return w.push(say('chat.eligibility.needMajor', { subjects: subjects.join('') }))
  // A named school narrows the question to its programmes; when it has none, that is the answer's first sentence.
  if (u.school) {
    const own = await w.call('checkEligibility')({ subjects, major: u.major, schoolCode: u.school.code })
    if (own.ok && own.total === 0) w.push(say('chat.eligibility.noneAtSchool', { school: u.school.name, year: own.year, major: own.major }))
    else if (own.ok) return writeCounts(w, own, say('chat.eligibility.headSchool', { school: u.school.name, ...countsOf(own) }))
    w.push(say('chat.eligibility.elsewhere', { major: u.major }))
  }
  const r = await w.call('checkEligibility')({ subjects, major: u.major })
  if (!r.ok) return w.push(missText(say, r))
  if (r.total === 0) return w.push(say('chat.eligibility.none', { year: r.year, major: r.major }))
  writeCounts(w, r, say('chat.eligibility.head', countsOf(r)))
}

const countsOf = (r: Eligibility) => ({ year: r.year, major: r.major, total: r.total, open: r.open, closed: r.closed, subjects: r.subjects.join('') })

/** The counts' sentence, a few programmes open and closed, and a caveat when the plan was written for other subjects. */
function writeCounts(w: Writing, r: Eligibility, head: string): void {
  const { say } = w
  w.push(head)
  if (r.openExamples.length > 0) w.push(say('chat.eligibility.open', { list: r.openExamples.join('、') }))
  if (r.closedExamples.length > 0) w.push(say('chat.eligibility.closed', { list: r.closedExamples.join('、') }))
  planCaveat(w, r.year, r.planSubjects, r.subjects)
}
