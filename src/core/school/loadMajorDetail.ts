import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { majorDetail } from '@/ports/api/school'
import { attempt, fail, type Result } from '../result'

export type MajorDetailData = OutputOf<typeof majorDetail>

/** `code` is the catalogue code, e.g. 080901 or 080910T. */
export async function loadMajorDetail(deps: { api: HttpApi }, code: string): Promise<Result<MajorDetailData>> {
  const majorCode = code.trim().toUpperCase()
  if (!/^\d{6}[A-Z]{0,2}$/.test(majorCode)) return fail('major.badCode')
  return attempt(() => deps.api.call(majorDetail, { majorCode }))
}
