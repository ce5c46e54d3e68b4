import { z } from 'zod'

export type HttpMethod = 'GET' | 'POST'

/** What the response body is: the JSON envelope (almost everything), an image, a file or an event stream. */
export type ResponseKind = 'json' | 'image' | 'blob' | 'sse'

/**
 * One endpoint of the wire contract, declared once and used by both sides: the web app's HttpApi sends
 * it, the server registers one handler for it and validates input with the same schema.
 * GET inputs travel as the query string (so number fields use `numeric`, wireValues.ts), POST inputs as a JSON body.
 * `:name` segments in the path are filled from the input field of the same name.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly name: string
  readonly method: HttpMethod
  readonly path: string
  readonly input: I
  readonly output: O
  /** Needs a valid `qiren-token`; without one the server answers code 403. */
  readonly auth: boolean
  readonly response: ResponseKind
}

export interface EndpointOptions {
  auth?: boolean
  response?: ResponseKind
}

/**
 * The schemas come as functions and are built when first read (`deferred`): the web app reads only an endpoint's
 * name, method, path, auth and response, so a page never pays for building the contract's schemas.
 */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(
  name: string,
  method: HttpMethod,
  path: string,
  input: () => I,
  output: () => O,
  options: EndpointOptions = {},
): Endpoint<I, O> {
  let builtInput: I | undefined
  let builtOutput: O | undefined
  const made: Endpoint<I, O> = {
    name,
    method,
    path,
    get input() {
      return (builtInput ??= input())
    },
    get output() {
      return (builtOutput ??= output())
    },
    auth: options.auth ?? true,
    response: options.response ?? 'json',
  }
  endpoints.add(made)
  return made
}

const endpoints = new WeakSet<object>()

/** Whether a value is one of the contract's endpoints; asks nothing of the value, so a deferred schema stays unbuilt. */
export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && endpoints.has(value)
}

export type InputOf<E extends Endpoint> = z.input<E['input']>
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>
export type OutputOf<E extends Endpoint> = z.output<E['output']>

/** Every response body: code 0 is success; msg is for people; data is the endpoint's output. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/**
 * A response body as the envelope (only its three fields), or null when it is not one. Checked by hand, not with a
 * zod schema: it runs on every answer the web app takes, and the app builds no schema of its own (deferred.ts).
 */
export function envelopeOf(body: unknown): Envelope | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null
  const { code, msg, data } = body as Record<string, unknown>
  return typeof code === 'number' && typeof msg === 'string' ? { code, msg, data } : null
}

/** Codes with a meaning of their own. Any other non-zero code is a plain failure with msg. */
export const Codes = {
  ok: 0,
  failure: 1,
  /** Plan page: no data, shown as an empty list. */
  empty: 2,
  /** Solve a proof-of-work challenge (proofChallenge) and send the attempt again with it (issue 34). */
  proofNeeded: 428,
  /** Missing or expired session. */
  sessionExpired: 403,
  /** Server fault: toast + error report on the client. */
  error: -1,
  errorReported: -2,
} as const
