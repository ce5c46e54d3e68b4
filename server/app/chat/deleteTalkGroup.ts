import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

/** user-answer/del/uaGroup: deletes one of the caller's conversations; a group that is not theirs is left alone. */
export async function deleteTalkGroup(deps: UsesRepos<'talks'>, input: { uaGroup: string }, call: Call): Promise<Outcome<null>> {
  await deps.repos.talks.deleteGroup(callerOf(call), input.uaGroup)
  return ok(null)
}
