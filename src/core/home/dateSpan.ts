import type { OfficialEvent } from './officialCalendar'

/** 上旬 (1–10), 中旬 (11–20), 下旬 (21–end). */
export type Third = 'early' | 'mid' | 'late'

export const thirdOf = (day: number): Third => (day <= 10 ? 'early' : day <= 20 ? 'mid' : 'late')

export interface DatePoint {
  month: number
  day: number
  third: Third
}

/**
 * An event's dates as the words should say them, no more precisely than they are known: both ends with
 * month, day and third of the month; `sameMonth` and `samePoint` let the words drop what repeats.
 */
export function dateSpan(e: Pick<OfficialEvent, 'from' | 'to' | 'precision'>) {
  const point = (iso: string): DatePoint => {
    const [, m, d] = iso.split('-').map(Number)
    return { month: m, day: d, third: thirdOf(d) }
  }
  const from = point(e.from)
  const to = point(e.to)
  const sameMonth = from.month === to.month
  const samePoint = e.precision === 'day' ? sameMonth && from.day === to.day : e.precision === 'tenDays' ? sameMonth && from.third === to.third : sameMonth
  return { precision: e.precision, from, to, sameMonth, samePoint }
}
