import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { phoneLogin as phoneLoginEndpoint } from '@/ports/api/user'
import type { UsesRepos } from '../../ports/ServerDeps'
import { loginUserOf } from '../session/loginUserOf'
import { openSession, type OpenSessionDeps } from '../session/openSession'
import { ok, type Call, type Outcome } from '../shared/outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'
import { checkSmsCode, type CheckSmsCodeDeps } from './checkSmsCode'
import { createUser, type CreateUserDeps } from './createUser'

type Endpoint = typeof phoneLoginEndpoint

/**
 * SMS login; the tab is "Login/Register", so an unknown phone gets an account (without a password). The owner's
 * right code is never refused for someone else's wrong ones (checkSmsCode), and it lifts the phone's locks.
 */
export async function phoneLogin(
  deps: CheckSmsCodeDeps & CreateUserDeps & OpenSessionDeps & RecordSecurityEventDeps & UsesRepos<'users' | 'students'>,
  input: ParsedInputOf<Endpoint>,
  call: Call,
): Promise<Outcome<OutputOf<Endpoint>>> {
  const checked = await checkSmsCode(deps, { phone: input.phone, code: input.smsCode, proof: input.proof, route: 'sms' }, call)
  if (!checked.ok) return checked
  const known = await deps.repos.users.byPhone(input.phone)
  const user = known ?? (await createUser(deps, input.phone, null, input.addCode))
  const accessToken = await openSession(deps, user.id)
  await recordSecurityEvent(deps, 'signIn.ok', { userId: user.id, phone: input.phone, call, detail: known ? 'sms' : 'sms: new account' })
  return ok({ loginUserDTO: loginUserOf(user, await deps.repos.students.byUserId(user.id)), accessToken })
}
