import type { HttpApi } from '@/ports/HttpApi'
import { consultMine, type Consultation } from '@/ports/api/consult'
import { attempt, type Result } from '../result'

/** The signed-in student's bookings, newest first. */
export async function loadMyConsultations(deps: { api: HttpApi }, userId: number): Promise<Result<Consultation[]>> {
  return attempt(() => deps.api.call(consultMine, { userId }))
}
