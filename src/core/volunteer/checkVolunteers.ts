import type { HttpApi } from '@/ports/HttpApi'
import { volunteerCheck, type CheckResult } from '@/ports/api/plan'
import type { Result } from '../result'
import { attemptPaid, type PaidFailure } from './attemptPaid'

/** Runs the check; a refusal for lack of checks carries the service type so the buy prompt can open. */
export function checkVolunteers(deps: { api: HttpApi }): Promise<Result<CheckResult, PaidFailure>> {
  return attemptPaid(() => deps.api.call(volunteerCheck, {}))
}
