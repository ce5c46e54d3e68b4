import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as user from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { checkSmsCode, type CheckSmsCodeDeps } from '../auth/checkSmsCode'
import { callerOf, okSaying, type Call, type Outcome } from '../shared/outcome'
import { endOtherSessions, type PasswordChangedDeps } from './endOtherSessions'

/** updPassSmall: an SMS code sent to the account's own phone proves the owner instead of the old password; other sessions end. */
export async function changePasswordBySms(
  deps: CheckSmsCodeDeps & UsesRepos<'users'> & PasswordChangedDeps & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<typeof user.changePasswordBySms>,
  call: Call,
): Promise<Outcome<null>> {
  const account = await deps.repos.users.byId(callerOf(call))
  if (!account) return { ok: false, error: 'common.sessionExpired', code: 403 }
  const checked = await checkSmsCode(deps, { phone: account.phone, code: input.smsCode, route: 'password change', signedIn: true }, call)
  if (!checked.ok) return checked
  await deps.repos.users.setPasswordHash(account.id, await deps.hasher.hash(input.newPassword))
  await endOtherSessions(deps, account, call, 'changed with an SMS code')
  return okSaying(null, 'password.changed')
}
