import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as user from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { checkSmsCode, type CheckSmsCodeDeps } from '../auth/checkSmsCode'
import { callerOf, fail, okSaying, type Call, type Outcome } from '../shared/outcome'
import { endOtherSessions, type PasswordChangedDeps } from './endOtherSessions'

/** updPassSmall: an SMS code sent to the account's own phone proves the owner instead of the old password; other sessions end. */
export async function changePasswordBySms(
  deps: CheckSmsCodeDeps & UsesRepos<'users'> & PasswordChangedDeps & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<typeof user.changePasswordBySms>,
  call: Call,
): Promise<Outcome<null>> {
  const account = await deps.repos.users.byId(callerOf(call))
  if (!account) return { ok: false, error: 'common.sessionExpired', code: 403 }
  if (!(await checkSmsCode(deps, account.phone, input.smsCode))) return fail('login.smsCodeWrong')
  await deps.repos.users.setPasswordHash(account.id, await deps.hasher.hash(input.newPassword))
  await endOtherSessions(deps, account, call, 'changed with an SMS code')
  return okSaying(null, 'password.changed')
}
