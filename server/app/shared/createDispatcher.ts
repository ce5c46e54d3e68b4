import { Codes, type Endpoint, type Envelope } from '@/ports/api/endpoint'
import { apiMessage, type ApiMessageKey, type Lang } from '@/ports/api/messages'
import { StreamCode, type StreamMessage, type StreamOpening } from '@/ports/api/stream'
import type { ServerDeps } from '../../ports/ServerDeps'
import { resumeSession } from '../session/resumeSession'
import type { Handler, StreamHandler } from './handle'
import type { Binary, Call } from './outcome'
import { overLimit } from './overLimit'
import { validationMessage } from './validationMessage'

export interface RequestContext {
  token: string | null
  lang: Lang
  ip: string
  /** The client's User-Agent header (for the security log), when it sent one. */
  userAgent?: string | null
}

export interface DispatchResult {
  envelope: Envelope
  refreshedToken?: string
  binary?: Binary
}

export type Dispatcher = (endpoint: Endpoint, rawInput: unknown, ctx: RequestContext) => Promise<DispatchResult>

/** Opens a streaming endpoint: its messages, or the envelope of a refusal. `signal` aborts when the client goes away. */
export type StreamOpener = (endpoint: Endpoint, rawInput: unknown, ctx: RequestContext, signal: AbortSignal) => Promise<StreamOpening>

/** Inputs whose id names the user whose data is read (studentInfo's `id` is the user id). */
const ownerFields = (endpoint: Endpoint): string[] => (endpoint.name === 'studentInfo' ? ['userId', 'id'] : ['userId'])

type Admission = { ok: true; input: unknown; call: Call; refreshedToken?: string } | { ok: false; result: DispatchResult }

const failureOf = (ctx: RequestContext, key: ApiMessageKey, code: number = Codes.failure, params?: Record<string, string | number>): DispatchResult => ({
  envelope: { code, msg: apiMessage(key, ctx.lang, params), data: null },
})

/**
 * Everything before a handler runs, the same for envelopes and streams: authenticate, pin every user id to
 * the caller, validate, rate-limit.
 */
async function admit(deps: ServerDeps, endpoint: Endpoint, rawInput: unknown, ctx: RequestContext): Promise<Admission> {
  const refuse = (key: ApiMessageKey, code?: number, params?: Record<string, string | number>, refreshedToken?: string): Admission => ({
    ok: false,
    result: { ...failureOf(ctx, key, code, params), refreshedToken },
  })
  const session = ctx.token ? await resumeSession(deps, ctx.token) : null
  const refreshedToken = session?.renewed && ctx.token ? ctx.token : undefined
  if (endpoint.auth && !session) return refuse('common.sessionExpired', Codes.sessionExpired)
  const userId = session?.userId ?? null
  // Checked on the raw input, before validation, so no other field can route a request around it.
  // Anonymous calls (public endpoints only) cannot claim an id; signed-in calls may only name their own.
  if (userId !== null && namesAnotherUser(endpoint, rawInput, userId)) return refuse('common.forbiddenUser', undefined, undefined, refreshedToken)
  const parsed = endpoint.input.safeParse(rawInput ?? {})
  if (!parsed.success) {
    return { ok: false, result: { envelope: { code: Codes.failure, msg: validationMessage(parsed.error, ctx.lang), data: null }, refreshedToken } }
  }
  const input = isRecord(parsed.data) ? { ...parsed.data } : parsed.data
  if (isRecord(input)) {
    for (const field of ownerFields(endpoint)) if (field in input || userId !== null) input[field] = userId ?? undefined
    const limited = await overLimit(deps, endpoint.name, input, { ip: ctx.ip, userAgent: ctx.userAgent ?? null, userId })
    if (limited) return refuse(limited.error, undefined, limited.params, refreshedToken)
  }
  return { ok: true, input, call: { userId, token: ctx.token, ip: ctx.ip, lang: ctx.lang, userAgent: ctx.userAgent ?? null }, refreshedToken }
}

