import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { FixedLanguage } from '@/adapters/fake/FixedLanguage'
import { InMemoryEventStream } from '@/adapters/fake/InMemoryEventStream'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { FetchEventStream } from '@/adapters/http/FetchEventStream'
import type { AnswerStream, StreamQuestion } from '@/ports/AnswerStream'
import type { Envelope } from '@/ports/api/endpoint'
import type { StreamMessage } from '@/ports/api/stream'

/** What the server answers to one opening: messages (the last one possibly never sent before a close), or a refusal. */
type ServerAnswer = { messages: StreamMessage[] } | { refusal: Envelope }

interface Rig {
  stream: AnswerStream
  /** What the server received: the question and the token it was sent with. */
  received: { input: Record<string, unknown>; token: string | null }[]
}

const common = () => ({
  tokens: new InMemoryTokenStore('t-1'),
  events: new SimpleEventBus(),
  toast: new RecordingToast(),
  language: new FixedLanguage('zh_CN'),
  userId: () => 7,
})

/** The HTTP adapter against a tiny scripted Response: SSE text split into awkward chunks, or a JSON envelope. */
function overFetch(answer: ServerAnswer): Rig {
  const received: Rig['received'] = []
  const fetch: typeof globalThis.fetch = async (url, init) => {
    const query = new URL(url as string).searchParams
    received.push({ input: Object.fromEntries(query), token: (init?.headers as Record<string, string>)['qiren-token'] ?? null })
    if ('refusal' in answer) return new Response(JSON.stringify(answer.refusal), { headers: { 'content-type': 'application/json' } })
    const text = answer.messages.map((m) => `data: ${JSON.stringify(m)}\n\n`).join('')
    const bytes = new TextEncoder().encode(text)
    const signal = init?.signal
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let at = 0; at < bytes.length; at += 7) {
          if (signal?.aborted) return
          controller.enqueue(bytes.slice(at, at + 7))
          await new Promise((resolve) => setTimeout(resolve, 0))
        }
        controller.close()
      },
    })
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
  }
  return { stream: new FetchEventStream({ ...common(), baseUrl: 'http://api.test', fetch, retryDelay: 0 }), received }
}

/** The demo adapter against a backend whose openStream answers the same. */
function inMemory(answer: ServerAnswer): Rig {
  const received: Rig['received'] = []
  const backend: MemoryBackend = {
    dispatch: () => Promise.resolve({ envelope: { code: 0, msg: '', data: null } }),
    sms: { lastCode: () => null },
    openStream: (_endpoint, rawInput, ctx, signal) => {
      received.push({ input: rawInput as Record<string, unknown>, token: ctx.token })
      if ('refusal' in answer) return Promise.resolve({ ok: false, envelope: answer.refusal })
      const script = answer.messages
      async function* messages() {
        for (const message of script) {
          await new Promise((resolve) => setTimeout(resolve, 0))
          if (signal.aborted) return
          yield message
        }
      }
      return Promise.resolve({ ok: true, messages: messages() })
    },
  }
  return { stream: new InMemoryEventStream({ ...common(), backend }), received }
}

const question: StreamQuestion = { userId: 7, question: '浙江大学2025年投档线', token: 't-1', uuid: '1700000000000', uaGroup: 'g-1' }
const answer: StreamMessage[] = [
  { code: 3, content: '理解为：投档线' },
  { code: 0, content: '浙江大学' },
  { code: 1, content: '，2025年：**650** 分。' },
  { code: 2, content: '' },
]

async function collect(messages: AsyncIterable<StreamMessage>, stopAfter = Infinity, controller?: AbortController) {
  const seen: StreamMessage[] = []
  for await (const message of messages) {
    seen.push(message)
    if (seen.length === stopAfter) controller?.abort()
  }
  return seen
}

