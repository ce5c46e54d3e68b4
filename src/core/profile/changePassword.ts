import type { HttpApi } from '@/ports/HttpApi'
import type { PasswordDigester } from '@/ports/PasswordDigester'
import { changePassword as changePasswordEndpoint, changePasswordBySms } from '@/ports/api/user'
import { validateNewPassword } from '../auth/passwordRules'
import { attempt, fail, type Result } from '../result'

export interface ChangePasswordForm {
  /** The current password, or empty when an SMS code proves the phone instead. */
  oldPassword: string
  smsCode?: string
  newPassword: string
  repeat: string
}

/** With the old password, or with an SMS code sent to the account's phone; only digests travel. */
export async function changePassword(deps: { api: HttpApi; digester: PasswordDigester }, form: ChangePasswordForm): Promise<Result<null>> {
  const invalid = validateNewPassword(form.newPassword, form.repeat)
  if (invalid) return fail(invalid)
  const newPassword = deps.digester.digest(form.newPassword)
  const code = form.smsCode?.trim()
  if (code) return attempt(() => deps.api.call(changePasswordBySms, { smsCode: code, newPassword }))
  if (!form.oldPassword) return fail('login.passwordRequired')
  return attempt(() => deps.api.call(changePasswordEndpoint, { oldPassword: deps.digester.digest(form.oldPassword), newPassword }))
}
