import { beijingDay } from '@/core/domain/beijingDay'
import type { OfficialEvent } from './officialCalendar'

const DAY = 86_400_000

/** Whole days from `today` to an ISO date (both calendar days). */
export function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY)
}

export interface UpcomingEvent extends OfficialEvent {
  /** Under way today. */
  ongoing: boolean
  /** Days until it starts (0 when ongoing). */
  inDays: number
}

/**
 * The events that have not ended by `now` in start order, the ongoing ones first among equals;
 * `count` caps how many are returned.
 */
export function nextOfficialDates(events: readonly OfficialEvent[], now: number, count = 3): UpcomingEvent[] {
  // Zhejiang's day, so "today" turns over at midnight in Hangzhou, not in the server's or browser's zone.
  const today = beijingDay(now)
  return events
    .filter((e) => e.to >= today)
    .map((e) => ({ ...e, ongoing: e.from <= today, inDays: Math.max(0, daysUntil(today, e.from)) }))
    .sort((a, b) => a.inDays - b.inDays || a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .slice(0, Math.max(0, count))
}
