import type { ServerDeps } from '../../ports/ServerDeps'
import { ok } from '../shared/outcome'

/** Which years the dataset covers (一分一段 and 投档线) and its version: the newest 一分一段 year is "the data's year". */
export async function dataTime(deps: Pick<ServerDeps, 'reference'>) {
  const ref = deps.reference
  const [rankYears, cutoffYears] = await Promise.all([ref.rankYears(), ref.cutoffYears()])
  return ok({ year: rankYears[rankYears.length - 1] ?? 0, version: (await ref.version()) ?? '', rankYears, cutoffYears })
}
