import type { TokenStore } from '@/ports/TokenStore'
import { sessionUserOf, type SessionUser } from '@/core/session/sessionUser'
import { phoneLogin } from '@/ports/api/user'
import { isPhone } from '@/core/domain/phone'
import { attempt, fail, ok, type Result } from '../result'
import { withProof, type ProofDeps } from './withProof'

export interface SmsLoginForm {
  phone: string
  smsCode: string
  noticeRead: boolean
  addCode?: string
}

/** A valid phone, then a code, then the notice read: the first failing check is reported. */
export function validateSmsLogin(form: SmsLoginForm): string | null {
  if (!isPhone(form.phone.trim())) return 'login.phoneInvalid'
  if (!form.smsCode.trim()) return 'login.smsCodeRequired'
  if (!form.noticeRead) return 'login.noticeRequired'
  return null
}

/** The SMS tab is "登录/注册": an unknown phone is registered by the server on the way in. */
export async function loginWithSms(deps: ProofDeps & { tokens: TokenStore }, form: SmsLoginForm): Promise<Result<SessionUser>> {
  const invalid = validateSmsLogin(form)
  if (invalid) return fail(invalid)
  const phone = form.phone.trim()
  const result = await attempt(() =>
    withProof(deps, 'code', phone, (proof) => deps.api.call(phoneLogin, { phone, smsCode: form.smsCode.trim(), addCode: form.addCode || undefined, proof })),
  )
  if (!result.ok) return result
  deps.tokens.set(result.value.accessToken)
  return ok(sessionUserOf(result.value.loginUserDTO))
}
