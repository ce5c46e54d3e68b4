import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

/** check: whether the caller's profile is complete (isFill '1', what the route guard also reads). */
export async function checkUser(deps: UsesRepos<'students'>, _input: unknown, call: Call): Promise<Outcome<boolean>> {
  const student = await deps.repos.students.byUserId(callerOf(call))
  return ok(student?.isFill === '1')
}
