import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { talkOnWire, type TalkOnWire } from './talkList'

/** user-answer/selectByGroup: one of the caller's conversations, oldest first; another user's group reads as empty. */
export async function talkByGroup(deps: UsesRepos<'talks'>, input: { uaGroup: string }, call: Call): Promise<Outcome<TalkOnWire[]>> {
  return ok((await deps.repos.talks.byGroup(callerOf(call), input.uaGroup)).map(talkOnWire))
}
