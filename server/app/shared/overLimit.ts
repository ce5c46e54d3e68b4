import type { ApiMessageKey } from '@/ports/api/messages'
import type { RateLimiter } from '../../ports/RateLimiter'
import {
  CHAT_QUESTIONS_PER_DAY,
  CHAT_QUESTIONS_PER_MINUTE,
  HOUR,
  MINUTE,
  PASSWORD_CHANGES_PER_ACCOUNT,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from './limits'

interface Rule {
  key: string
  limit: number
  windowMs: number
  /** This rule's own words, when they differ from the policy's. */
  error?: ApiMessageKey
  params?: (retryAfterMs: number) => Record<string, string | number>
}

export interface Refusal {
  error: ApiMessageKey
  params?: Record<string, string | number>
}

/**
 * Every sign-in attempt from one address counts here, whatever its outcome. Nothing is counted per phone at
 * this point: anyone could spend such a budget and lock the owner out. Wrong passwords are counted per phone
 * by passwordLogin itself (passwordGuesses.ts), and an SMS code dies after five tries (checkSmsCode).
 */
const signInRules = (_input: Input, ip: string): Rule[] => [{ key: `login:ip:${ip}`, limit: SIGN_IN_ATTEMPTS_PER_ADDRESS, windowMs: SIGN_IN_WINDOW_MS }]

type Input = Record<string, unknown>

/** Orders per account: a family retrying a payment stays far below it, a script filling the orders table does not. */
const orderRules = (input: Input): Rule[] => [{ key: `pay:order:${String(input.userId)}`, limit: 30, windowMs: HOUR }]

const policies: Record<string, { error: ApiMessageKey; rules: (input: Input, ip: string) => Rule[] }> = {
  passwordLogin: { error: 'login.tooManyAttempts', rules: signInRules },
  phoneLogin: { error: 'login.tooManyAttempts', rules: signInRules },
  register: { error: 'login.tooManyAttempts', rules: signInRules },
  forgetPassword: { error: 'login.tooManyAttempts', rules: signInRules },
  // A stolen session must not guess the old password at leisure (the dispatcher pinned userId to the caller).
  changePassword: {
    error: 'login.tooManyAttempts',
    rules: (input) => [{ key: `pwchange:${String(input.userId)}`, limit: PASSWORD_CHANGES_PER_ACCOUNT, windowMs: SIGN_IN_WINDOW_MS }],
  },
  // The per-phone 120 s gap and daily cap live in sendSms itself (they survive restarts); this caps one IP.
  sendSms: { error: 'common.tooManyRequests', rules: (_input, ip) => [{ key: `sms:ip:${ip}`, limit: 20, windowMs: HOUR }] },
  wxPayQr: { error: 'pay.tooMany', rules: orderRules },
  wxPayQrDj: { error: 'pay.tooMany', rules: orderRules },
  aliPay: { error: 'pay.tooMany', rules: orderRules },
  // Guessing coupon codes one verify at a time.
  verifyCoupon: { error: 'common.tooManyRequests', rules: (input) => [{ key: `pay:coupon:${String(input.userId)}`, limit: 30, windowMs: HOUR }] },
  // The sandbox page needs no session, so it is limited per address.
  sandboxSettle: { error: 'common.tooManyRequests', rules: (_input, ip) => [{ key: `pay:sandbox:${ip}`, limit: 60, windowMs: MINUTE }] },
  // Per account (the dispatcher has pinned userId to the caller): a burst limit and a daily cap.
  streamAnswer: {
    error: 'chat.tooFast',
    rules: (input) => [
      {
        key: `chat:minute:${String(input.userId)}`,
        limit: CHAT_QUESTIONS_PER_MINUTE,
        windowMs: MINUTE,
        params: (retryAfterMs) => ({ seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }),
      },
      {
        key: `chat:day:${String(input.userId)}`,
        limit: CHAT_QUESTIONS_PER_DAY,
        windowMs: 24 * HOUR,
        error: 'chat.dailyLimit',
        params: () => ({ max: CHAT_QUESTIONS_PER_DAY }),
      },
    ],
  },
}

/** The message when the call is over a limit, else null (and the attempt is counted). */
export async function overLimit(limiter: RateLimiter, endpointName: string, input: Input, ip: string): Promise<Refusal | null> {
  const policy = policies[endpointName]
  if (!policy) return null
  for (const rule of policy.rules(input, ip)) {
    const decision = await limiter.hit(rule.key, rule.limit, rule.windowMs)
    if (!decision.allowed) return { error: rule.error ?? policy.error, params: rule.params?.(decision.retryAfterMs) }
  }
  return null
}
