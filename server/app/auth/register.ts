import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { register as registerEndpoint } from '@/ports/api/user'
import type { ServerDeps } from '../../ports/ServerDeps'
import { loginUserOf } from '../session/loginUserOf'
import { openSession, type OpenSessionDeps } from '../session/openSession'
import { fail, ok, type Outcome } from '../shared/outcome'
import { checkSmsCode, type CheckSmsCodeDeps } from './checkSmsCode'
import { createUser, type CreateUserDeps } from './createUser'

type Endpoint = typeof registerEndpoint

/** Creates an account with a password (p1 and p2 are the same md5 digest) after the SMS code check. */
export async function register(
  deps: CheckSmsCodeDeps & CreateUserDeps & OpenSessionDeps & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<Endpoint>,
): Promise<Outcome<OutputOf<Endpoint>>> {
  if (input.p1 !== input.p2) return fail('register.passwordMismatch')
  if (await deps.repos.users.byPhone(input.phone)) return fail('register.phoneTaken')
  if (!(await checkSmsCode(deps, input.phone, input.code))) return fail('login.smsCodeWrong')
  const user = await createUser(deps, input.phone, await deps.hasher.hash(input.p1), input.addCode)
  const token = await openSession(deps, user.id)
  return ok({ loginUser: loginUserOf(user, null), token })
}
