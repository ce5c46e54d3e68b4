/** Why a code did not leave: the family is told what to do, the operator what to fix. */
export type SmsFailureReason = 'phoneRejected' | 'rateLimited' | 'misconfigured' | 'unavailable'

/**
 * The outcome of one send. `detail` is for the server log only (provider code, which setting is wrong); it never
 * reaches the family.
 */
export type SmsDelivery = { ok: true } | { ok: false; reason: SmsFailureReason; detail: string }

/** Delivers a verification code to a phone. Never throws: a provider's refusal or silence is a failed delivery. */
export interface SmsSender {
  send(phone: string, code: string): Promise<SmsDelivery>
}

export const delivered: SmsDelivery = { ok: true }

export function notDelivered(reason: SmsFailureReason, detail: string): SmsDelivery {
  return { ok: false, reason, detail }
}
