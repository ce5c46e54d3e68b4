import type { PasswordDigester } from '@/ports/PasswordDigester'
import { forgetPassword as forgetEndpoint } from '@/ports/api/user'
import { isPhone } from '@/core/domain/phone'
import { attempt, fail, type Result } from '../result'
import { validateNewPassword } from './passwordRules'
import { withProof, type ProofDeps } from './withProof'

export interface ForgetForm {
  phone: string
  smsCode: string
  password: string
  password1: string
}

export function validateForget(form: ForgetForm): string | null {
  if (!isPhone(form.phone.trim())) return 'login.phoneInvalid'
  if (!form.smsCode.trim()) return 'login.smsCodeRequired'
  return validateNewPassword(form.password, form.password1)
}

export async function forgetPassword(deps: ProofDeps & { digester: PasswordDigester }, form: ForgetForm): Promise<Result<null>> {
  const invalid = validateForget(form)
  if (invalid) return fail(invalid)
  const phone = form.phone.trim()
  return attempt(() =>
    withProof(deps, 'code', phone, (proof) =>
      deps.api.call(forgetEndpoint, {
        phone,
        smsCode: form.smsCode.trim(),
        password: deps.digester.digest(form.password),
        password1: deps.digester.digest(form.password1),
        proof,
      }),
    ),
  )
}
