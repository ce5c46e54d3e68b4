import type { OutputOf } from '@/ports/api/endpoint'
import type { studentInfo as studentInfoEndpoint } from '@/ports/api/system'
import type { ServerDeps } from '../ports/ServerDeps'
import { loginUserOf } from './loginUserOf'
import { callerOf, ok, type Call, type Outcome } from './outcome'

/** The caller's own user info and profile (the dispatcher already refused any other id). */
export async function studentInfo(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof studentInfoEndpoint>>> {
  const user = await deps.repos.users.byId(callerOf(call))
  // A token that outlived its account is a session that no longer exists.
  if (!user) return { ok: false, error: 'common.sessionExpired', code: 403 }
  const student = await deps.repos.students.byUserId(user.id)
  return ok({ loginUser: loginUserOf(user, student), threeOn: user.threeOn })
}
