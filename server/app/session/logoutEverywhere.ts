import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, okSaying, type Call, type Outcome } from '../shared/outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'

/** 退出所有设备: every session of the account ends, on every server process at once (sessions live in the database). */
export async function logoutEverywhere(
  deps: UsesRepos<'tokens' | 'users'> & RecordSecurityEventDeps,
  _input: unknown,
  call: Call,
): Promise<Outcome<{ ended: number }>> {
  const userId = callerOf(call)
  const ended = await deps.repos.tokens.deleteForUser(userId)
  const account = await deps.repos.users.byId(userId)
  await recordSecurityEvent(deps, 'sessions.revoked', { userId, phone: account?.phone ?? null, call, detail: `signed out everywhere: ${ended} sessions` })
  return okSaying({ ended }, 'session.signedOutEverywhere')
}
