import type { TFunction } from 'i18next'
import { dateSpan, type DatePoint } from '@/core/home/dateSpan'
import type { OfficialEvent } from '@/core/home/officialCalendar'

const monthName = (m: number, locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2027, m - 1, 1))

/** An event's dates in words at the precision they are known ("6月7日–10日", "6月下旬–7月上旬", "July"). */
export function formatSpan(e: Pick<OfficialEvent, 'from' | 'to' | 'precision'>, t: TFunction, locale: string): string {
  const s = dateSpan(e)
  const words = (p: DatePoint) => {
    const params = { m: p.month, mon: monthName(p.month, locale), d: p.day }
    if (s.precision === 'day') return t('home.date.day', params)
    if (s.precision === 'tenDays') return t(`home.date.${p.third}`, params)
    return t('home.date.month', params)
  }
  if (s.samePoint) return words(s.from)
  if (s.precision === 'day' && s.sameMonth)
    return t('home.date.daysInMonth', { m: s.from.month, mon: monthName(s.from.month, locale), d1: s.from.day, d2: s.to.day })
  return t('home.date.range', { from: words(s.from), to: words(s.to) })
}
