import type { Envelope } from './endpoint'

/** One server-sent message of a streamed answer: `data: {"code":N,"content":"…"}`. */
export interface StreamMessage {
  code: number
  content: string
}

/** The message codes of a streamed answer: 0 or 1 answer text, 3 reasoning text, 2 the end. */
export const StreamCode = { answer: 0, answerMore: 1, end: 2, reasoning: 3 } as const

/**
 * What opening a stream gives: the messages, or, when the request is refused before anything streams
 * (signed out, invalid, too long, over the rate limit), the usual envelope with its message.
 * The HTTP server answers a refusal as JSON instead of text/event-stream; demo mode returns it as is.
 */
export type StreamOpening = { ok: true; messages: AsyncIterable<StreamMessage>; refreshedToken?: string } | { ok: false; envelope: Envelope }
