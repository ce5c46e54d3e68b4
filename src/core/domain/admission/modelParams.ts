/**
 * The admission model's parameters. Every number here except the prior is LEARNED by `fitModel` from
 * year-to-year moves in the training years only; the prior is used when there is nothing to learn from
 * (a backtest of the second year of data).
 */
import { PIT_KNOTS, type PitMaps } from './recalibrate'

export const SCALE_FEATURES = ['intercept', 'logPlan', 'singleYear', 'twoYears', 'borrowedSimilar', 'borrowedSchool', 'gap', 'ownVolatility', 'level'] as const
export type ScaleFeature = (typeof SCALE_FEATURES)[number]
/** One number per scale feature: log(scale) = Σ coefficient[f] × feature[f]. */
export type ScaleCoefficients = Record<ScaleFeature, number>

export interface ModelParams {
  /** Weight of a year k years before the last one is decay^k (recent years count more). */
  decay: number
  /** Centre = weighted mean + bias + planChange·log(plan / last plan) + level·(weighted mean). */
  center: { bias: number; planChange: number; level: number }
  /** Coefficients of log(scale), by feature. */
  scale: ScaleCoefficients
  /** Student-t degrees of freedom of the predictive distribution (heavy tails: cutoffs sometimes jump). */
  df: number
  /** Share of the logit variance that a whole list shares in one year (the "hot year"), for simulation. */
  rho: number
  /**
   * PIT recalibration map G at PIT_KNOTS (identity = no correction), learned on every forecast together.
   * Predictions carry the finer maps of pitByScale; this one is their pooled summary.
   */
  pit: number[]
  /** The maps a prediction carries: by tercile of its scale, or the borrowed estimates' own (see recalibrate.ts). */
  pitByScale: PitMaps
  /** Highest probability a borrowed estimate may claim (the admission rate of its kind at the top, learned). */
  borrowedCeiling: number
  /** Outcome years whose out-of-sample PITs the map was learned from (empty: in-sample moves, or none). */
  pitFrom: number[]
  /** Number of PIT values the map was learned from. */
  pitCases: number
  /** Outcome years the parameters were fitted on (empty for the prior). */
  fittedOn: number[]
  /** Number of year-to-year moves they were fitted on. */
  cases: number
}

/** Named coefficients; features not given are 0. */
export const scaleCoefficients = (c: Partial<ScaleCoefficients>): ScaleCoefficients =>
  Object.fromEntries(SCALE_FEATURES.map((f) => [f, c[f] ?? 0])) as ScaleCoefficients

/** Used only when no year-to-year move is available to learn from; deliberately wide. */
export const PRIOR_PARAMS: ModelParams = {
  decay: 0.6,
  center: { bias: 0, planChange: 0, level: 0 },
  scale: scaleCoefficients({ intercept: Math.log(0.3), borrowedSimilar: 0.3, borrowedSchool: 0.5 }),
  df: 5,
  rho: 0.3,
  pit: [...PIT_KNOTS],
  pitByScale: { edges: [], maps: [[...PIT_KNOTS]], borrowed: [...PIT_KNOTS] },
  borrowedCeiling: 1,
  pitFrom: [],
  pitCases: 0,
  fittedOn: [],
  cases: 0,
}

/** What the scale is computed from, for training and prediction alike (see forecastInputs). */
export interface ScaleInputs {
  plan: number | null
  historyYears: number
  source: 'own' | 'similar' | 'school'
  gap: number
  ownVolatility: number
  level: number
}

/** Writes the features of `s` in SCALE_FEATURES order into `out` at `at`: the one definition of every feature. */
export function writeFeatures(s: ScaleInputs, out: Float64Array, at = 0): void {
  out[at] = 1
  out[at + 1] = Math.log(Math.max(s.plan ?? 10, 1))
  out[at + 2] = s.source === 'own' && s.historyYears === 1 ? 1 : 0
  out[at + 3] = s.source === 'own' && s.historyYears === 2 ? 1 : 0
  out[at + 4] = s.source === 'similar' ? 1 : 0
  out[at + 5] = s.source === 'school' ? 1 : 0
  out[at + 6] = Math.min(s.gap, 3)
  out[at + 7] = Math.min(s.ownVolatility, 2)
  out[at + 8] = s.level
}

/** The features of `s` by name. */
export function scaleFeatures(s: ScaleInputs): Record<ScaleFeature, number> {
  const x = new Float64Array(SCALE_FEATURES.length)
  writeFeatures(s, x)
  return Object.fromEntries(SCALE_FEATURES.map((f, i) => [f, x[i]])) as Record<ScaleFeature, number>
}

/** The features as a vector in SCALE_FEATURES order (for the fit's linear algebra). */
export function featureVector(s: ScaleInputs): number[] {
  const x = new Float64Array(SCALE_FEATURES.length)
  writeFeatures(s, x)
  return Array.from(x)
}

// Scratch space for scaleOf, which runs for every programme of a plan and every training move.
const scratch = new Float64Array(SCALE_FEATURES.length)

export function scaleOf(params: Pick<ModelParams, 'scale'>, s: ScaleInputs): number {
  writeFeatures(s, scratch)
  let v = 0
  for (let i = 0; i < SCALE_FEATURES.length; i++) v += params.scale[SCALE_FEATURES[i]] * scratch[i]
  return Math.exp(Math.min(Math.max(v, -6), 3))
}
