import type { ParsedInputOf } from '@/ports/api/endpoint'
import type * as user from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'

/** updPassWord: the old password (as its digest) must match before the new one is stored. */
export async function changePassword(
  deps: UsesRepos<'users'> & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<typeof user.changePassword>,
  call: Call,
): Promise<Outcome<null>> {
  const account = await deps.repos.users.byId(callerOf(call))
  if (!account) return { ok: false, error: 'common.sessionExpired', code: 403 }
  if (!account.passwordHash || !(await deps.hasher.verify(input.oldPassword, account.passwordHash))) return fail('password.oldWrong')
  await deps.repos.users.setPasswordHash(account.id, await deps.hasher.hash(input.newPassword))
  return ok(null)
}
