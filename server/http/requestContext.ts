import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { Headers } from '@/ports/api/headers'
import { langFrom } from '@/ports/api/messages'
import type { RequestContext } from '../app/shared/createDispatcher'

const USER_AGENT_MAX = 300

/**
 * Token, language and client IP of a request. The socket address is the truth; X-Forwarded-For is
 * believed only behind a trusted proxy (or when there is no socket, as in app.request tests), and then only
 * its last entry.
 */
export function requestContext(c: Context, trustProxy: boolean): RequestContext {
  // The rightmost entry is the one our proxy appended (the address it saw); the ones before it are whatever
  // the client wrote, so believing the first would let anyone pick the address every per-address limit counts.
  const forwarded = c.req.header(Headers.forwardedFor)?.split(',').at(-1)?.trim() || null
  const socket = socketAddress(c)
  const ip = (trustProxy ? (forwarded ?? socket) : (socket ?? forwarded)) ?? 'unknown'
  const lang = langFrom(c.req.header('i18n-lang') ?? c.req.header(Headers.language))
  // Kept for the security log; capped, as anything a client sends.
  const userAgent = c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) || null
  return { token: c.req.header(Headers.token)?.trim() || null, lang, ip, userAgent }
}

function socketAddress(c: Context): string | null {
  // No Node request behind the context (app.request in tests, another runtime): no socket to ask, and asking
  // would throw, which costs a stack trace per request.
  const env = c.env as { incoming?: unknown; server?: unknown } | undefined
  if (!env?.incoming && !env?.server) return null
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}
