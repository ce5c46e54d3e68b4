import { normalCdf } from './distributions'
import type { Band } from './admitProbability'
import type { CutoffObservation } from './history'
import { median } from './forecastInputs'

/**
 * The peers' rules from docs/ZHEJIANG.md, implemented as published, so the backtest can score them on
 * the same students. Banded rules are turned into probabilities by the middle of the probability range
 * that our own band of the same name stands for (the "nominal" probability a user would read into it).
 */
export const NOMINAL_BAND_PROBABILITY: Record<Band, number> = { no: 0.075, chong: 0.325, wen: 0.65, bao: 0.9 }

export interface BaselineForecast {
  probability: number
  band: Band
}

/** The rank-ratio band (Zhejiang community standard) of ratio = latest cutoff rank / student rank. */
export const rankRatioBand = (ratio: number): Band => (ratio <= 0.65 ? 'no' : ratio <= 0.95 ? 'chong' : ratio <= 1.15 ? 'wen' : 'bao')

/** Rank-ratio bands (Zhejiang community standard): ratio = latest cutoff rank / student rank. */
export function rankRatioBaseline(history: readonly CutoffObservation[], studentRank: number): BaselineForecast | null {
  const latest = history[history.length - 1]
  if (!latest) return null
  const band = rankRatioBand(latest.rank / studentRank)
  return { probability: NOMINAL_BAND_PROBABILITY[band], band }
}

/** Multi-year interval (a Liaoning planner): 保 if R ≤ 0.85·min r_y, 稳 if R ≤ median r_y, else 冲. */
export function multiYearBaseline(history: readonly CutoffObservation[], studentRank: number): BaselineForecast | null {
  if (history.length === 0) return null
  const ranks = history.map((h) => h.rank)
  const band: Band = studentRank <= 0.85 * Math.min(...ranks) ? 'bao' : studentRank <= median(ranks) ? 'wen' : 'chong'
  return { probability: NOMINAL_BAND_PROBABILITY[band], band }
}

/**
 * Normal-CDF rule (a Guangdong planner): base = 0.2 r_{y-2} + 0.3 r_{y-1} + 0.5 r_y (weights renormalized
 * over the years present), σ = 1.4826·MAD of the ranks, widened ×1.5 for plans under 10. The rule says
 * nothing for one year of history (MAD = 0); we floor σ at 5% of base so it still answers.
 */
export function normalCdfBaseline(history: readonly CutoffObservation[], studentRank: number, plan: number | null): BaselineForecast | null {
  if (history.length === 0) return null
  const last3 = history.slice(-3)
  const weights = [0.2, 0.3, 0.5].slice(3 - last3.length)
  const wsum = weights.reduce((a, b) => a + b, 0)
  const base = last3.reduce((s, h, i) => s + weights[i] * h.rank, 0) / wsum
  const ranks = history.map((h) => h.rank)
  const med = median(ranks)
  const mad = median(ranks.map((r) => Math.abs(r - med)))
  let sigma = Math.max(1.4826 * mad, 0.05 * base)
  if ((plan ?? history[history.length - 1].plan ?? 10) < 10) sigma *= 1.5
  const probability = 1 - normalCdf((studentRank - base) / sigma)
  return { probability, band: probability >= 0.8 ? 'bao' : probability >= 0.5 ? 'wen' : probability >= 0.15 ? 'chong' : 'no' }
}
