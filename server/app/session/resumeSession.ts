import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { HOUR, TOKEN_RENEW_AFTER_MS } from '../shared/limits'

export interface Session {
  userId: number
  /** True when the expiry moved forward, so the client should store the token again. */
  renewed: boolean
}

/**
 * Looks the token up and slides its expiry (at most once per TOKEN_RENEW_AFTER_MS), never past the session's
 * absolute end. Null when missing, expired or past its end.
 */
export async function resumeSession(deps: UsesRepos<'tokens'> & Pick<ServerDeps, 'digest' | 'clock' | 'settings'>, token: string): Promise<Session | null> {
  const tokenHash = await deps.digest.sha256(token)
  const found = await deps.repos.tokens.find(tokenHash)
  const now = deps.clock.now()
  if (!found) return null
  if (found.expiresAt <= now || found.endsAt <= now) {
    await deps.repos.tokens.delete(tokenHash)
    return null
  }
  const slid = Math.min(now + deps.settings.tokenTtlHours * HOUR, found.endsAt)
  if (slid - found.expiresAt < TOKEN_RENEW_AFTER_MS) return { userId: found.userId, renewed: false }
  await deps.repos.tokens.extend(tokenHash, slid)
  return { userId: found.userId, renewed: true }
}
