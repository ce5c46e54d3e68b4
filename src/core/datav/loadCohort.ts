import type { HttpApi } from '@/ports/HttpApi'
import { datavCohort, type CohortOverview } from '@/ports/api/datav'
import { attempt, type Result } from '../result'

/** The cohort's planning in aggregate and, signed in, the student's own list over the days. */
export function loadCohort(deps: { api: HttpApi }): Promise<Result<CohortOverview>> {
  return attempt(() => deps.api.call(datavCohort, {}))
}
