import type { OutputOf } from '@/ports/api/endpoint'
import type { studentInfo as studentInfoEndpoint } from '@/ports/api/system'
import type { UsesRepos } from '../../ports/ServerDeps'
import { ensureTrial, type TrialDeps } from '../shared/ensureTrial'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { loginUserOf } from './loginUserOf'

/** The caller's own user info and profile (the dispatcher already refused any other id). */
export async function studentInfo(
  deps: TrialDeps & UsesRepos<'students'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof studentInfoEndpoint>>> {
  const found = await deps.repos.users.byId(callerOf(call))
  // A token that outlived its account is a session that no longer exists.
  if (!found) return { ok: false, error: 'common.sessionExpired', code: 403 }
  // An account older than the trial gets it here, so the web app's route guard sees the flags the server will apply.
  const user = await ensureTrial(deps, found)
  const student = await deps.repos.students.byUserId(user.id)
  return ok({ loginUser: loginUserOf(user, student), threeOn: user.threeOn })
}
