/**
 * The bottom of the 本科 range, where the model's chance of a 本科 place is not yet to be trusted. 本科 places run
 * out well before the 一段 line (the rest of 一段 is filled by 专科 programmes), and the few 本科 programmes left
 * near the bottom move together and fill higher than forecast; no list ρ up to 0.9 closed the gap. In the list
 * backtest (npm run backtest:lists, 2023–2026, fitted as of each year before), students ranked beyond the 90th
 * percentile of the last year's 本科 cutoff ranks were admitted to 本科 71 % of the time where their lists
 * predicted 94 %. Until the model learns it, such a student is told.
 */
export const EDGE_SHARE = 0.9
/** What came true for them in that backtest (see above), rounded: shown beside the list's own figure. */
export const EDGE_REALIZED_UNDERGRAD = 0.71
/** What their lists predicted on average in that backtest. */
export const EDGE_PREDICTED_UNDERGRAD = 0.94

/** The rank within which EDGE_SHARE of last year's 本科 programmes had their cutoff; NaN without any. */
export function undergradEdgeRank(lastRank: ArrayLike<number>, undergraduate: ArrayLike<number>, share = EDGE_SHARE): number {
  const ranks: number[] = []
  for (let i = 0; i < lastRank.length; i++) if (undergraduate[i] === 1 && lastRank[i] > 0) ranks.push(lastRank[i])
  if (ranks.length === 0) return NaN
  ranks.sort((a, b) => a - b)
  return ranks[Math.floor(share * (ranks.length - 1))]
}

/**
 * From here on a 一段 list ends in 一段 专科 rows (unless the family declines them). In the list backtest (2023–2026,
 * each year fitted on the years before), 本科-only lists of students ranked beyond the 85th percentile of last
 * year's 本科 cutoffs slipped in 2025 (14 of 90 students), beyond the 90th in 2026 and beyond the 95th in 2023 and
 * 2024, whatever their 保 rows predicted; between the 80th and 85th none did in any year. The rows start one
 * such step earlier than the first slip seen, as a margin for a colder year than these four.
 */
export const VOCATIONAL_SHARE = 0.8
/** How many 一段 专科 rows end such a list: 专科 places in 一段 go down to the line, so a few safe ones catch every student. */
export const VOCATIONAL_ROWS = 10
