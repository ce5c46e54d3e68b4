import type { HttpApi } from '@/ports/HttpApi'
import { volunteerSorted, type VolunteerRow } from '@/ports/api/plan'
import type { Result } from '../result'
import { attemptPaid, type PaidFailure } from './attemptPaid'

/** The student's 志愿表 in the server's order; a refusal for a missing service names the service to buy. */
export function loadVolunteers(deps: { api: HttpApi }): Promise<Result<VolunteerRow[], PaidFailure>> {
  return attemptPaid(() => deps.api.call(volunteerSorted, {}))
}
