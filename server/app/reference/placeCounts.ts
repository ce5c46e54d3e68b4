import type { ServerDeps } from '../../ports/ServerDeps'
import type { SchoolQuery } from '../../ports/ReferenceData'
import { ok } from '../shared/outcome'

/** provinceCityNum: how many schools match the filters, per province (or per city within the province asked for). */
export async function placeCounts(deps: Pick<ServerDeps, 'reference'>, q: SchoolQuery) {
  return ok(await deps.reference.countByPlace(q))
}
