/**
 * Zhejiang keeps Beijing time, and China has kept UTC+8 without daylight saving since 1991: a fixed offset is
 * exact and needs no time-zone data. A booking day, a planning day, "today" on the home page, a coupon's dates
 * and the times an operator reads are all Beijing days and times, whatever the zone of the server or browser.
 */
export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The Beijing calendar day (YYYY-MM-DD) of an instant in epoch milliseconds. */
export function beijingDay(ms: number): string {
  return beijingDateTime(ms).slice(0, 10)
}

/** The Beijing wall-clock time of an instant, `YYYY-MM-DD HH:mm:ss` (seconds rounded down). */
export function beijingDateTime(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19)
}

/**
 * The first millisecond of a Beijing day written YYYY-MM-DD; NaN for other text. A day past its month's end
 * (02-30) rolls over as Date.parse rolls it: compare beijingDay of the result with the text to refuse it.
 */
export function beijingMidnight(day: string): number {
  return DAY_PATTERN.test(day) ? Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS : NaN
}
