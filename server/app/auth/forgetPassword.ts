import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { forgetPassword as forgetPasswordEndpoint } from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { fail, okSaying, type Call, type Outcome } from '../shared/outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'
import { checkSmsCode, type CheckSmsCodeDeps } from './checkSmsCode'

type Endpoint = typeof forgetPasswordEndpoint

/**
 * Sets a new password after the SMS check and ends every open session of the account. The code is checked
 * first: with a wrong code an unknown phone gets the same answer as a registered one.
 */
export async function forgetPassword(
  deps: CheckSmsCodeDeps & RecordSecurityEventDeps & UsesRepos<'users' | 'tokens'> & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<Endpoint>,
  call: Call,
): Promise<Outcome<OutputOf<Endpoint>>> {
  if (input.password !== input.password1) return fail('register.passwordMismatch')
  const checked = await checkSmsCode(deps, { phone: input.phone, code: input.smsCode, proof: input.proof, route: 'forgotten password' }, call)
  if (!checked.ok) return checked
  const user = await deps.repos.users.byPhone(input.phone)
  if (!user) return fail('forget.unknownPhone')
  await deps.repos.users.setPasswordHash(user.id, await deps.hasher.hash(input.password))
  const ended = await deps.repos.tokens.deleteForUser(user.id)
  await recordSecurityEvent(deps, 'password.changed', {
    userId: user.id,
    phone: user.phone,
    call,
    detail: `forgotten password, by SMS; ${ended} sessions ended`,
  })
  return okSaying(null, 'password.reset')
}
