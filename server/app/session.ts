import type { ServerDeps } from '../ports/ServerDeps'
import { HOUR, TOKEN_RENEW_AFTER_MS } from './limits'

/** Starts a session: the caller gets the token, the database only its hash. */
export async function openSession(deps: ServerDeps, userId: number): Promise<string> {
  const token = deps.ids.token()
  const tokenHash = await deps.digest.sha256(token)
  await deps.repos.tokens.create({ tokenHash, userId, expiresAt: deps.clock.now() + deps.settings.tokenTtlHours * HOUR })
  // Every form that opens a session (password, SMS, register) requires ticking the notice/agreement (spec §5).
  await deps.notices?.markRead(userId, deps.clock.now())
  return token
}

export interface Session {
  userId: number
  /** True when the expiry moved forward, so the client should store the token again. */
  renewed: boolean
}

/** Looks the token up and slides its expiry (at most once per TOKEN_RENEW_AFTER_MS). Null when missing or expired. */
export async function resumeSession(deps: ServerDeps, token: string): Promise<Session | null> {
  const tokenHash = await deps.digest.sha256(token)
  const found = await deps.repos.tokens.find(tokenHash)
  const now = deps.clock.now()
  if (!found) return null
  if (found.expiresAt <= now) {
    await deps.repos.tokens.delete(tokenHash)
    return null
  }
  const ttl = deps.settings.tokenTtlHours * HOUR
  if (now + ttl - found.expiresAt < TOKEN_RENEW_AFTER_MS) return { userId: found.userId, renewed: false }
  await deps.repos.tokens.extend(tokenHash, now + ttl)
  return { userId: found.userId, renewed: true }
}
