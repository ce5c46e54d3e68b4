import { BEIJING_OFFSET_MS, beijingDateTime } from '@/core/domain/beijingDay'

// Asia/Shanghai is Beijing time: a fixed UTC+8 (src/core/domain/beijingDay), no Intl data needed.
function parts(epochMs: number) {
  const at = beijingDateTime(epochMs)
  return { date: at.slice(0, 10), time: at.slice(11, 19) }
}

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai, the form Alipay uses for timestamps and times. */
export function formatShanghaiTime(epochMs: number): string {
  const { date, time } = parts(epochMs)
  return `${date} ${time}`
}

/** RFC 3339 in Asia/Shanghai with whole seconds (`2026-06-25T16:00:00+08:00`), the form WeChat Pay's time_expire takes. */
export function formatShanghaiRfc3339(epochMs: number): string {
  const { date, time } = parts(epochMs)
  return `${date}T${time}+08:00`
}

const SHANGHAI_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/

/** Epoch ms of an Alipay `yyyy-MM-dd HH:mm:ss` (Asia/Shanghai); null unless it is exactly that form and a real date. */
export function parseShanghaiTime(text: string): number | null {
  const m = SHANGHAI_TIME.exec(text)
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m.map(Number)
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_OFFSET_MS
  // Date.UTC rolls 02-30 over to March; the round trip rejects such dates.
  return formatShanghaiTime(ms) === text ? ms : null
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/

/** Epoch ms of an RFC 3339 time with an explicit offset (WeChat Pay's success_time); null otherwise. */
export function parseRfc3339(text: string): number | null {
  if (!RFC3339.test(text)) return null
  const ms = Date.parse(text)
  return Number.isFinite(ms) ? ms : null
}
