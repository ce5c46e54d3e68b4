import type { ApiMessageKey, Lang } from '@/ports/api/messages'
import type { Endpoint, OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type { ServerDeps } from '../ports/ServerDeps'

export interface Binary {
  bytes: Uint8Array
  contentType: string
}

/** Expected failures are values whose error is an API message key (localised by the dispatcher). */
export type Outcome<T> =
  | { ok: true; value: T; binary?: Binary }
  | { ok: false; error: ApiMessageKey; params?: Record<string, string | number>; code?: number }

/** Who is calling: userId is set whenever a valid token came with the request (always on auth endpoints). */
export interface Call {
  userId: number | null
  token: string | null
  ip: string
  lang: Lang
}

export type Handler = (deps: ServerDeps, input: unknown, call: Call) => Promise<Outcome<unknown>>

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value }
}

export function fail(error: ApiMessageKey, params?: Record<string, string | number>): Outcome<never> {
  return { ok: false, error, params }
}

/** Registers a use case for an endpoint with the endpoint's own input/output types. */
export function handle<E extends Endpoint>(
  endpoint: E,
  useCase: (deps: ServerDeps, input: ParsedInputOf<E>, call: Call) => Promise<Outcome<OutputOf<E>>>,
): Record<string, Handler> {
  return { [endpoint.name]: useCase as Handler }
}

/** The caller of an auth endpoint; the dispatcher never calls such a handler without one. */
export function callerOf(call: Call): number {
  if (call.userId === null) throw new Error('auth endpoint handler called without a user')
  return call.userId
}
