import { operatorCanMove } from '@/core/domain/consult/consultStatus'
import { ConsultLimits, type ConsultStatus } from '@/ports/api/consult'
import type { ConsultationRecord } from '../../ports/ConsultationRepo'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'

export type StatusResult = { ok: true; booking: ConsultationRecord } | { ok: false; problem: string }

/**
 * An operator moves a booking (已联系 after the call is arranged, 已完成, 已取消), optionally with a note the
 * student reads. The status rule is the domain's; the move only happens if nobody (the student cancelling) got
 * there first. Answers in English: operators read it in the terminal.
 */
export async function setConsultationStatus(
  deps: UsesRepos<'consultations'> & Pick<ServerDeps, 'clock'>,
  change: { id: number; to: ConsultStatus; note?: string | null },
): Promise<StatusResult> {
  const booking = await deps.repos.consultations.byId(change.id)
  if (!booking) return { ok: false, problem: `There is no booking ${change.id} ("consult list" shows them).` }
  if (!operatorCanMove(booking.status, change.to)) return { ok: false, problem: `Booking ${change.id} is ${booking.status}; it cannot become ${change.to}.` }
  const note = change.note === undefined ? undefined : change.note === null || change.note.trim() === '' ? null : change.note.trim()
  if (note && note.length > ConsultLimits.noteMax) return { ok: false, problem: `The note must be at most ${ConsultLimits.noteMax} characters.` }
  const moved = await deps.repos.consultations.setStatus(booking.id, { from: booking.status, to: change.to, note, at: deps.clock.now() })
  if (!moved) return { ok: false, problem: `Booking ${change.id} changed meanwhile (the student may have cancelled it); list it again.` }
  return { ok: true, booking: moved }
}
