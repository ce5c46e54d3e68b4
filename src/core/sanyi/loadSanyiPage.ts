import type { HttpApi } from '@/ports/HttpApi'
import { sanyiPageList, type SanyiPage } from '@/ports/api/sanyi'
import { attempt, type Result } from '../result'

/** 三位一体志愿参考: each school with the student's 综合成绩 and the majors open to their subjects (needs isThreeOne). */
export async function loadSanyiPage(deps: { api: HttpApi }): Promise<Result<SanyiPage>> {
  return attempt(() => deps.api.call(sanyiPageList, {}))
}
