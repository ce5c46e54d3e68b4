import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { profileComplete } from '@/core/domain/profileComplete'

/** check: whether the caller's profile is complete (profileComplete, what the route guard also reads). */
export async function checkUser(deps: UsesRepos<'students'>, _input: unknown, call: Call): Promise<Outcome<boolean>> {
  const student = await deps.repos.students.byUserId(callerOf(call))
  return ok(profileComplete(student))
}
