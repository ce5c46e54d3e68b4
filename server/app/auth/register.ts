import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { register as registerEndpoint } from '@/ports/api/user'
import type { ServerDeps } from '../../ports/ServerDeps'
import { loginUserOf } from '../session/loginUserOf'
import { openSession, type OpenSessionDeps } from '../session/openSession'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'
import { checkSmsCode, type CheckSmsCodeDeps } from './checkSmsCode'
import { createUser, type CreateUserDeps } from './createUser'

type Endpoint = typeof registerEndpoint

/**
 * Creates an account with a password (p1 and p2 are the same md5 digest). The SMS code is checked before
 * anything is said about the phone: owning the code proves owning the phone, so only its owner learns that
 * it is already registered.
 */
export async function register(
  deps: CheckSmsCodeDeps & CreateUserDeps & OpenSessionDeps & RecordSecurityEventDeps & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<Endpoint>,
  call: Call,
): Promise<Outcome<OutputOf<Endpoint>>> {
  if (input.p1 !== input.p2) return fail('register.passwordMismatch')
  const checked = await checkSmsCode(deps, { phone: input.phone, code: input.code, proof: input.proof, route: 'register' }, call)
  if (!checked.ok) return checked
  if (await deps.repos.users.byPhone(input.phone)) return fail('register.phoneTaken')
  const user = await createUser(deps, input.phone, await deps.hasher.hash(input.p1), input.addCode)
  const token = await openSession(deps, user.id)
  await recordSecurityEvent(deps, 'signIn.ok', { userId: user.id, phone: input.phone, call, detail: 'register: new account' })
  return ok({ loginUser: loginUserOf(user, null), token })
}
