import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { schoolDetail } from '@/ports/api/school'
import { schoolIdOf } from '../domain/schoolId'
import { attempt, fail, type Result } from '../result'

export type SchoolDetailData = OutputOf<typeof schoolDetail>

/** `id` is the 4-digit 院校代号 as it appears in links ("0001") or its number. */
export async function loadSchoolDetail(deps: { api: HttpApi }, id: string): Promise<Result<SchoolDetailData>> {
  const schoolId = schoolIdOf(id)
  if (schoolId === null) return fail('school.badId')
  return attempt(() => deps.api.call(schoolDetail, { schoolId }))
}
