import type { UsesRepos } from '../../ports/ServerDeps'
import type { TalkRecord } from '../../ports/TalkRepo'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

export interface TalkOnWire {
  question: string
  answer: string
  thought: string | null
}

export const talkOnWire = (r: TalkRecord): TalkOnWire => ({ question: r.question, answer: r.answer, thought: r.thought })

/** user-answer/list: every question the caller asked, oldest first. */
export async function talkList(deps: UsesRepos<'talks'>, _input: unknown, call: Call): Promise<Outcome<TalkOnWire[]>> {
  return ok((await deps.repos.talks.byUser(callerOf(call))).map(talkOnWire))
}
