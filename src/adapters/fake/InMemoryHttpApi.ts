import { ApiError, type HttpApi } from '@/ports/HttpApi'
import type { Language } from '@/ports/Language'
import type { Endpoint, Envelope, InputOf, OutputOf } from '@/ports/api/endpoint'
import type { Lang } from '@/ports/api/messages'
import { errorReport } from '@/ports/api/system'
import type { StreamOpening } from '@/ports/api/stream'
import { settleEnvelope, type CatalogueDeps } from '../http/errorCatalogue'
import { requestOf } from '../http/requestOf'

/** The shape of `createMemoryBackend()` from server/adapters/memory: the real server use cases in memory. */
export interface MemoryBackend {
  dispatch(
    endpoint: Endpoint,
    rawInput: unknown,
    ctx: { token: string | null; lang: Lang; ip: string },
  ): Promise<{ envelope: Envelope; refreshedToken?: string; binary?: { bytes: Uint8Array; contentType: string } }>
  sms: { lastCode(phone: string): string | null | undefined }
  /** The streamed chat answer, the same call the HTTP server makes for an `sse` endpoint. */
  openStream?(endpoint: Endpoint, rawInput: unknown, ctx: { token: string | null; lang: Lang; ip: string }, signal: AbortSignal): Promise<StreamOpening>
}

export interface InMemoryHttpApiOptions extends Omit<CatalogueDeps, 'report'> {
  backend: MemoryBackend
  language: Language
}

/** Demo mode and UI tests: every call goes to the in-browser backend, then through the same error catalogue. */
export class InMemoryHttpApi implements HttpApi {
  constructor(private readonly options: InMemoryHttpApiOptions) {}

  url<E extends Endpoint>(endpoint: E, input: InputOf<E>): string {
    const { path, query } = requestOf(endpoint, input)
    return `${path}${query}`
  }

  async imageSrc<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<string> {
    const result = await this.dispatch(endpoint, input)
    if (!result.binary) return ''
    let text = ''
    for (const byte of result.binary.bytes) text += String.fromCharCode(byte)
    return `data:${result.binary.contentType};base64,${btoa(text)}`
  }

  async blob<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<Blob> {
    const result = await this.dispatch(endpoint, input)
    if (result.binary) return new Blob([result.binary.bytes as Uint8Array<ArrayBuffer>], { type: result.binary.contentType })
    const deps: CatalogueDeps = { ...this.options, report: (report) => void this.dispatch(errorReport, report).catch(() => undefined) }
    settleEnvelope(endpoint, input, result.envelope, deps, result.refreshedToken)
    throw new ApiError(-1, 'no file in the answer')
  }

  async call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>> {
    const result = await this.dispatch(endpoint, input)
    const deps: CatalogueDeps = { ...this.options, report: (report) => void this.dispatch(errorReport, report).catch(() => undefined) }
    return settleEnvelope(endpoint, input, result.envelope, deps, result.refreshedToken) as OutputOf<E>
  }

  private dispatch(endpoint: Endpoint, input: unknown) {
    // A JSON round trip, so the backend sees exactly what it would receive over the wire.
    const raw: unknown = input === undefined ? {} : JSON.parse(JSON.stringify(input))
    return this.options.backend.dispatch(endpoint, raw, { token: this.options.tokens.get(), lang: this.options.language.current(), ip: '127.0.0.1' })
  }
}
