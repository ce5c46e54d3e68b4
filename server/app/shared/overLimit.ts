import type { ApiMessageKey } from '@/ports/api/messages'
import type { RateLimiter } from '../../ports/RateLimiter'
import { HOUR, MINUTE } from './limits'

interface Rule {
  key: string
  limit: number
  windowMs: number
}

const LOGIN_WINDOW = 15 * MINUTE

/** Guessing a password or a 6-digit code is slowed per phone and per IP; the flows share one budget. */
function loginRules(phone: unknown, ip: string): Rule[] {
  return [
    { key: `login:phone:${String(phone)}`, limit: 10, windowMs: LOGIN_WINDOW },
    { key: `login:ip:${ip}`, limit: 50, windowMs: LOGIN_WINDOW },
  ]
}

type Input = Record<string, unknown>

const policies: Record<string, { error: ApiMessageKey; rules: (input: Input, ip: string) => Rule[] }> = {
  passwordLogin: { error: 'login.tooManyAttempts', rules: (input, ip) => loginRules(input.account, ip) },
  phoneLogin: { error: 'login.tooManyAttempts', rules: (input, ip) => loginRules(input.phone, ip) },
  register: { error: 'login.tooManyAttempts', rules: (input, ip) => loginRules(input.phone, ip) },
  forgetPassword: { error: 'login.tooManyAttempts', rules: (input, ip) => loginRules(input.phone, ip) },
  // The per-phone 120 s gap and daily cap live in sendSms itself (they survive restarts); this caps one IP.
  sendSms: { error: 'common.tooManyRequests', rules: (_input, ip) => [{ key: `sms:ip:${ip}`, limit: 20, windowMs: HOUR }] },
}

/** The message key when the call is over a limit, else null (and the attempt is counted). */
export async function overLimit(limiter: RateLimiter, endpointName: string, input: Input, ip: string): Promise<ApiMessageKey | null> {
  const policy = policies[endpointName]
  if (!policy) return null
  for (const rule of policy.rules(input, ip)) {
    if (!(await limiter.hit(rule.key, rule.limit, rule.windowMs)).allowed) return policy.error
  }
  return null
}
