import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import type { BandCounts, VolunteerRow } from '@/ports/api/plan'

/** How many rows fall in each band (冲, 稳, 保, 不建议, unknown), of how many allowed. */
export function bandCounts(rows: readonly { band: VolunteerRow['band'] }[]): BandCounts {
  const c: BandCounts = { chong: 0, wen: 0, bao: 0, no: 0, unknown: 0, total: rows.length, max: MAX_VOLUNTEERS }
  for (const r of rows) c[r.band ?? 'unknown'] += 1
  return c
}
