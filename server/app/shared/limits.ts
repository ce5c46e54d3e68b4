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

/** The longest chat question answered; longer ones are refused before any work (the contract allows more). */
export const CHAT_QUESTION_MAX_CHARS = 500
/** A person types a question in seconds; more than this per minute is a script or a stuck key. */
export const CHAT_QUESTIONS_PER_MINUTE = 10
/** Each answer runs tools (and possibly a paid model), so one account's day is capped. */
export const CHAT_QUESTIONS_PER_DAY = 200
/** Earlier turns sent with a question: enough for follow-ups, not the whole day's talk. */
export const CHAT_HISTORY_TURNS = 10
