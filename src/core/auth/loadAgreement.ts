import type { HttpApi } from '@/ports/HttpApi'
import { userAgreement } from '@/ports/api/system'
import { attempt, ok, type Result } from '../result'

/** The service agreement's text, shown before sign-up and on demand. */
export async function loadAgreement(deps: { api: HttpApi }): Promise<Result<string>> {
  const result = await attempt(() => deps.api.call(userAgreement, { id: 1 }))
  return result.ok ? ok(result.value.content) : result
}
