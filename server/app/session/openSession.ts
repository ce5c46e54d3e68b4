import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { HOUR } from '../shared/limits'

export type OpenSessionDeps = UsesRepos<'tokens'> & Pick<ServerDeps, 'ids' | 'digest' | 'clock' | 'settings' | 'notices'>

/** Starts a session: the caller gets the token, the database only its hash. */
export async function openSession(deps: OpenSessionDeps, userId: number): Promise<string> {
  const token = deps.ids.token()
  const tokenHash = await deps.digest.sha256(token)
  await deps.repos.tokens.create({ tokenHash, userId, expiresAt: deps.clock.now() + deps.settings.tokenTtlHours * HOUR })
  // Every form that opens a session (password, SMS, register) requires ticking the notice/agreement (spec §5).
  await deps.notices.markRead(userId, deps.clock.now())
  return token
}
