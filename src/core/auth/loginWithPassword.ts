import type { HttpApi } from '@/ports/HttpApi'
import type { PasswordDigester } from '@/ports/PasswordDigester'
import type { TokenStore } from '@/ports/TokenStore'
import { sessionUserOf, type SessionUser } from '@/core/session/sessionUser'
import { passwordLogin } from '@/ports/api/user'
import { attempt, fail, ok, type Result } from '../result'
import { withProof, type ProofDeps } from './withProof'

export interface PasswordLoginForm {
  account: string
  password: string
  code: string
  uuid: string
  agreed: boolean
  addCode?: string
}

export interface LoginDeps extends ProofDeps {
  api: HttpApi
  tokens: TokenStore
  digester: PasswordDigester
}

/** Account, password, captcha, then the ticked agreement: the first failing check is reported. */
export function validatePasswordLogin(form: PasswordLoginForm): string | null {
  if (!form.account.trim()) return 'login.accountRequired'
  if (!form.password) return 'login.passwordRequired'
  if (!form.code.trim()) return 'login.captchaRequired'
  if (!form.agreed) return 'login.agreementRequired'
  return null
}

export async function loginWithPassword(deps: LoginDeps, form: PasswordLoginForm): Promise<Result<SessionUser>> {
  const invalid = validatePasswordLogin(form)
  if (invalid) return fail(invalid)
  const result = await attempt(() =>
    withProof(deps, 'password', form.account.trim(), (proof) =>
      deps.api.call(passwordLogin, {
        account: form.account.trim(),
        password: deps.digester.digest(form.password),
        code: form.code.trim(),
        uuid: form.uuid,
        addCode: form.addCode || undefined,
        type: 1,
        proof,
      }),
    ),
  )
  if (!result.ok) return result
  deps.tokens.set(result.value.token)
  return ok(sessionUserOf(result.value.loginUser))
}
