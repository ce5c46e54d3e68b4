import type { ConsultStatus } from '@/ports/api/consult'

/** 已完成 and 已取消 end a booking: nothing moves it again. */
export function isFinal(status: ConsultStatus): boolean {
  return status === 'done' || status === 'cancelled'
}

/** Open bookings count against the per-account cap: the team still owes the student a call. */
export function isOpen(status: ConsultStatus): boolean {
  return !isFinal(status)
}

/** The student may withdraw a booking only before anyone has acted on it. */
export function canCancel(status: ConsultStatus): boolean {
  return status === 'submitted'
}

/**
 * What an operator may do: move an open booking forward (已提交 → 已联系 → 已完成) or cancel it; never back to
 * 已提交 (the student would read it as a lost booking) and never out of a final state.
 */
export function operatorCanMove(from: ConsultStatus, to: ConsultStatus): boolean {
  return !isFinal(from) && from !== to && to !== 'submitted'
}
