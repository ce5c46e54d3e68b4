import type { Endpoint, InputOf, OutputOf } from './api/endpoint'

/** Sends one endpoint of the wire contract; resolves with the envelope's data or rejects with an ApiError. */
export interface HttpApi {
  call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<OutputOf<E>>
  /** A URL the browser can load directly (images such as the captcha, downloads). */
  url<E extends Endpoint>(endpoint: E, input: InputOf<E>): string
  /** An `src` for an image endpoint: the plain URL over HTTP, a data URL in demo mode. */
  imageSrc<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<string>
  /** A file endpoint (response 'blob', e.g. the .xlsx export) sent with the token header; an envelope answer rejects with its ApiError. */
  blob<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<Blob>
}
export const HttpApi = Symbol('HttpApi')

/** A non-zero envelope (or a network failure, code -1) turned into a rejection the UI can show. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
