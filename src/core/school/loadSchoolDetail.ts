import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { schoolDetail } from '@/ports/api/school'
import { attempt, fail, type Result } from '../result'

export type SchoolDetailData = OutputOf<typeof schoolDetail>

/** `id` is the 4-digit 院校代号 as it appears in links ("0001") or its number. */
export async function loadSchoolDetail(deps: { api: HttpApi }, id: string): Promise<Result<SchoolDetailData>> {
  const schoolId = Number(id)
  if (!/^\d{1,4}$/.test(id.trim()) || schoolId < 1) return fail('school.badId')
  return attempt(() => deps.api.call(schoolDetail, { schoolId }))
}
