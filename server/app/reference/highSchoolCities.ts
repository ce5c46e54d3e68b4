import type { ServerDeps } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'
import { regionOnWire } from './regionOnWire'

/** The profile's default province when the form sends none. */
const DEFAULT_PROVINCE = '浙江'

/** listCity: the cities of a province from the shipped regions table. */
export async function highSchoolCities(
  deps: Pick<ServerDeps, 'reference'>,
  input: { province?: string },
): Promise<Outcome<Array<{ code: string; name: string }>>> {
  return ok((await deps.reference.citiesOf(input.province?.trim() || DEFAULT_PROVINCE)).map(regionOnWire))
}
