import type { HttpApi } from '@/ports/HttpApi'
import { datavListCharts, type ListCharts } from '@/ports/api/datav'
import type { Result } from '../result'
import { attemptPaid, type PaidFailure } from '../volunteer/attemptPaid'

/** The student's list as the charts draw it (a refusal for a missing service names the service to buy). */
export function loadListCharts(deps: { api: HttpApi }): Promise<Result<ListCharts, PaidFailure>> {
  return attemptPaid(() => deps.api.call(datavListCharts, {}))
}
