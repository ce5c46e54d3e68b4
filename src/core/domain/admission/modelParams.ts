/**
 * The admission model's parameters. Every number here except the prior is LEARNED by `fitModel` from
 * year-to-year moves in the training years only; the prior is used when there is nothing to learn from
 * (a backtest of the second year of data).
 */
import { PIT_KNOTS } from './recalibrate'

export const SCALE_FEATURES = ['intercept', 'logPlan', 'singleYear', 'twoYears', 'borrowedSimilar', 'borrowedSchool', 'gap', 'ownVolatility', 'level'] as const
export type ScaleFeature = (typeof SCALE_FEATURES)[number]

export interface ModelParams {
  /** Weight of a year k years before the last one is decay^k (recent years count more). */
  decay: number
  /** Centre = weighted mean + bias + planChange·log(plan / last plan) + level·(weighted mean). */
  center: { bias: number; planChange: number; level: number }
  /** log(scale) = Σ coefficient × feature, features in SCALE_FEATURES order. */
  scale: number[]
  /** Student-t degrees of freedom of the predictive distribution (heavy tails: cutoffs sometimes jump). */
  df: number
  /** Share of the logit variance that a whole list shares in one year (the "hot year"), for simulation. */
  rho: number
  /** PIT recalibration map G at PIT_KNOTS (identity = no correction). */
  pit: number[]
  /** Outcome years the parameters were fitted on (empty for the prior). */
  fittedOn: number[]
  /** Number of year-to-year moves they were fitted on. */
  cases: number
}

/** Used only when no year-to-year move is available to learn from; deliberately wide. */
export const PRIOR_PARAMS: ModelParams = {
  decay: 0.6,
  center: { bias: 0, planChange: 0, level: 0 },
  scale: [Math.log(0.3), 0, 0, 0, 0.3, 0.5, 0, 0, 0],
  df: 5,
  rho: 0.3,
  pit: [...PIT_KNOTS],
  fittedOn: [],
  cases: 0,
}

export interface ScaleInputs {
  plan: number | null
  historyYears: number
  source: 'own' | 'similar' | 'school'
  gap: number
  ownVolatility: number
  level: number
}

export function scaleFeatures(s: ScaleInputs): number[] {
  return [
    1,
    Math.log(Math.max(s.plan ?? 10, 1)),
    s.source === 'own' && s.historyYears === 1 ? 1 : 0,
    s.source === 'own' && s.historyYears === 2 ? 1 : 0,
    s.source === 'similar' ? 1 : 0,
    s.source === 'school' ? 1 : 0,
    Math.min(s.gap, 3),
    Math.min(s.ownVolatility, 2),
    s.level,
  ]
}

export function scaleOf(params: ModelParams, s: ScaleInputs): number {
  const x = scaleFeatures(s)
  let v = 0
  for (let i = 0; i < x.length; i++) v += (params.scale[i] ?? 0) * x[i]
  return Math.exp(Math.min(Math.max(v, -6), 3))
}
