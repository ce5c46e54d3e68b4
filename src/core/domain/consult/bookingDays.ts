import { ConsultLimits } from '@/ports/api/consult'
import { beijingDay } from '../beijingDay'

const DAY_MS = 24 * 60 * 60 * 1000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a YYYY-MM-DD text; null when it is not a real calendar day. */
function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day)
  if (!match) return null
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(at).toISOString().slice(0, 10) === day ? at / DAY_MS : null
}

/** The days a student may ask for, from tomorrow (Beijing) to ConsultLimits.daysAhead days ahead, in order. */
export function bookableDays(nowMs: number): string[] {
  // A booking day is a Beijing calendar day: Zhejiang keeps Beijing time.
  const today = dayNumber(beijingDay(nowMs)) ?? 0
  return Array.from({ length: ConsultLimits.daysAhead }, (_, i) => new Date((today + i + 1) * DAY_MS).toISOString().slice(0, 10))
}

/** Whether a day can be booked at this instant: a real day, after today and at most daysAhead days ahead. */
export function isBookableDay(day: string, nowMs: number): boolean {
  const asked = dayNumber(day)
  const today = dayNumber(beijingDay(nowMs))
  if (asked === null || today === null) return false
  return asked > today && asked <= today + ConsultLimits.daysAhead
}
