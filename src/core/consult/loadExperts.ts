import type { HttpApi } from '@/ports/HttpApi'
import { expertList, type Expert } from '@/ports/api/consult'
import { attempt, type Result } from '../result'

/** The experts an operator lists, in their order (none until one is added). */
export async function loadExperts(deps: { api: HttpApi }): Promise<Result<Expert[]>> {
  return attempt(() => deps.api.call(expertList, {}))
}
