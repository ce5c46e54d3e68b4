import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { sendSms as sendSmsEndpoint } from '@/ports/api/user'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { SMS_CODE_TTL_MS, SMS_DAY_WINDOW_MS, SMS_MAX_PER_PHONE_PER_DAY, SMS_RESEND_GAP_MS } from '../shared/limits'
import { fail, ok, type Outcome } from '../shared/outcome'

type Endpoint = typeof sendSmsEndpoint

/** Sends a 6-digit code (stored hashed); one per phone per 120 s and at most 10 a day. */
export async function sendSms(
  deps: UsesRepos<'smsCodes'> & Pick<ServerDeps, 'clock' | 'ids' | 'digest' | 'sms'>,
  input: ParsedInputOf<Endpoint>,
): Promise<Outcome<OutputOf<Endpoint>>> {
  const now = deps.clock.now()
  const last = await deps.repos.smsCodes.lastSentAt(input.phone)
  if (last !== null && now - last < SMS_RESEND_GAP_MS) {
    return fail('sms.tooSoon', { seconds: Math.ceil((SMS_RESEND_GAP_MS - (now - last)) / 1000) })
  }
  if ((await deps.repos.smsCodes.countSentSince(input.phone, now - SMS_DAY_WINDOW_MS)) >= SMS_MAX_PER_PHONE_PER_DAY) {
    return fail('common.tooManyRequests')
  }
  const code = deps.ids.smsCode()
  await deps.repos.smsCodes.add({
    phone: input.phone,
    codeHash: await deps.digest.sha256(`${input.phone}:${code}`),
    expiresAt: now + SMS_CODE_TTL_MS,
    createdAt: now,
  })
  await deps.sms.send(input.phone, code)
  return ok({ resendAfterSeconds: SMS_RESEND_GAP_MS / 1000 })
}
