import type { HttpApi } from '@/ports/HttpApi'
import { volunteerJoin, type VolunteerRow } from '@/ports/api/plan'
import { attempt, type Result } from '../result'

/** Adds a plan row; the server's refusal (duplicate, 81st) comes back as its message. */
export function joinVolunteer(deps: { api: HttpApi }, planId: string): Promise<Result<VolunteerRow>> {
  return attempt(() => deps.api.call(volunteerJoin, { planId }))
}
