import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { schoolChances } from '@/ports/api/school'
import { schoolIdOf } from '../domain/schoolId'
import { attempt, fail, type Result } from '../result'

export type SchoolChancesData = OutputOf<typeof schoolChances>

/** The signed-in student's chance at each plan-year programme of a school (`id` as in links, "0001"). */
export async function loadSchoolChances(deps: { api: HttpApi }, id: string): Promise<Result<SchoolChancesData>> {
  const schoolId = schoolIdOf(id)
  if (schoolId === null) return fail('school.badId')
  return attempt(() => deps.api.call(schoolChances, { schoolId }))
}
