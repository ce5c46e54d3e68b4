import { matchPlace } from '@/core/domain/placeName'
import { byPlaceCode, provinceCode } from '@/core/domain/placeOrder'
import type { ReferenceData, RefRegion } from '../../ports/ReferenceData'

interface PlanCity {
  province: string
  city: string
  num: number
}

/**
 * The code of each plan city (杭州 → 3301, a county-level city such as 义乌 → 330782) from the regions table:
 * first among the cities of its province, then among the districts of those cities.
 */
async function codesOf(reference: Pick<ReferenceData, 'citiesOf' | 'districtsOf'>, cities: readonly PlanCity[]): Promise<Map<PlanCity, number>> {
  const codes = new Map<PlanCity, number>()
  const byProvince = new Map<string, PlanCity[]>()
  for (const c of cities) byProvince.set(c.province, [...(byProvince.get(c.province) ?? []), c])
  for (const [province, own] of byProvince) {
    const prefectures = await reference.citiesOf(province)
    let districts: RefRegion[] | null = null
    for (const c of own) {
      let found = matchPlace(prefectures, c.city)
      if (!found) {
        districts ??= (await Promise.all(prefectures.map((p) => reference.districtsOf(p.name)))).flat()
        found = matchPlace(districts, c.city)
      }
      if (found) codes.set(c, Number(found.code))
    }
  }
  return codes
}

const ordered = new WeakMap<readonly PlanCity[], Promise<PlanCity[]>>()

/**
 * The plan's cities in the customary order: provinces by code, cities by code within them (unknown names last,
 * by name). Worked out once per catalogue.
 */
export function citiesByCode(reference: Pick<ReferenceData, 'citiesOf' | 'districtsOf'>, cities: readonly PlanCity[]): Promise<PlanCity[]> {
  let result = ordered.get(cities)
  if (!result) {
    result = codesOf(reference, cities).then((codes) => {
      const byCity = byPlaceCode(
        cities,
        (c) => codes.get(c) ?? null,
        (c) => c.city,
      )
      return byPlaceCode(
        byCity,
        (c) => provinceCode(c.province),
        (c) => c.province,
      )
    })
    ordered.set(cities, result)
  }
  return result
}
