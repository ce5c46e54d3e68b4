import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { passwordLogin as passwordLoginEndpoint } from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { loginUserOf } from '../session/loginUserOf'
import { openSession, type OpenSessionDeps } from '../session/openSession'
import { fail, ok, type Outcome } from '../shared/outcome'
import { checkCaptcha, type CheckCaptchaDeps } from './checkCaptcha'

type Endpoint = typeof passwordLoginEndpoint

/** Password login: the picture code is spent first (right or wrong), then the password digest is checked. */
export async function passwordLogin(
  deps: CheckCaptchaDeps & OpenSessionDeps & UsesRepos<'users' | 'students'> & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<Endpoint>,
): Promise<Outcome<OutputOf<Endpoint>>> {
  if (!(await checkCaptcha(deps, input.uuid, input.code))) return fail('login.captchaWrong')
  const user = await deps.repos.users.byPhone(input.account)
  if (!user?.passwordHash || !(await deps.hasher.verify(input.password, user.passwordHash))) return fail('login.badCredentials')
  const token = await openSession(deps, user.id)
  return ok({ loginUser: loginUserOf(user, await deps.repos.students.byUserId(user.id)), token })
}
