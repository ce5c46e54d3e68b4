import { provinceCode } from '../placeOrder'
/** Ties between provinces go in the customary order (GB/T 2260 code, placeOrder); a name that is no province last. */
const provinceRank = (name: string): number => provinceCode(name) ?? Number.POSITIVE_INFINITY

export interface Share {
  /** A province name, or '' for the provinces folded into "other". */
  name: string
  count: number
}

/**
 * Rows per province, most first (ties in the customary order); beyond `top` provinces the rest are one
 * "other" entry (name ''), so a chart stays readable. The counts always add up to the rows.
 */
export function byProvince(rows: readonly { province: string }[], top = 8): Share[] {
  const counts = new Map<string, number>()
  for (const r of rows) {
    const name = r.province.trim()
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  const sorted = [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || provinceRank(a.name) - provinceRank(b.name) || a.name.localeCompare(b.name))
  if (sorted.length <= top) return sorted
  const rest = sorted.slice(top).reduce((s, x) => s + x.count, 0)
  return [...sorted.slice(0, top), { name: '', count: rest }]
}

/**
 * Tuition bands in yuan per year (upper bound inclusive): Zhejiang's public 本科 charge about 5,000–6,000,
 * private and 中外合作 programmes from about 20,000 to over 100,000. `null` = not published as a number.
 */
export const TUITION_BANDS = [
  { key: 'upTo6k', max: 6000 },
  { key: 'upTo10k', max: 10000 },
  { key: 'upTo20k', max: 20000 },
  { key: 'upTo50k', max: 50000 },
  { key: 'over50k', max: Infinity },
] as const

export type TuitionBand = (typeof TUITION_BANDS)[number]['key'] | 'unknown'

export function tuitionBandOf(tuition: number | null): TuitionBand {
  if (tuition === null || !Number.isFinite(tuition) || tuition < 0) return 'unknown'
  return TUITION_BANDS.find((b) => tuition <= b.max)?.key ?? 'over50k'
}

/** Rows per tuition band, in band order, unknown last; every band is listed (0 where none). */
export function byTuition(rows: readonly { tuition: number | null }[]): Array<{ band: TuitionBand; count: number }> {
  const out: Array<{ band: TuitionBand; count: number }> = [...TUITION_BANDS.map((b) => ({ band: b.key, count: 0 })), { band: 'unknown', count: 0 }]
  for (const r of rows) {
    const hit = out.find((x) => x.band === tuitionBandOf(r.tuition))
    if (hit) hit.count++
  }
  return out
}
