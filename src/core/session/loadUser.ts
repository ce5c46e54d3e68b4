import type { HttpApi } from '@/ports/HttpApi'
import type { TokenStore } from '@/ports/TokenStore'
import { sessionUserOf, type SessionUser } from '@/core/session/sessionUser'
import { studentInfo } from '@/ports/api/system'
import { attempt, ok, type Result } from '../result'

/** The signed-in student, or null without a session (not an error: anonymous visitors are welcome). */
export async function loadUser(deps: { api: HttpApi; tokens: TokenStore }): Promise<Result<SessionUser | null>> {
  if (!deps.tokens.get()) return ok(null)
  const result = await attempt(() => deps.api.call(studentInfo, {}))
  if (!result.ok) return result
  return ok(sessionUserOf(result.value.loginUser))
}
