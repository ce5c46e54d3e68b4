import type { ServerDeps } from '../ports/ServerDeps'
import type { RefRegion } from '../ports/ReferenceData'
import { fail, ok, type Outcome } from './outcome'

/** The profile's default province (spec §9) when the form sends none. */
const DEFAULT_PROVINCE = '浙江'

const place = (r: RefRegion) => ({ code: r.code, name: r.name })

/** listCity: the cities of a province from the shipped regions table. */
export async function highSchoolCities(deps: ServerDeps, input: { province?: string }): Promise<Outcome<Array<{ code: string; name: string }>>> {
  if (!deps.reference) return fail('common.notYet')
  return ok((await deps.reference.citiesOf(input.province?.trim() || DEFAULT_PROVINCE)).map(place))
}

/** listArea: the districts (区/县/县级市) of a city from the shipped regions table. */
export async function highSchoolAreas(deps: ServerDeps, input: { city: string }): Promise<Outcome<Array<{ code: string; name: string }>>> {
  if (!deps.reference) return fail('common.notYet')
  return ok((await deps.reference.districtsOf(input.city)).map(place))
}

/**
 * listSchool: honestly empty. No official list of high schools is among the raw sources, and we do not
 * invent one; the profile page keeps the high school as free text.
 */
export async function highSchools(): Promise<Outcome<Array<{ id: number; name: string }>>> {
  return ok([])
}
