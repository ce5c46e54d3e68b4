import { ApiError } from '@/ports/HttpApi'
import type { EventBus } from '@/ports/EventBus'
import type { Toast } from '@/ports/Toast'
import type { TokenStore } from '@/ports/TokenStore'
import { Codes, type Endpoint, type Envelope } from '@/ports/api/endpoint'

export interface ErrorReport {
  apiName: string
  content: string
  param: string
  userId?: number
}

export interface CatalogueDeps {
  tokens: TokenStore
  events: EventBus
  toast: Toast
  /** Sends the error report; must not go through the catalogue again (a failing report is dropped). */
  report(report: ErrorReport): void
  userId(): number | null
}

/** Plan-page calls answer code 2 for "nothing there": the user sees an empty list, not an error. */
const PLAN_PAGE_ENDPOINTS = new Set(['planPage', 'planPage1', 'planPage2'])

/**
 * THE error catalogue of response codes, shared by FetchHttpApi and InMemoryHttpApi so that demo mode and
 * the real server behave the same: returns the data of a successful envelope or throws an ApiError.
 */
export function settleEnvelope(endpoint: Endpoint, input: unknown, envelope: Envelope, deps: CatalogueDeps, refreshedToken?: string | null): unknown {
  if (refreshedToken) deps.tokens.set(refreshedToken)
  const { code, msg, data } = envelope
  if (code === Codes.ok) return data
  if (code === Codes.sessionExpired) {
    // Only a session that still exists here can expire. A call answered after the user signed out (the
    // server already dropped its token) or sent without one must not announce "login state has expired".
    const hadSession = deps.tokens.get() !== null
    deps.tokens.clear()
    if (hadSession) deps.events.emit('sessionExpired', {})
    throw new ApiError(code, msg)
  }
  if (code === Codes.error || code === Codes.errorReported) {
    deps.toast.show('error', msg)
    if (endpoint.name !== 'errorReport') {
      deps.report({ apiName: endpoint.path, content: msg, param: JSON.stringify(input ?? {}).slice(0, 4000), userId: deps.userId() ?? undefined })
    }
    throw new ApiError(code, msg)
  }
  if (code === Codes.empty && PLAN_PAGE_ENDPOINTS.has(endpoint.name)) return { list: [], total: 0 }
  throw new ApiError(code, msg)
}
