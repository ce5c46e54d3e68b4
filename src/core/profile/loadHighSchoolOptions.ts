import type { HttpApi } from '@/ports/HttpApi'
import { highSchoolAreas, highSchoolCities, highSchools } from '@/ports/api/school'
import { attempt, ok, type Result } from '../result'

/** One step of the high-school place chooser: the cities of a province, the districts of a city, the schools of a district. */
export type HighSchoolPlace = { province: string } | { city: string } | { area: string }

/** The names to suggest one step down from `place`; the server may have no list, and the field stays free text. */
export async function loadHighSchoolOptions(deps: { api: HttpApi }, place: HighSchoolPlace): Promise<Result<string[]>> {
  const result = await attempt(async (): Promise<{ name: string }[]> => {
    if ('province' in place) return deps.api.call(highSchoolCities, place)
    if ('city' in place) return deps.api.call(highSchoolAreas, place)
    return deps.api.call(highSchools, place)
  })
  return result.ok ? ok(result.value.map((option) => option.name)) : result
}
