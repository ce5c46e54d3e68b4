import { createParser } from 'eventsource-parser'
import fetchRetry from 'fetch-retry'
import type { AnswerStream, StreamQuestion } from '@/ports/AnswerStream'
import type { Language } from '@/ports/Language'
import { streamAnswer } from '@/ports/api/chat'
import { envelopeOf } from '@/ports/api/endpoint'
import { Headers } from '@/ports/api/headers'
import { SERVER_ERROR } from '@/ports/api/lang'
import type { StreamMessage, StreamOpening } from '@/ports/api/stream'
import { errorReport } from '@/ports/api/system'
import type { CatalogueDeps } from './errorCatalogue'
import { requestOf } from './requestOf'
import { requestHeaders } from './requestHeaders'
import { settleRefusal } from './streamRefusal'

/** The stream is retried 5 times, 3000 ms apart. */
export const STREAM_RETRIES = 5
export const STREAM_RETRY_DELAY_MS = 3000

export interface FetchEventStreamOptions extends Omit<CatalogueDeps, 'report'> {
  baseUrl: string
  language: Language
  fetch?: typeof fetch
  /** Milliseconds between retries; tests pass 0. */
  retryDelay?: number
}

/** The streamed answer over HTTP: a GET read as `text/event-stream`, or the JSON envelope of a refusal. */
export class FetchEventStream implements AnswerStream {
  private readonly once: typeof fetch
  private readonly fetch: typeof fetch

  constructor(private readonly options: FetchEventStreamOptions) {
    const once = options.fetch ?? globalThis.fetch.bind(globalThis)
    this.once = once
    // Only a failed connection is retried (never an answer, never a closing done on purpose).
    this.fetch = fetchRetry<typeof fetch>(once, {
      retryDelay: options.retryDelay ?? STREAM_RETRY_DELAY_MS,
      retryOn: (attempt, error, response) => error !== null && !response && attempt < STREAM_RETRIES && !isAbort(error),
    })
  }

  async open(question: StreamQuestion, signal: AbortSignal): Promise<StreamOpening> {
    const lang = this.options.language.current()
    const { path, query } = requestOf(streamAnswer, question)
    const headers = { accept: 'text/event-stream', ...requestHeaders(lang, question.token ?? null, this.options.userId()) }
    const failed = () => settleRefusal(question, { code: -1, msg: SERVER_ERROR[lang], data: null }, this.catalogue())
    let response: Response
    try {
      response = await this.fetch(`${this.options.baseUrl}${path}${query}`, { method: 'GET', headers, signal })
    } catch (error) {
      if (isAbort(error)) return { ok: true, messages: nothing() }
      return failed()
    }
    const refreshed = response.headers.get(Headers.refreshedToken)
    if (refreshed) this.options.tokens.set(refreshed)
    const type = response.headers.get('content-type') ?? ''
    if (type.includes('json')) {
      const envelope = envelopeOf(await response.json().catch(() => null))
      if (!envelope) return failed()
      return settleRefusal(question, envelope, this.catalogue())
    }
    if (!response.ok || !response.body) return failed()
    return { ok: true, messages: readEvents(response.body, signal), ...(refreshed ? { refreshedToken: refreshed } : {}) }
  }

  private catalogue(): CatalogueDeps {
    const report: CatalogueDeps['report'] = (body) => {
      const { path } = requestOf(errorReport, body)
      void this.once(`${this.options.baseUrl}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }).catch(
        () => undefined,
      )
    }
    return { ...this.options, report }
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

async function* nothing(): AsyncGenerator<StreamMessage> {}

/** Reads server-sent events; each event's `data` is a JSON `{code, content}`. */
export async function* readEvents(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<StreamMessage> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const onAbort = () => void reader.cancel().catch(() => undefined)
  signal.addEventListener('abort', onAbort)
  // The parser calls back synchronously inside feed(); the events wait here to be yielded after it.
  const events: string[] = []
  const parser = createParser({ onEvent: (event) => void events.push(event.data) })
  try {
    while (!signal.aborted) {
      const { done, value } = await reader.read()
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }))
      // A server that closes without the last blank line still delivers its last event, as it always has.
      if (done) parser.feed('\n\n')
      for (const data of events.splice(0)) {
        const message = parseMessage(data)
        if (message && !signal.aborted) yield message
      }
      if (done) return
    }
  } catch (error) {
    if (!signal.aborted) throw error
  } finally {
    signal.removeEventListener('abort', onAbort)
    reader.releaseLock()
  }
}

function parseMessage(text: string): StreamMessage | null {
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { code, content } = value as Record<string, unknown>
    return typeof code === 'number' ? { code, content: typeof content === 'string' ? content : '' } : null
  } catch {
    return null
  }
}
