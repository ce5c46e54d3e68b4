import { sendSms } from '@/ports/api/user'
import { isPhone } from '@/core/domain/phone'
import { SMS_RESEND_SECONDS } from '@/core/domain/smsCountdown'
import { attempt, fail, ok, type Result } from '../result'
import { withProof, type ProofDeps } from './withProof'

/** Sends a code and answers how many seconds the resend button stays disabled. */
export async function sendSmsCode(deps: ProofDeps, phone: string): Promise<Result<number>> {
  if (!isPhone(phone.trim())) return fail('login.phoneInvalid')
  const result = await attempt(() => withProof(deps, 'sms', phone.trim(), (proof) => deps.api.call(sendSms, { phone: phone.trim(), proof })))
  if (!result.ok) return result
  return ok(result.value.resendAfterSeconds > 0 ? result.value.resendAfterSeconds : SMS_RESEND_SECONDS)
}
