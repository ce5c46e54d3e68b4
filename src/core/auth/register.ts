import type { PasswordDigester } from '@/ports/PasswordDigester'
import type { TokenStore } from '@/ports/TokenStore'
import { sessionUserOf, type SessionUser } from '@/core/session/sessionUser'
import { register as registerEndpoint } from '@/ports/api/user'
import { isPhone } from '@/core/domain/phone'
import { attempt, fail, ok, type Result } from '../result'
import { validateNewPassword } from './passwordRules'
import { withProof, type ProofDeps } from './withProof'

export interface RegisterForm {
  phone: string
  code: string
  examNum: string
  p1: string
  p2: string
  agreed: boolean
  addCode?: string
}

export function validateRegister(form: RegisterForm): string | null {
  if (!isPhone(form.phone.trim())) return 'login.phoneInvalid'
  if (!form.code.trim()) return 'login.smsCodeRequired'
  if (form.examNum.trim() && !/^\d{10,14}$/.test(form.examNum.trim())) return 'register.examNumInvalid'
  return validateNewPassword(form.p1, form.p2) ?? (form.agreed ? null : 'login.agreementRequired')
}

export async function register(deps: ProofDeps & { tokens: TokenStore; digester: PasswordDigester }, form: RegisterForm): Promise<Result<SessionUser>> {
  const invalid = validateRegister(form)
  if (invalid) return fail(invalid)
  const phone = form.phone.trim()
  const result = await attempt(() =>
    withProof(deps, 'code', phone, (proof) =>
      deps.api.call(registerEndpoint, {
        phone,
        code: form.code.trim(),
        examNum: form.examNum.trim() || undefined,
        p1: deps.digester.digest(form.p1),
        p2: deps.digester.digest(form.p2),
        type: 1,
        addCode: form.addCode || undefined,
        proof,
      }),
    ),
  )
  if (!result.ok) return result
  deps.tokens.set(result.value.token)
  return ok(sessionUserOf(result.value.loginUser))
}
