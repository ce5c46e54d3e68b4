import type { InputOf } from './api/endpoint'
import type { streamAnswer } from './api/chat'
import type { StreamOpening } from './api/stream'

/** What opening a streamed answer sends: userId, question, token, uuid (a timestamp) and the conversation. */
export type StreamQuestion = InputOf<typeof streamAnswer>

/**
 * The streamed answer of one question: its messages as they arrive, or the refusal the server
 * answered instead. Aborting `signal` closes the stream; the messages then simply end.
 */
export interface AnswerStream {
  open(question: StreamQuestion, signal: AbortSignal): Promise<StreamOpening>
}
export const AnswerStream = Symbol('AnswerStream')
