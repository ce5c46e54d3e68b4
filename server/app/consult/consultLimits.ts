/** A family has a question or two; more open bookings than this is a script or a misunderstanding. */
export const MAX_OPEN_BOOKINGS = 3
/** Bookings one account may place in 24 h (cancelled ones count: cancel-and-rebook is not a way round the cap). */
export const BOOKINGS_PER_DAY = 5

/**
 * The cooperation form is anonymous, so its store is bounded three ways: a few requests per address per hour,
 * a cap on the whole site's requests per day (many addresses), and requests older than the retention are deleted.
 * Worst case on disk: COOPERATIONS_PER_DAY × RETENTION_DAYS rows of at most ~1.2k characters each.
 */
export const COOPERATIONS_PER_IP_PER_HOUR = 5
/**
 * Per address block (IPv4 /24, IPv6 /48; addressBlock) and day, spent before the site's budget: forty addresses
 * rented from one block spent the site's 200 in 11 s (issue 34) and refused real partners all day.
 */
export const COOPERATIONS_PER_BLOCK_PER_DAY = 10
export const COOPERATIONS_PER_DAY = 200
export const COOPERATION_RETENTION_DAYS = 180
