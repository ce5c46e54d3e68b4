import { rankToZ } from './cohort'
import { studentTCdf } from './distributions'
import { recalibrate } from './recalibrate'
import type { CutoffPrediction } from './predictCutoff'

/**
 * P(admit | student rank) = P(this year's cutoff rank ≥ the student's rank) under the predictive
 * distribution. A bigger rank number is a worse student, so the probability never rises with the rank.
 */
export function admitProbability(studentRank: number, p: Pick<CutoffPrediction, 'mean' | 'scale' | 'df' | 'cohortSize' | 'pit'>): number {
  const z = rankToZ(studentRank, p.cohortSize)
  return 1 - recalibrate(studentTCdf((z - p.mean) / p.scale, p.df), p.pit)
}

export type Band = 'chong' | 'wen' | 'bao' | 'no'

/**
 * Band thresholds on the probability, shown to the user next to every band. 保 is read as "I will get
 * in", so its threshold is the lowest one whose rows were admitted ≥ 99.5% of the time in every year of
 * the rolling backtest 2022–2026 and pooled (bench/results/backtest.md; 0.98 missed in 2024 and 2025).
 * 冲 starts at 5 %: a reach row costs nothing in 平行志愿, and a 15 % floor dropped the long shots a family
 * would gladly try (at the top, lists without them landed less sought-after than the community's list).
 */
export const BAND_THRESHOLDS = { bao: 0.99, wen: 0.5, chong: 0.05 } as const

export const BAND_LABELS: Record<Band, string> = { chong: '冲', wen: '稳', bao: '保', no: '不建议' }

export function bandOf(probability: number): Band {
  if (probability >= BAND_THRESHOLDS.bao) return 'bao'
  if (probability >= BAND_THRESHOLDS.wen) return 'wen'
  if (probability >= BAND_THRESHOLDS.chong) return 'chong'
  return 'no'
}
