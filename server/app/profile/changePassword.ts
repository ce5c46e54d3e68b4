import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as user from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { verifyPassword } from '../auth/verifyPassword'
import { callerOf, fail, okSaying, type Call, type Outcome } from '../shared/outcome'
import { endOtherSessions, type PasswordChangedDeps } from './endOtherSessions'

/** updPassWord: the old password (as its digest) must match before the new one is stored; other sessions end. */
export async function changePassword(
  deps: UsesRepos<'users'> & PasswordChangedDeps & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<typeof user.changePassword>,
  call: Call,
): Promise<Outcome<null>> {
  const account = await deps.repos.users.byId(callerOf(call))
  if (!account) return { ok: false, error: 'common.sessionExpired', code: 403 }
  if (!(await verifyPassword(deps.hasher, input.oldPassword, account.passwordHash))) return fail('password.oldWrong')
  await deps.repos.users.setPasswordHash(account.id, await deps.hasher.hash(input.newPassword))
  await endOtherSessions(deps, account, call, 'changed with the old password')
  return okSaying(null, 'password.changed')
}
