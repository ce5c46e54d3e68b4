/**
 * The bottom of the 本科 range, where the model's P(滑档) is not yet to be trusted. 本科 places run out well
 * before the 一段 line (the rest of 一段 is filled by 专科 programmes, which a 一段 list does not take), and the
 * few 本科 programmes left near the bottom move together and fill higher than forecast. In the list backtest
 * (npm run backtest:lists, 2023–2026, fitted as of each year before), students ranked beyond the 90th
 * percentile of the last year's 本科 cutoff ranks slipped 28.7 % of the time where their lists predicted 6.1 %;
 * no list ρ up to 0.9 closes that gap (0.9 predicts 10.8 %). Until the model learns it, such a student is told.
 */
export const EDGE_SHARE = 0.9
/** What came true for them in that backtest (see above), rounded: shown beside the list's own figure. */
export const EDGE_REALIZED_SLIP = 0.29
/** What their lists predicted on average in that backtest. */
export const EDGE_PREDICTED_SLIP = 0.06

/** The rank within which EDGE_SHARE of last year's 本科 programmes had their cutoff; NaN without any. */
export function undergradEdgeRank(lastRank: ArrayLike<number>, undergraduate: ArrayLike<number>): number {
  const ranks: number[] = []
  for (let i = 0; i < lastRank.length; i++) if (undergraduate[i] === 1 && lastRank[i] > 0) ranks.push(lastRank[i])
  if (ranks.length === 0) return NaN
  ranks.sort((a, b) => a - b)
  return ranks[Math.floor(EDGE_SHARE * (ranks.length - 1))]
}
