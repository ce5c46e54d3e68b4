import type { OutputOf } from '@/ports/api/endpoint'
import type { studentInfo as studentInfoEndpoint } from '@/ports/api/system'
import type { ServerDeps } from '../ports/ServerDeps'
import { loginUserOf } from './loginUserOf'
import { callerOf, ok, type Call, type Outcome } from './outcome'
import { ensureTrial } from './volunteerAccess'

/** The caller's own user info and profile (the dispatcher already refused any other id). */
export async function studentInfo(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof studentInfoEndpoint>>> {
  const found = await deps.repos.users.byId(callerOf(call))
  // A token that outlived its account is a session that no longer exists.
  if (!found) return { ok: false, error: 'common.sessionExpired', code: 403 }
  // An account older than the trial gets it here, so the web app's route guard sees the flags the server will apply.
  const user = deps.volunteer ? await ensureTrial(deps, deps.volunteer, found) : found
  const student = await deps.repos.students.byUserId(user.id)
  return ok({ loginUser: loginUserOf(user, student), threeOn: user.threeOn })
}
