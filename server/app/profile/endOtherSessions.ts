import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import type { Call } from '../shared/outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'

export type PasswordChangedDeps = UsesRepos<'tokens'> & RecordSecurityEventDeps & Pick<ServerDeps, 'digest'>

/** After a password change: every session of the account but the caller's ends, and the change is logged. */
export async function endOtherSessions(deps: PasswordChangedDeps, account: { id: number; phone: string }, call: Call, route: string): Promise<void> {
  const keep = call.token ? await deps.digest.sha256(call.token) : null
  const ended = await deps.repos.tokens.deleteForUser(account.id, keep)
  await recordSecurityEvent(deps, 'password.changed', { userId: account.id, phone: account.phone, call, detail: `${route}; ${ended} other sessions ended` })
}