/** The store out of reach for now says so (try again shortly, nothing saved is lost); anything else is our fault. */
const faultMessage = (deps: Pick<ServerDeps, 'faults'>, error: unknown) => (deps.faults.unavailable(error) ? 'common.unavailable' : 'common.serverError')

/**
 * One request through the contract: validate, authenticate, pin every user id to the caller,
 * rate-limit, run the endpoint's handler (server/http/handlers.ts). Used by the HTTP server and, in the
 * browser, by demo mode. It never throws: an unexpected error is logged and answered as code -1.
 * An endpoint without a handler (a feature not built yet) answers common.notYet.
 */
export function createDispatcher(deps: ServerDeps, handlers: Record<string, Handler>): Dispatcher {
  return async (endpoint, rawInput, ctx) => {
    let refreshedToken: string | undefined
    try {
      const admitted = await admit(deps, endpoint, rawInput, ctx)
      if (!admitted.ok) return admitted.result
      refreshedToken = admitted.refreshedToken
      const handler = handlers[endpoint.name]
      if (!handler) return { ...failureOf(ctx, 'common.notYet'), refreshedToken }
      const outcome = await handler(deps, admitted.input, admitted.call)
      if (!outcome.ok) return { ...failureOf(ctx, outcome.error, outcome.code ?? Codes.failure, outcome.params), refreshedToken }
      return {
        envelope: { code: Codes.ok, msg: apiMessage(outcome.message ?? 'common.ok', ctx.lang), data: outcome.binary ? null : outcome.value },
        refreshedToken,
        binary: outcome.binary,
      }
    } catch (error) {
      deps.logger.error('handler failed', { endpoint: endpoint.name, error: error instanceof Error ? error.stack : String(error) })
      return { ...failureOf(ctx, faultMessage(deps, error), Codes.error), refreshedToken }
    }
  }
}

/**
 * The streaming twin of the dispatcher, with the same admission. A refusal is the envelope a plain call
 * would have answered; once open, a failure mid-stream is logged and ends the stream with a short
 * apology, since the answer has already begun and cannot become an envelope any more.
 */
export function createStreamOpener(deps: ServerDeps, handlers: Record<string, StreamHandler>): StreamOpener {
  return async (endpoint, rawInput, ctx, signal) => {
    let refreshedToken: string | undefined
    try {
      const admitted = await admit(deps, endpoint, rawInput, ctx)
      if (!admitted.ok) return { ok: false, envelope: admitted.result.envelope }
      refreshedToken = admitted.refreshedToken
      const handler = handlers[endpoint.name]
      if (!handler) return { ok: false, envelope: failureOf(ctx, 'common.notYet').envelope }
      const outcome = await handler(deps, admitted.input, admitted.call, signal)
      if (!outcome.ok) return { ok: false, envelope: failureOf(ctx, outcome.error, outcome.code ?? Codes.failure, outcome.params).envelope }
      return { ok: true, messages: guarded(outcome.value, deps, endpoint, ctx.lang), refreshedToken }
    } catch (error) {
      deps.logger.error('stream failed to open', { endpoint: endpoint.name, error: error instanceof Error ? error.stack : String(error) })
      return { ok: false, envelope: failureOf(ctx, faultMessage(deps, error), Codes.error).envelope }
    }
  }
}

async function* guarded(messages: AsyncIterable<StreamMessage>, deps: ServerDeps, endpoint: Endpoint, lang: Lang): AsyncIterable<StreamMessage> {
  try {
    yield* messages
  } catch (error) {
    deps.logger.error('stream failed', { endpoint: endpoint.name, error: error instanceof Error ? error.stack : String(error) })
    yield { code: StreamCode.answer, content: apiMessage('common.serverError', lang) }
    yield { code: StreamCode.end, content: '' }
  }
}

function namesAnotherUser(endpoint: Endpoint, rawInput: unknown, userId: number): boolean {
  if (!isRecord(rawInput)) return false
  return ownerFields(endpoint).some((field) => {
    const claimed = rawInput[field]
    return claimed !== undefined && claimed !== null && claimed !== '' && Number(claimed) !== userId
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
}
