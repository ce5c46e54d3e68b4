import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'

/** The caller's own invite code, to share. */
export async function inviteCodeOf(deps: UsesRepos<'users'>, _input: unknown, call: Call): Promise<Outcome<string>> {
  const account = await deps.repos.users.byId(callerOf(call))
  return account ? ok(account.inviteCode) : { ok: false, error: 'common.sessionExpired', code: 403 }
}
