/** Zhejiang keeps Beijing time (UTC+8, no daylight saving): a planning day is a Beijing calendar day. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000

/** The Beijing calendar day (YYYY-MM-DD) of an instant in epoch milliseconds. */
export function beijingDay(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10)
}
