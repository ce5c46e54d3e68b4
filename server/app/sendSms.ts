import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { sendSms as sendSmsEndpoint } from '@/ports/api/user'
import type { ServerDeps } from '../ports/ServerDeps'
import { fail, ok, type Outcome } from './outcome'
import { SMS_CODE_TTL_MS, SMS_DAY_WINDOW_MS, SMS_MAX_PER_PHONE_PER_DAY, SMS_RESEND_GAP_MS } from './limits'

type Endpoint = typeof sendSmsEndpoint

/** Sends a 6-digit code (stored hashed); one per phone per 120 s and at most 10 a day. */
export async function sendSms(deps: ServerDeps, input: ParsedInputOf<Endpoint>): Promise<Outcome<OutputOf<Endpoint>>> {
  const now = deps.clock.now()
  const last = await deps.repos.smsCodes.lastSentAt(input.phone)
  if (last !== null && now - last < SMS_RESEND_GAP_MS) {
    return fail('sms.tooSoon', { seconds: Math.ceil((SMS_RESEND_GAP_MS - (now - last)) / 1000) })
  }
  if ((await deps.repos.smsCodes.countSentSince(input.phone, now - SMS_DAY_WINDOW_MS)) >= SMS_MAX_PER_PHONE_PER_DAY) {
    return fail('common.tooManyRequests')
  }
  const code = deps.ids.smsCode()
  await deps.repos.smsCodes.add({ phone: input.phone, codeHash: await deps.digest.sha256(`${input.phone}:${code}`), expiresAt: now + SMS_CODE_TTL_MS, createdAt: now })
  await deps.sms.send(input.phone, code)
  return ok({ resendAfterSeconds: SMS_RESEND_GAP_MS / 1000 })
}
