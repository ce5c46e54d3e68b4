import type { ServerDeps } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'
import { regionOnWire } from './regionOnWire'

/** listArea: the districts (区/县/县级市) of a city from the shipped regions table. */
export async function highSchoolAreas(deps: Pick<ServerDeps, 'reference'>, input: { city: string }): Promise<Outcome<Array<{ code: string; name: string }>>> {
  return ok((await deps.reference.districtsOf(input.city)).map(regionOnWire))
}
