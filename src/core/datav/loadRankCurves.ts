import type { HttpApi } from '@/ports/HttpApi'
import { datavRankCurves, type RankCurves } from '@/ports/api/datav'
import { attempt, type Result } from '../result'

/** Every year's 一分一段 table and the batch lines, for the curves. */
export function loadRankCurves(deps: { api: HttpApi }): Promise<Result<RankCurves>> {
  return attempt(() => deps.api.call(datavRankCurves, {}))
}
