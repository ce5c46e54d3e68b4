/** One year of a programme's 一段 投档线 as published: rank null where it did not fill (filed at the line). */
export interface TrendYear {
  year: number
  minScore: number | null
  minRank: number | null
  plan: number | null
}

/** Which way a programme's cutoff rank went lately: harder = a smaller (better) rank was needed. */
export type TrendDirection = 'harder' | 'easier' | 'steady' | 'unknown'

/** A move of less than this share of the rank either way reads as steady (year-to-year noise is about this size). */
export const STEADY_SHARE = 0.1

/** How many of the newest years with a rank the direction compares (first against last). */
export const TREND_WINDOW = 3

/**
 * The direction of the newest TREND_WINDOW years that have a rank: the newest rank against the oldest of
 * them. Unknown with fewer than two such years.
 */
export function rankTrend(years: readonly TrendYear[]): TrendDirection {
  const ranked = years.filter((y): y is TrendYear & { minRank: number } => y.minRank !== null && y.minRank > 0).sort((a, b) => a.year - b.year)
  const window = ranked.slice(-TREND_WINDOW)
  if (window.length < 2) return 'unknown'
  const ratio = window[window.length - 1].minRank / window[0].minRank
  if (ratio < 1 - STEADY_SHARE) return 'harder'
  if (ratio > 1 + STEADY_SHARE) return 'easier'
  return 'steady'
}

/** How many programmes went each way. */
export function trendCounts(trends: readonly TrendDirection[]): Record<TrendDirection, number> {
  const out: Record<TrendDirection, number> = { harder: 0, easier: 0, steady: 0, unknown: 0 }
  for (const t of trends) out[t]++
  return out
}
