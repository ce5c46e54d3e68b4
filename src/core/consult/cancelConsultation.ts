import type { HttpApi } from '@/ports/HttpApi'
import { consultCancel, type Consultation } from '@/ports/api/consult'
import { attempt, type Result } from '../result'

/** Withdraws one of the student's bookings while it is 已提交. */
export async function cancelConsultation(deps: { api: HttpApi }, request: { id: number; userId: number }): Promise<Result<Consultation>> {
  return attempt(() => deps.api.call(consultCancel, request))
}
