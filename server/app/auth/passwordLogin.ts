import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { passwordLogin as passwordLoginEndpoint } from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { loginUserOf } from '../session/loginUserOf'
import { openSession, type OpenSessionDeps } from '../session/openSession'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { recordSecurityEvent } from '../shared/recordSecurityEvent'
import { checkCaptcha, type CheckCaptchaDeps } from './checkCaptcha'
import { reservePasswordGuess, settlePasswordGuess, type PasswordGuessDeps } from './passwordGuesses'
import { verifyPassword } from './verifyPassword'
import { demandProof, type ProofDeps } from './proofOfWork'

type Endpoint = typeof passwordLoginEndpoint

/**
 * Password login: past the phone's free wrong passwords a proof of work comes first (asked before the picture
 * code, so the client sends the same code again with it); then the picture code is spent (right or wrong; a
 * wrong one costs the phone nothing), one guess is reserved on the phone's budgets and the password checked with
 * the same work whether or not the account exists. The answer to a wrong password and to an unknown phone is the same.
 */
export async function passwordLogin(
  deps: CheckCaptchaDeps & OpenSessionDeps & PasswordGuessDeps & ProofDeps & UsesRepos<'users' | 'students'> & Pick<ServerDeps, 'hasher'>,
  input: ParsedInputOf<Endpoint>,
  call: Call,
): Promise<Outcome<OutputOf<Endpoint>>> {
  const phone = input.account
  const proofNeeded = await demandProof(deps, 'password', phone, input.proof)
  if (proofNeeded) return proofNeeded
  if (!(await checkCaptcha(deps, input.uuid, input.code))) return fail('login.captchaWrong')
  const reservation = await reservePasswordGuess(deps, phone, call.ip)
  if (!reservation) return fail('login.tooManyAttempts')
  const user = await deps.repos.users.byPhone(phone)
  const right = await verifyPassword(deps.hasher, input.password, user?.passwordHash)
  await settlePasswordGuess(deps, reservation, right, { phone, userId: user?.id ?? null, call })
  if (!user || !right) {
    await recordSecurityEvent(deps, 'signIn.failed', {
      userId: user?.id ?? null,
      phone,
      call,
      detail: user ? 'password: wrong password' : 'password: no such account',
    })
    return fail('login.badCredentials')
  }
  const token = await openSession(deps, user.id)
  await recordSecurityEvent(deps, 'signIn.ok', { userId: user.id, phone, call, detail: 'password' })
  return ok({ loginUser: loginUserOf(user, await deps.repos.students.byUserId(user.id)), token })
}
