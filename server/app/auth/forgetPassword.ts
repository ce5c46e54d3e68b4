import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { forgetPassword as forgetPasswordEndpoint } from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { fail, ok, type Outcome } from '../shared/outcome'
import { checkSmsCode, type CheckSmsCodeDeps } from './checkSmsCode'

type Endpoint = typeof forgetPasswordEndpoint

/** Sets a new password after the SMS check and ends every open session of the account. */
export async function forgetPassword(
  deps: CheckSmsCodeDeps & UsesRepos<'users' | 'tokens'> & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<Endpoint>,
): Promise<Outcome<OutputOf<Endpoint>>> {
  if (input.password !== input.password1) return fail('register.passwordMismatch')
  const user = await deps.repos.users.byPhone(input.phone)
  if (!user) return fail('forget.unknownPhone')
  if (!(await checkSmsCode(deps, input.phone, input.smsCode))) return fail('login.smsCodeWrong')
  await deps.repos.users.setPasswordHash(user.id, await deps.hasher.hash(input.password))
  await deps.repos.tokens.deleteForUser(user.id)
  return ok(null)
}
