import type { Dataset } from './datasetTypes'

/** How far below the other years' lowest score a year's table may end (the 二段 lines of 2023–2026 lie within 8 points). */
export const REACH_TOLERANCE = 20

/**
 * The lowest score a year's 一分一段 table must list: the year's 二段 line when the dataset has it; else the
 * lowest score of the year's table already served (a replacement must reach as far); else the nearest other
 * year's lowest score plus REACH_TOLERANCE (a new year's line is not published with its table). Null with no
 * year to go by.
 */
export function rankReach(base: Pick<Dataset, 'batchLines' | 'rank'>, year: number): number | null {
  const line = base.batchLines.find((b) => b.year === year && b.batch === '二段')
  if (line) return line.score
  const lowest = new Map<number, number>()
  for (const r of base.rank) lowest.set(r.year, Math.min(lowest.get(r.year) ?? Infinity, r.score))
  const own = lowest.get(year)
  if (own !== undefined) return own
  const nearest = [...lowest.keys()].sort((a, b) => Math.abs(a - year) - Math.abs(b - year) || b - a)[0]
  return nearest === undefined ? null : lowest.get(nearest)! + REACH_TOLERANCE
}
