import type { HotQuestion } from '../../ports/ContentRepo'
import type { UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** answer/page: the questions offered before the first one is asked (the client shows the first three). */
export async function hotQuestions(
  deps: UsesRepos<'content'>,
  input: { pageNum: number; pageSize: number },
): Promise<Outcome<{ list: HotQuestion[]; total: number; pageNum: number; pageSize: number }>> {
  const page = await deps.repos.content.hotQuestions((input.pageNum - 1) * input.pageSize, input.pageSize)
  return ok({ ...page, pageNum: input.pageNum, pageSize: input.pageSize })
}
