/** Time limits of the login flows, in one place. */
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const SMS_CODE_TTL_MS = 5 * MINUTE
/** Spec §9: SMS resend gap 120 s. */
export const SMS_RESEND_GAP_MS = 120_000
export const SMS_DAY_WINDOW_MS = 24 * HOUR
export const SMS_MAX_PER_PHONE_PER_DAY = 10
export const CAPTCHA_TTL_MS = 5 * MINUTE
/** A session ends this many days after sign-in however much it is used (SESSION_MAX_DAYS overrides it). */
export const DEFAULT_SESSION_MAX_DAYS = 30
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

/** The security log is kept this long (issue 15), then pruned. */
export const SECURITY_LOG_RETENTION_MS = 180 * DAY

/** An SMS code dies after this many tries at it (right or wrong, from anyone): a guess has 5 chances in a million per code sent. */
export const SMS_CODE_MAX_TRIES = 5
/**
 * Open picture codes one address may hold; a new one beyond this replaces its oldest. Enough for a school's
 * computer room behind one address, few enough that a flood from one address adds no rows.
 */
export const CAPTCHAS_OPEN_PER_ADDRESS = 20

/** Error reports come from pages on their own; a page in a loop or a script must not fill the disk. */
export const ERROR_REPORTS_PER_ADDRESS_PER_HOUR = 30
/** For the whole site: many addresses together (a botnet) store at most this many an hour. */
export const ERROR_REPORTS_PER_HOUR = 300
/**
 * The disk error reports may take at most, whatever their language: a report in Chinese costs 3 bytes a character
 * (4.1 KB on SQLite at the longest kept, with its name, fingerprint, counters and index entries — issue 34 measured
 * it), so a cap in rows alone let 10,000 of them take 41 MB.
 */
export const ERROR_REPORTS_BYTE_BUDGET = 8 * 1024 * 1024
/** The most one kept report takes on disk (2 × 500 characters of 3 bytes, and the rest, with SQLite's pages), measured. */
export const ERROR_REPORT_BYTES_MAX = 4_600
/**
 * Distinct reports kept at most: the byte budget over a report's most, less the hour's reports that may arrive
 * before the hourly prune (1,523); the oldest go first, besides the 30-day retention.
 */
export const ERROR_REPORTS_KEPT = Math.floor(ERROR_REPORTS_BYTE_BUDGET / ERROR_REPORT_BYTES_MAX) - ERROR_REPORTS_PER_HOUR
/** What is kept of a report's content and parameters (the contract accepts up to 4,000 characters each). */
export const ERROR_REPORT_KEPT_CHARS = 500
export const ERROR_REPORT_RETENTION_MS = 30 * DAY

/** Sign-in attempts of any kind (password, SMS, register, forgotten password) counted per address. */
export const SIGN_IN_WINDOW_MS = 15 * MINUTE
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 50
/**
 * Wrong passwords: per (phone, address) tightly, per phone loosely (guessing from many addresses). Only wrong
 * passwords count: a wrong picture code costs the phone nothing, and the owner's right password is taken back.
 */
export const PASSWORD_WRONG_PER_PHONE_AND_ADDRESS = 5
export const PASSWORD_WRONG_PER_PHONE = 20
/** Old-password guesses by a signed-in session (a stolen session must not try the password at leisure). */
export const PASSWORD_CHANGES_PER_ACCOUNT = 10
