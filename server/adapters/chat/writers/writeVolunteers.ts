import type { OwnListOutcome } from '../../../ports/ChatToolTypes'
import { missText } from './missText'
import type { Writing } from './Writing'

/** The student's own list: its bands, and what the question asks of it (P(滑档), where it lands, its riskiest row). */
export async function writeVolunteers(w: Writing): Promise<void> {
  const { u, say } = w
  const r = await w.call('myVolunteers')({})
  if (!r.ok) return w.push(missText(say, r))
  w.push(say('chat.volunteers.head', { year: r.year, count: r.count, ...r.bands }))
  const asksRisk = /滑档|风险|稳不稳|安全|保险|怎么样|如何|risk|safe|slide/i.test(u.text)
  const asksLanding = /最可能|被哪|录到哪|录哪|落在|哪个录取|land/i.test(u.text)
  const asksRiskiest = /危险|最悬|最没把握|最难|风险最大|riskiest/i.test(u.text)
  const o = r.outcome
  if ((asksRisk || asksLanding || asksRiskiest) && !o) w.push(say('chat.volunteers.noOutcome'), say('chat.volunteers.risk', r.bands))
  if (o && (asksRisk || asksLanding)) w.push(say('chat.volunteers.slip', { rank: o.rank, slip: o.slip }))
  if (o && (asksLanding || asksRisk) && o.likeliest.length > 0) {
    w.push(say('chat.volunteers.likeliest'))
    w.list(o.likeliest.map((x) => say('chat.volunteers.likeliestItem', { position: x.position, school: x.schoolName, major: x.majorName, p: x.probability })))
  }
  if (o?.riskiest && asksRiskiest) writeRiskiest(w, o.rank, o.riskiest)
  // The rows themselves only when the question asks to see the list, not for one figure about it.
  if (!(asksRisk || asksLanding || asksRiskiest) || /列出|看看|有哪些|显示|show|list them/i.test(u.text))
    w.list(
      r.rows.slice(0, 10).map((row) =>
        say('chat.volunteers.item', {
          position: row.position,
          school: row.schoolName,
          major: row.majorName,
          p: row.probability ? `${row.probability}（${w.band(row.band ?? 'no')}）` : say('chat.volunteers.noP'),
        }),
      ),
    )
}

/** The row least likely to admit the student, and why: its last 投档位次 against the student's rank. */
function writeRiskiest(w: Writing, rank: number, x: NonNullable<OwnListOutcome['riskiest']>): void {
  const { say } = w
  w.push(
    say('chat.volunteers.riskiest', { position: x.position, school: x.schoolName, major: x.majorName, p: x.probability, band: w.band(x.band ?? 'no') }) +
      (x.lastRank !== null && x.lastYear !== null
        ? say('chat.volunteers.riskiestWhy', { year: x.lastYear, lastRank: x.lastRank, rank })
        : say('chat.volunteers.riskiestNoHistory')),
  )
  w.push(say('chat.volunteers.riskiestNote'))
}
