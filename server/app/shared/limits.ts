/** Time limits of the login flows, in one place. */
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const SMS_CODE_TTL_MS = 5 * MINUTE
/** A new SMS code may be sent 120 s after the previous one. */
export const SMS_RESEND_GAP_MS = 120_000
/**
 * Sends to one phone in a day that need no proof of work; beyond them each send needs one (issue 34: a budget per
 * phone that refuses lets a stranger lock the owner out, so past this the sender pays in work, never a refusal).
 */
export const SMS_FREE_SENDS_PER_PHONE_PER_DAY = 3
/** Sends to one phone from one address in a day: a stranger spends only their own share, never the owner's. */
export const SMS_SENDS_PER_PHONE_AND_ADDRESS_PER_DAY = 5
/** Sends from one address, and from one network (addressBlock), in an hour; a school's computer room stays below. */
export const SMS_SENDS_PER_ADDRESS_PER_HOUR = 20
export const SMS_SENDS_PER_BLOCK_PER_HOUR = 60
/**
 * The whole site's SMS in an hour and a day (SMS_BUDGET_PER_HOUR / SMS_BUDGET_PER_DAY override them): ~300,000
 * families over three weeks send ~15,000 codes on a busy day. Past the budget, numbers with no account get no
 * code (pumping targets numbers at random) while accounts have a reserve of half the budget again.
 */
export const SMS_BUDGET_PER_HOUR = 6_000
export const SMS_BUDGET_PER_DAY = 40_000
export const SMS_BUDGET_ACCOUNT_RESERVE = 0.5
/** The operator is told (security log, logger) when this share of a budget is spent, and again when all of it is. */
export const SMS_BUDGET_ALERT_SHARE = 0.8
/** From this share of the hour's budget on, every send needs a proof of work (a flood pays before the budget ends it). */
export const SMS_BUDGET_PROOF_SHARE = 0.5
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

/**
 * Wrong SMS codes for one phone from one address in SIGN_IN_WINDOW_MS; then that address is refused for that phone.
 * A wrong code never kills the owner's code (issue 34: five strangers' guesses used to).
 */
export const SMS_WRONG_CODES_PER_PHONE_AND_ADDRESS = 5
/** Wrong codes for one phone from anywhere in SIGN_IN_WINDOW_MS that need no proof of work; beyond, each try needs one. */
export const SMS_FREE_WRONG_CODES_PER_PHONE = 5

/**
 * Proof of work (ALTCHA): the first one past a free allowance tries PROOF_BASE_WORK numbers at most, doubling
 * every PROOF_DOUBLES_EVERY further attempts up to PROOF_MAX_WORK (what that costs a laptop or an old phone:
 * docs/SECURITY.md): the owner still gets in, while a guesser pays for every guess.
 */
export const PROOF_BASE_WORK = 10_000
export const PROOF_MAX_WORK = 500_000
export const PROOF_DOUBLES_EVERY = 5
export const PROOF_TTL_MS = 5 * MINUTE
/** Challenges one address may ask for in SIGN_IN_WINDOW_MS (they cost the server an HMAC, nothing stored). */
export const PROOF_CHALLENGES_PER_ADDRESS = 200
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
 * (ERROR_REPORT_BYTES_MAX on SQLite at the longest kept, with its name, fingerprint, counters and index entries),
 * so a cap in rows alone let 10,000 of them take several times this budget.
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
/** Sign-in attempts from one network (addressBlock) in SIGN_IN_WINDOW_MS: many addresses of one network count together. */
export const SIGN_IN_ATTEMPTS_PER_BLOCK = 200
/**
 * Wrong passwords: per (phone, address) a lock on that address only. Per phone (guessing from many addresses) no
 * lock, which a stranger could use against the owner, but a proof of work for each try past the free ones. Only
 * wrong passwords count: a wrong picture code costs the phone nothing, and the owner's right password is taken back.
 */
export const PASSWORD_WRONG_PER_PHONE_AND_ADDRESS = 5
export const PASSWORD_FREE_WRONG_PER_PHONE = 5
/** Old-password guesses by a signed-in session (a stolen session must not try the password at leisure). */
export const PASSWORD_CHANGES_PER_ACCOUNT = 10
