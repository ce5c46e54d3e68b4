import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { DAY, HOUR } from '../shared/limits'

export type OpenSessionDeps = UsesRepos<'tokens'> & Pick<ServerDeps, 'ids' | 'digest' | 'clock' | 'settings' | 'notices'>

/** Starts a session: the caller gets the token, the database only its hash; it slides while used, up to its absolute end. */
export async function openSession(deps: OpenSessionDeps, userId: number): Promise<string> {
  const token = deps.ids.token()
  const tokenHash = await deps.digest.sha256(token)
  const now = deps.clock.now()
  const endsAt = now + deps.settings.sessionMaxDays * DAY
  await deps.repos.tokens.create({ tokenHash, userId, expiresAt: Math.min(now + deps.settings.tokenTtlHours * HOUR, endsAt), endsAt })
  // Every form that opens a session (password, SMS, register) requires ticking the notice/agreement.
  await deps.notices.markRead(userId, now)
  return token
}
