import type { HttpApi } from '@/ports/HttpApi'
import { majorNum } from '@/ports/api/school'
import { attempt, ok, type Result } from '../result'

/** Programmes offered in Zhejiang per 门类 (by name), for the catalogue's side list. */
export async function loadMajorCounts(deps: { api: HttpApi }): Promise<Result<Record<string, number>>> {
  const r = await attempt(() => deps.api.call(majorNum, {}))
  return r.ok ? ok(Object.fromEntries(r.value.map((d) => [d.name, d.num]))) : r
}
