import type { AnswerStream } from '@/ports/AnswerStream'
import type { Clock } from '@/ports/Clock'
import type { TokenStore } from '@/ports/TokenStore'
import type { StreamMessage } from '@/ports/api/stream'
import { fail, ok, type Result } from '../result'

/** Opens the streamed answer (token in the query, a timestamp as uuid); a refusal is its message. */
export async function openAnswerStream(
  deps: { stream: AnswerStream; tokens: TokenStore; clock: Clock },
  ask: { userId: number; question: string; uaGroup: string },
  signal: AbortSignal,
): Promise<Result<AsyncIterable<StreamMessage>>> {
  const opening = await deps.stream.open({ ...ask, token: deps.tokens.get() ?? '', uuid: String(deps.clock.now()) }, signal)
  return opening.ok ? ok(opening.messages) : fail(opening.envelope.msg)
}
