import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

/** user-answer/getGroup: the caller's conversations, newest first, each titled by its first question. */
export async function talkGroups(
  deps: UsesRepos<'talks'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<Array<{ uaGroup: string; question: string; answer: string | null }>>> {
  const groups = await deps.repos.talks.groups(callerOf(call))
  return ok(groups.map((g) => ({ uaGroup: g.uaGroup, question: g.question, answer: g.answer })))
}
