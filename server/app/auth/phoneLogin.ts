import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { phoneLogin as phoneLoginEndpoint } from '@/ports/api/user'
import type { UsesRepos } from '../../ports/ServerDeps'
import { loginUserOf } from '../session/loginUserOf'
import { openSession, type OpenSessionDeps } from '../session/openSession'
import { fail, ok, type Outcome } from '../shared/outcome'
import { checkSmsCode, type CheckSmsCodeDeps } from './checkSmsCode'
import { createUser, type CreateUserDeps } from './createUser'

type Endpoint = typeof phoneLoginEndpoint

/** SMS login; the tab is "Login/Register", so an unknown phone gets an account (without a password). */
export async function phoneLogin(
  deps: CheckSmsCodeDeps & CreateUserDeps & OpenSessionDeps & UsesRepos<'users' | 'students'>,
  input: ParsedInputOf<Endpoint>,
): Promise<Outcome<OutputOf<Endpoint>>> {
  if (!(await checkSmsCode(deps, input.phone, input.smsCode))) return fail('login.smsCodeWrong')
  const user = (await deps.repos.users.byPhone(input.phone)) ?? (await createUser(deps, input.phone, null, input.addCode))
  const accessToken = await openSession(deps, user.id)
  return ok({ loginUserDTO: loginUserOf(user, await deps.repos.students.byUserId(user.id)), accessToken })
}
