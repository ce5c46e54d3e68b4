import { Codes, type Endpoint, type Envelope } from '@/ports/api/endpoint'
import { apiMessage, type ApiMessageKey, type Lang } from '@/ports/api/messages'
import type { ServerDeps } from '../../ports/ServerDeps'
import { resumeSession } from '../session/resumeSession'
import type { Handler } from './handle'
import type { Binary, Call } from './outcome'
import { overLimit } from './overLimit'
import { validationMessage } from './validationMessage'

export interface RequestContext {
  token: string | null
  lang: Lang
  ip: string
}

export interface DispatchResult {
  envelope: Envelope
  refreshedToken?: string
  binary?: Binary
}

export type Dispatcher = (endpoint: Endpoint, rawInput: unknown, ctx: RequestContext) => Promise<DispatchResult>

/** Inputs whose id names the user whose data is read (studentInfo's `id` is the user id, spec §7). */
const ownerFields = (endpoint: Endpoint): string[] => (endpoint.name === 'studentInfo' ? ['userId', 'id'] : ['userId'])

/**
 * One request through the contract: validate, authenticate, pin every user id to the caller,
 * rate-limit, run the endpoint's handler (server/http/handlers.ts). Used by the HTTP server and, in the
 * browser, by demo mode. It never throws: an unexpected error is logged and answered as code -1.
 * An endpoint without a handler (a feature not built yet) answers common.notYet.
 */
export function createDispatcher(deps: ServerDeps, handlers: Record<string, Handler>): Dispatcher {
  return async (endpoint, rawInput, ctx) => {
    const failure = (key: ApiMessageKey, code: number = Codes.failure, params?: Record<string, string | number>): DispatchResult => ({
      envelope: { code, msg: apiMessage(key, ctx.lang, params), data: null },
    })
    let refreshedToken: string | undefined
    try {
      const session = ctx.token ? await resumeSession(deps, ctx.token) : null
      if (session?.renewed && ctx.token) refreshedToken = ctx.token
      if (endpoint.auth && !session) return failure('common.sessionExpired', Codes.sessionExpired)
      const userId = session?.userId ?? null
      // Checked on the raw input, before validation, so no other field can route a request around it.
      // Anonymous calls (public endpoints only) cannot claim an id; signed-in calls may only name their own.
      if (userId !== null && namesAnotherUser(endpoint, rawInput, userId)) return { ...failure('common.forbiddenUser'), refreshedToken }
      const parsed = endpoint.input.safeParse(rawInput ?? {})
      if (!parsed.success) return { envelope: { code: Codes.failure, msg: validationMessage(parsed.error, ctx.lang), data: null }, refreshedToken }
      const input = isRecord(parsed.data) ? { ...parsed.data } : parsed.data
      if (isRecord(input)) {
        for (const field of ownerFields(endpoint)) if (field in input || userId !== null) input[field] = userId ?? undefined
        const limited = await overLimit(deps.limiter, endpoint.name, input, ctx.ip)
        if (limited) return { ...failure(limited), refreshedToken }
      }
      const handler = handlers[endpoint.name]
      if (!handler) return { ...failure('common.notYet'), refreshedToken }
      const call: Call = { userId, token: ctx.token, ip: ctx.ip, lang: ctx.lang }
      const outcome = await handler(deps, input, call)
      if (!outcome.ok) return { ...failure(outcome.error, outcome.code ?? Codes.failure, outcome.params), refreshedToken }
      return {
        envelope: { code: Codes.ok, msg: apiMessage('common.ok', ctx.lang), data: outcome.binary ? null : outcome.value },
        refreshedToken,
        binary: outcome.binary,
      }
    } catch (error) {
      deps.logger.error('handler failed', { endpoint: endpoint.name, error: error instanceof Error ? error.stack : String(error) })
      return { ...failure('common.serverError', Codes.error), refreshedToken }
    }
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
