/** Dates as a family reads them, in Beijing time whatever the browser's zone (the bookings are Beijing days). */
const ZONE = 'Asia/Shanghai'

/** "2026-06-26" → "6月26日 周五" / "Fri, June 26". */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: ZONE, month: 'long', day: 'numeric', weekday: 'short' }).format(new Date(`${day}T12:00:00+08:00`))
}

/** An instant → "2026/6/25 16:00". */
export function formatTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(ms))
}

/** An instant → "2027年6月25日" / "June 25, 2027". */
export function formatDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: ZONE, year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(ms))
}
