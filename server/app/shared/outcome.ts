import type { ApiMessageKey, Lang } from '@/ports/api/messages'

export interface Binary {
  bytes: Uint8Array
  contentType: string
}

/** Expected failures are values whose error is an API message key (localised by the dispatcher). */
export type Outcome<T> =
  | { ok: true; value: T; binary?: Binary; message?: ApiMessageKey }
  | { ok: false; error: ApiMessageKey; params?: Record<string, string | number>; code?: number }

/** Who is calling: userId is set whenever a valid token came with the request (always on auth endpoints). */
export interface Call {
  userId: number | null
  token: string | null
  ip: string
  lang: Lang
  /** The client's User-Agent, for the security log. */
  userAgent?: string | null
}

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value }
}

/** Success that says more than "done" (e.g. that other sessions were signed out). */
export function okSaying<T>(value: T, message: ApiMessageKey): Outcome<T> {
  return { ok: true, value, message }
}

export function fail(error: ApiMessageKey, params?: Record<string, string | number>): Outcome<never> {
  return { ok: false, error, params }
}

/** The caller of an auth endpoint; the dispatcher never calls such a handler without one. */
export function callerOf(call: Call): number {
  if (call.userId === null) throw new Error('auth endpoint handler called without a user')
  return call.userId
}
