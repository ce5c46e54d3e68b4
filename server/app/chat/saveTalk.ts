import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { MINUTE } from '../shared/limits'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

export interface TalkToSave {
  uaGroup: string
  question: string
  answer: string
  thought?: string | null
}

/** How long after the server saved a streamed answer the client's own save of it still counts as the same record. */
const SAME_TALK_WINDOW_MS = 10 * MINUTE

/**
 * user-answer/add and add/xf. The server already saves every streamed answer when the stream ends or stops,
 * and the spec's client saves it again; so a save of the question the conversation ended on, shortly after,
 * replaces that record's answer with the text the student saw rather than adding a duplicate.
 */
export async function saveTalk(deps: UsesRepos<'talks'> & Pick<ServerDeps, 'clock'>, input: TalkToSave, call: Call): Promise<Outcome<null>> {
  const userId = callerOf(call)
  const now = deps.clock.now()
  const last = (await deps.repos.talks.byGroup(userId, input.uaGroup)).at(-1)
  if (last && last.question === input.question && now - last.createdAt < SAME_TALK_WINDOW_MS) {
    await deps.repos.talks.update(userId, last.id, { answer: input.answer || last.answer, thought: input.thought ?? last.thought })
    return ok(null)
  }
  await deps.repos.talks.add({ userId, uaGroup: input.uaGroup, question: input.question, answer: input.answer, thought: input.thought ?? null, createdAt: now })
  return ok(null)
}
