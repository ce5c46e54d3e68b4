import type { ApiMessageKey } from '@/ports/api/messages'
import type { ServerDeps } from '../../ports/ServerDeps'
import { lockKeys } from '../auth/lockKeys'
import { windowText } from './budgets'
import type { Call } from './outcome'
import { recordSecurityEvent, type RecordSecurityEventDeps } from './recordSecurityEvent'
import {
  CHAT_QUESTIONS_PER_DAY,
  CHAT_QUESTIONS_PER_MINUTE,
  HOUR,
  MINUTE,
  PASSWORD_CHANGES_PER_ACCOUNT,
  PROOF_CHALLENGES_PER_ADDRESS,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
  SIGN_IN_ATTEMPTS_PER_BLOCK,
  SMS_SENDS_PER_ADDRESS_PER_HOUR,
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
 * Every sign-in attempt from one address, and from its network, counts here, whatever its outcome. Nothing is
 * counted per phone at this point: anyone could spend such a budget and lock the owner out. Wrong passwords and
 * codes are counted per (phone, address) by the handlers (passwordGuesses.ts, checkSmsCode.ts).
 */
const signInRules = (_input: Input, ip: string): Rule[] => [
  { key: lockKeys.signInAddress(ip), limit: SIGN_IN_ATTEMPTS_PER_ADDRESS, windowMs: SIGN_IN_WINDOW_MS },
  { key: lockKeys.signInBlock(ip), limit: SIGN_IN_ATTEMPTS_PER_BLOCK, windowMs: SIGN_IN_WINDOW_MS },
]

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
  // The per-phone 120 s gap and the shares per (phone, address) and network live in sendSms itself; this caps one address.
  sendSms: {
    error: 'common.tooManyRequests',
    rules: (_input, ip) => [{ key: lockKeys.smsAddress(ip), limit: SMS_SENDS_PER_ADDRESS_PER_HOUR, windowMs: HOUR }],
  },
  proofChallenge: {
    error: 'common.tooManyRequests',
    rules: (_input, ip) => [{ key: lockKeys.proofAddress(ip), limit: PROOF_CHALLENGES_PER_ADDRESS, windowMs: SIGN_IN_WINDOW_MS }],
  },
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

/**
 * The message when the call is over a limit, else null (and the attempt is counted). The attempt that spends a
 * budget's last is logged as a lock (issue 34: every block goes to the security log), once per filling.
 */
export async function overLimit(
  deps: Pick<ServerDeps, 'limiter'> & RecordSecurityEventDeps,
  endpointName: string,
  input: Input,
  call: Pick<Call, 'ip' | 'userAgent' | 'userId'>,
): Promise<Refusal | null> {
  const policy = policies[endpointName]
  if (!policy) return null
  for (const rule of policy.rules(input, call.ip)) {
    const decision = await deps.limiter.hit(rule.key, rule.limit, rule.windowMs)
    if (!decision.allowed) return { error: rule.error ?? policy.error, params: rule.params?.(decision.retryAfterMs) }
    if (decision.remaining === 0)
      await recordSecurityEvent(deps, 'lock', {
        userId: call.userId,
        call,
        detail: `${endpointName}: ${rule.key} spent its ${rule.limit} in ${windowText(rule.windowMs)}`,
      })
  }
  return null
}
