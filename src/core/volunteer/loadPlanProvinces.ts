import type { HttpApi } from '@/ports/HttpApi'
import { planProvinces } from '@/ports/api/plan'
import type { Result } from '../result'
import { attemptPaid, type PaidFailure } from './attemptPaid'

/** The provinces with programmes in the plan year: the place options of the plan search and the AI form. */
export function loadPlanProvinces(deps: { api: HttpApi }): Promise<Result<string[], PaidFailure>> {
  return attemptPaid(() => deps.api.call(planProvinces, {}))
}