describe.each([
  ['FetchEventStream', overFetch],
  ['InMemoryEventStream', inMemory],
])('AnswerStream contract: %s', (_, rig) => {
  it('yields the messages in order, then ends; the question and token reach the server', async () => {
    const { stream, received } = rig({ messages: answer })
    const opening = await stream.open(question, new AbortController().signal)
    expect(opening.ok).toBe(true)
    if (!opening.ok) return
    expect(await collect(opening.messages)).toEqual(answer)
    expect(received[0].input).toMatchObject({ question: question.question, uaGroup: 'g-1', token: 't-1' })
    expect(received[0].token).toBe('t-1')
  })

  it('a refusal is the envelope, not messages', async () => {
    const refusal = { code: 1, msg: '问题过长', data: null }
    const opening = await rig({ refusal }).stream.open(question, new AbortController().signal)
    expect(opening).toEqual({ ok: false, envelope: refusal })
  })

  it('aborting the signal closes the stream: no message after it', async () => {
    const controller = new AbortController()
    const opening = await rig({ messages: answer }).stream.open(question, controller.signal)
    if (!opening.ok) throw new Error('expected messages')
    expect(await collect(opening.messages, 2, controller)).toEqual(answer.slice(0, 2))
  })
})

describe('FetchEventStream', () => {
  it('retries a failed connection 5 times, then gives the server-error refusal', async () => {
    let attempts = 0
    const stream = new FetchEventStream({
      ...common(),
      baseUrl: 'http://api.test',
      retryDelay: 0,
      fetch: (url) => {
        attempts += (url as string).includes('/stream') ? 1 : 0
        return Promise.reject(new TypeError('network down'))
      },
    })
    const opening = await stream.open(question, new AbortController().signal)
    expect(attempts).toBe(6)
    expect(opening.ok).toBe(false)
  })

  it('reads CRLF lines, skips comments and unreadable data', async () => {
    const text = ': keep-alive\r\n\r\ndata: not json\r\n\r\ndata: {"code":0,"content":"好"}\r\n\r\n'
    const stream = new FetchEventStream({
      ...common(),
      baseUrl: 'http://api.test',
      fetch: () => Promise.resolve(new Response(text, { headers: { 'content-type': 'text/event-stream' } })),
    })
    const opening = await stream.open(question, new AbortController().signal)
    if (!opening.ok) throw new Error('expected messages')
    expect(await collect(opening.messages)).toEqual([{ code: 0, content: '好' }])
  })

  it.each([
    ['a CR/LF pair', ['data: {"code":0,\r', '\ndata: "content":"好"}\r\n\r\n']],
    ['a lone CR', ['data: {"code":0,\r', 'data: "content":"好"}\r\r']],
    ['an event boundary', ['data: {"code":0,"content":"好"}\n', '\n']],
  ])('reads an event whose line ending is split across chunks at %s', async (_, chunks) => {
    expect(await messagesOf(chunks)).toEqual([{ code: 0, content: '好' }])
  })

  it('reads the same messages however the stream is cut into chunks', async () => {
    const text = 'data: {"code":3,\r\ndata: "content":"想"}\r\n\r\n: ping\r\rdata: {"code":0,"content":"答"}\r\rdata: {"code":2,"content":""}\n\n'
    const expected = [
      { code: 3, content: '想' },
      { code: 0, content: '答' },
      { code: 2, content: '' },
    ]
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 })), async (cuts) => {
        const at = [0, ...cuts.sort((a, b) => a - b), text.length]
        expect(await messagesOf(at.slice(1).map((end, i) => text.slice(at[i], end)))).toEqual(expected)
      }),
    )
  })
})

/** The messages a FetchEventStream reads from a server that sends exactly these chunks. */
async function messagesOf(chunks: string[]): Promise<StreamMessage[]> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  })
  const stream = new FetchEventStream({
    ...common(),
    baseUrl: 'http://api.test',
    fetch: () => Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
  })
  const opening = await stream.open(question, new AbortController().signal)
  if (!opening.ok) throw new Error('expected messages')
  return collect(opening.messages)
}
