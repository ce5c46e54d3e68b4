/** Time limits of the login flows, in one place. */
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

export const SMS_CODE_TTL_MS = 5 * MINUTE
/** Spec §9: SMS resend gap 120 s. */
export const SMS_RESEND_GAP_MS = 120_000
export const SMS_DAY_WINDOW_MS = 24 * HOUR
export const SMS_MAX_PER_PHONE_PER_DAY = 10
export const CAPTCHA_TTL_MS = 5 * MINUTE
/** A session is renewed at most this often, so busy pages do not write on every request. */
export const TOKEN_RENEW_AFTER_MS = 60 * MINUTE
