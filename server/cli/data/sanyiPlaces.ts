import type { SanyiSchool } from '../../../src/ports/api/sanyi'
import type { SanyiTables } from '../../../src/core/domain/sanyi/sanyiTable'

/** Where a school is and what kind it is, as our dataset knows it. */
export interface SanyiPlace {
  schoolCode: string | null
  province: string | null
  city: string | null
  nature: string | null
}

/**
 * Fills the place columns a file left empty, from the first lookup that knows the school (by name): the
 * column wins, then each lookup in order. A school nobody knows keeps nulls (its filter group is 其他).
 */
export function fillPlaces(tables: SanyiTables, lookups: ReadonlyArray<(name: string) => SanyiPlace | null>): SanyiTables {
  const fill = (school: SanyiSchool): SanyiSchool => {
    let out = school
    for (const lookup of lookups) {
      if (out.schoolCode && out.province && out.city && out.nature) break
      const found = lookup(school.name)
      if (!found) continue
      out = {
        ...out,
        schoolCode: out.schoolCode ?? found.schoolCode,
        province: out.province ?? found.province,
        city: out.city ?? found.city,
        nature: out.nature ?? found.nature,
      }
    }
    return out
  }
  return { schools: tables.schools.map(fill), majors: tables.majors }
}
