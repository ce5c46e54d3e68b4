import { StreamCode, type StreamMessage } from '@/ports/api/stream'
import type { ChatTurn } from '../../ports/ChatModel'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { CHAT_HISTORY_TURNS, CHAT_QUESTION_MAX_CHARS } from '../shared/limits'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { chatTools, type ChatToolDeps } from './tools/chatTools'

export type StreamAnswerDeps = Pick<ServerDeps, 'chat' | 'streams' | 'clock' | 'logger'> & UsesRepos<'talks'> & ChatToolDeps

/**
 * dashScope/stream: the assistant's answer to one question, as it is written. Reasoning arrives as code 3,
 * answer text as code 0, and code 2 ends it. The record (question, answer, reasoning) is saved when the
 * answer ends — also when it is stopped, replaced by the user's next question, or the client goes away,
 * with what was written so far, so the conversation shows what the student saw.
 */
export async function streamAnswer(
  deps: StreamAnswerDeps,
  input: { question: string; uaGroup: string },
  call: Call,
  clientGone: AbortSignal,
): Promise<Outcome<AsyncIterable<StreamMessage>>> {
  const userId = callerOf(call)
  const question = input.question.trim()
  if ([...question].length > CHAT_QUESTION_MAX_CHARS) return fail('chat.questionTooLong', { max: CHAT_QUESTION_MAX_CHARS })
  const earlier = await deps.repos.talks.byGroup(userId, input.uaGroup)
  const history: ChatTurn[] = earlier
    .filter((t) => t.answer !== '')
    .slice(-CHAT_HISTORY_TURNS)
    .map((t) => ({ question: t.question, answer: t.answer }))
  const startedAt = deps.clock.now()
  const controller = await deps.streams.start(userId)
  const stop = () => controller.abort()
  if (clientGone.aborted) stop()
  else clientGone.addEventListener('abort', stop, { once: true })
  const tools = chatTools(deps, { userId, lang: call.lang })

  async function* messages(): AsyncIterable<StreamMessage> {
    let answer = ''
    let thought = ''
    try {
      for await (const chunk of deps.chat.answer({ question, history, lang: call.lang, tools }, controller.signal)) {
        if (controller.signal.aborted) break
        if (chunk.kind === 'answer') answer += chunk.text
        else thought += chunk.text
        yield { code: chunk.kind === 'answer' ? StreamCode.answer : StreamCode.reasoning, content: chunk.text }
      }
      if (!controller.signal.aborted) yield { code: StreamCode.end, content: '' }
    } finally {
      // Whatever ended the stream, generation stops with it (a remote model's request too).
      controller.abort()
      clientGone.removeEventListener('abort', stop)
      try {
        await save(answer, thought)
      } catch (error) {
        deps.logger.error('saving a chat answer failed', { userId, error: error instanceof Error ? error.stack : String(error) })
      }
      await deps.streams
        .finish(userId, controller)
        .catch((error: unknown) => deps.logger.warn('forgetting a chat stream failed', { userId, error: String(error) }))
    }
  }
  /**
   * The spec's client saves a stopped answer itself, and its save may land before this one: then the
   * record of this question is already there, newer than the stream, and it stays as the student saw it.
   */
  async function save(answer: string, thought: string): Promise<void> {
    const last = (await deps.repos.talks.byGroup(userId, input.uaGroup)).at(-1)
    if (last && last.question === question && last.createdAt >= startedAt) return
    await deps.repos.talks.add({ userId, uaGroup: input.uaGroup, question, answer, thought: thought || null, createdAt: deps.clock.now() })
  }
  return ok(messages())
}
