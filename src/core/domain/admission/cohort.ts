/**
 * Cohort sizes. Ranks are compared across years as percentiles of the cohort, because the cohort grows
 * (2023 → 2026 the 一分一段 tables list 277,524 → 292,753 students) and a rank of 50,000 means less
 * every year. The model works in logit(rank / N) so that a move near the top and a move near the line
 * are on comparable scales.
 */
export type CohortSizes = ReadonlyMap<number, number>

export interface CohortInputs {
  /** Year → rank of the 一段 line (from the 一分一段 table, or the largest 投档 rank at the line). */
  lineRanks: ReadonlyMap<number, number>
  /** Year → the last cumulative rank of that year's 一分一段 table (students listed). */
  tableTotals: ReadonlyMap<number, number>
  /** First year of the two-segment system, where 一段 ≈ the 60th percentile (2021 in Zhejiang). */
  segmentReformYear: number
}

/**
 * N per year. Where the 一分一段 total is published it is N. Otherwise N = line rank / (the line's share
 * of the listed cohort, measured on the years that have both, 0.632 on 2023–2026). Years before the
 * reform had a different 一段 (2020: 594 points, about the top fifth), so their N is extrapolated from
 * the growth of the two earliest estimated years.
 */
export function estimateCohortSizes(input: CohortInputs): Map<number, number> {
  const out = new Map<number, number>()
  const shares: number[] = []
  for (const [y, total] of input.tableTotals) {
    out.set(y, total)
    const line = input.lineRanks.get(y)
    if (line && y >= input.segmentReformYear) shares.push(line / total)
  }
  const share = shares.length > 0 ? shares.reduce((a, b) => a + b, 0) / shares.length : 0.632
  for (const [y, line] of input.lineRanks) if (!out.has(y) && y >= input.segmentReformYear) out.set(y, Math.round(line / share))
  const known = [...out.keys()].sort((a, b) => a - b)
  if (known.length >= 2) {
    const [y0, y1] = known
    const growth = Math.pow(out.get(y1)! / out.get(y0)!, 1 / (y1 - y0))
    for (const y of input.lineRanks.keys()) if (!out.has(y) && y < y0) out.set(y, Math.round(out.get(y0)! / Math.pow(growth, y0 - y)))
  }
  return out
}

/** The cohort size of a year, falling back to the nearest year known (a new year before its table). */
export function cohortOf(cohort: CohortSizes, year: number): number {
  const own = cohort.get(year)
  if (own) return own
  let best = 0
  let dist = Infinity
  for (const [y, n] of cohort)
    if (Math.abs(y - year) < dist) {
      dist = Math.abs(y - year)
      best = n
    }
  return best || 300000
}

/** logit of the percentile, clamped away from 0 and 1. */
export function rankToZ(rank: number, n: number): number {
  const p = Math.min(Math.max(rank, 0.5) / n, 0.999)
  return Math.log(p / (1 - p))
}

export function zToRank(z: number, n: number): number {
  return n / (1 + Math.exp(-z))
}
