import type { StreamMessage } from '@/ports/api/stream'
import { streamAnswer } from '@/ports/api/chat'
import type { ChatChunk, ChatInput, ChatModel } from '../../../server/ports/ChatModel'
import { fetchRaw, type Reachable, type TestServer } from '../testServer'

/** The `data:` messages of an event stream's text. */
export function parseEvents(text: string): StreamMessage[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5).trim()) as StreamMessage)
}

export interface StreamQuestion {
  question: string
  uaGroup?: string
  userId?: number
}

/** Opens the streamed answer as the web app's EventSource does: every field, the token included, in the query. */
export function openAnswer(server: Reachable, token: string, q: StreamQuestion, headers: Record<string, string> = {}): Promise<Response> {
  return fetchRaw(server, streamAnswer, { question: q.question, uaGroup: q.uaGroup ?? 'g1', token, uuid: 'u1', userId: q.userId }, { headers })
}

/** The whole stream of one answer. */
export async function answerOf(server: TestServer, token: string, q: StreamQuestion): Promise<StreamMessage[]> {
  const response = await openAnswer(server, token, q)
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`not a stream: ${await response.text()}`)
  return parseEvents(await response.text())
}

/** Reads messages off an open stream one at a time. */
export function messageReader(response: Response): { next(): Promise<StreamMessage | null>; cancel(): Promise<void> } {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end >= 0) {
          const event = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const [message] = parseEvents(event)
          if (message) return message
          continue
        }
        const { done, value } = await reader.read()
        if (done) return null
        buffer += value
      }
    },
    cancel: () => reader.cancel(),
  }
}

/** A model that writes its reasoning and one sentence, then waits until it is stopped: a long answer, in effect. */
export class EndlessChatModel implements ChatModel {
  /** How many answers have ended, however they ended (stopped, or closed by their reader). */
  stopped = 0
  async *answer(_input: ChatInput, signal: AbortSignal): AsyncIterable<ChatChunk> {
    try {
      yield { kind: 'reasoning', text: '想一想' }
      yield { kind: 'answer', text: '第一句。' }
      if (!signal.aborted) await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
    } finally {
      this.stopped++
    }
  }
}

/** A model that answers at once, for tests about everything but the answer. */
export class QuickChatModel implements ChatModel {
  readonly inputs: ChatInput[] = []
  async *answer(input: ChatInput): AsyncIterable<ChatChunk> {
    this.inputs.push(input)
    yield { kind: 'reasoning', text: 'r' }
    yield { kind: 'answer', text: `答：${input.question}` }
  }
}
