import type { HttpApi } from '@/ports/HttpApi'
import { hotQuestions } from '@/ports/api/chat'
import { attempt, ok, type Result } from '../result'

/** The welcome message offers the top 3 hot questions. */
export const HOT_QUESTION_COUNT = 3

export interface HotQuestion {
  id: number
  name: string
}

export async function loadHotQuestions(deps: { api: HttpApi }): Promise<Result<HotQuestion[]>> {
  const page = await attempt(() => deps.api.call(hotQuestions, { pageNum: 1, pageSize: HOT_QUESTION_COUNT }))
  return page.ok ? ok(page.value.list.slice(0, HOT_QUESTION_COUNT)) : page
}
