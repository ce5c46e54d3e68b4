import fetchRetry from 'fetch-retry'
import { ApiError, type HttpApi } from '@/ports/HttpApi'
import type { Language } from '@/ports/Language'
import { envelopeOf, type Endpoint, type InputOf, type OutputOf } from '@/ports/api/endpoint'
import { Headers } from '@/ports/api/headers'
import { SERVER_ERROR } from '@/ports/api/lang'
import { errorReport } from '@/ports/api/system'
import type { EarlyResponses } from './EarlyResponses'
import { settleEnvelope, type CatalogueDeps, type ErrorReport } from './errorCatalogue'
import { requestHeaders } from './requestHeaders'
import { requestOf } from './requestOf'

export interface FetchHttpApiOptions extends Omit<CatalogueDeps, 'report'> {
  baseUrl: string
  language: Language
  fetch?: typeof fetch
  /** Milliseconds before the n-th retry; tests pass 0. */
  retryDelay?: (attempt: number) => number
  /** Answers to GETs the entry sent before the app loaded: one that matches a call is taken instead of asking again. */
  early?: EarlyResponses
}

/** The real HttpApi: fetch with retries on transient network errors, then the shared error catalogue. */
export class FetchHttpApi implements HttpApi {
  private readonly once: typeof fetch
  private readonly retrying: typeof fetch

  constructor(private readonly options: FetchHttpApiOptions) {
    this.once = options.fetch ?? globalThis.fetch.bind(globalThis)
    // Only network failures (a thrown fetch) of idempotent GETs are retried; an answered request never is.
    this.retrying = fetchRetry<typeof fetch>(this.once, {
      retryDelay: options.retryDelay ?? ((attempt) => 300 * 2 ** attempt),
      retryOn: (attempt, error, response) => error !== null && !response && attempt < 2,
    })
  }

  url<E extends Endpoint>(endpoint: E, input: InputOf<E>): string {
    const { path, query } = requestOf(endpoint, input)
    return `${this.options.baseUrl}${path}${query}`
  }

  async imageSrc<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<string> {
    return this.url(endpoint, input)
  }

  async blob<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<Blob> {
    const { response, lang } = await this.fetchResponse(endpoint, input)
    if (!(response.headers.get('content-type') ?? '').includes('json')) return response.blob()
    // A refusal comes as the usual envelope: let the error catalogue turn it into an ApiError.
    const envelope = envelopeOf(await response.json().catch(() => null))
    if (!envelope) throw new ApiError(-1, SERVER_ERROR[lang])
    settleEnvelope(endpoint, input, envelope, this.catalogue(), response.headers.get(Headers.refreshedToken))
    throw new ApiError(-1, SERVER_ERROR[lang])
  }

  async call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>> {
    const { envelope, refreshed } = await this.send(endpoint, input)
    return settleEnvelope(endpoint, input, envelope, this.catalogue(), refreshed) as OutputOf<E>
  }

  private async send(endpoint: Endpoint, input: unknown) {
    const { response, lang } = await this.fetchResponse(endpoint, input)
    const envelope = envelopeOf(await response.json().catch(() => null))
    if (!envelope) throw new ApiError(-1, SERVER_ERROR[lang])
    return { envelope, refreshed: response.headers.get(Headers.refreshedToken) }
  }

  private async fetchResponse(endpoint: Endpoint, input: unknown) {
    const { path, query, body } = requestOf(endpoint, input)
    const lang = this.options.language.current()
    const headers = requestHeaders(lang, this.options.tokens.get(), this.options.userId())
    if (body !== undefined) headers['content-type'] = 'application/json'
    const url = `${this.options.baseUrl}${path}${query}`
    const get = endpoint.method === 'GET'
    const early = get ? (this.options.early?.take(url, headers) ?? null) : null
    let response: Response
    try {
      const send = () => (get ? this.retrying : this.once)(url, { method: endpoint.method, headers, body })
      // An early request that failed on the network is asked again, as any GET would be.
      response = await (early ? early.catch(send) : send())
    } catch {
      throw new ApiError(-1, SERVER_ERROR[lang])
    }
    return { response, lang }
  }

  private catalogue(): CatalogueDeps {
    return { ...this.options, report: (report) => void this.sendReport(report) }
  }

  private async sendReport(report: ErrorReport) {
    await this.send(errorReport, report).catch(() => undefined)
  }
}
