import type { HttpApi } from '@/ports/HttpApi'
import { volunteerJoin, type VolunteerRow } from '@/ports/api/plan'
import type { Result } from '../result'
import { attemptPaid, type PaidFailure } from '../volunteer/attemptPaid'

/**
 * Adds a programme to the list from a school's page: the 尊享版 join, so a refusal for a missing service comes
 * back with the service type (the page opens the purchase dialog) and any other refusal with its message.
 */
export function joinFromSchool(deps: { api: HttpApi }, planId: string): Promise<Result<VolunteerRow, PaidFailure>> {
  return attemptPaid(() => deps.api.call(volunteerJoin, { planId }))
}
