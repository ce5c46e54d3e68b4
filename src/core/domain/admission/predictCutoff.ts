import { cohortOf, zToRank, type CohortSizes } from './cohort'
import { calibratedQuantile, pitFor } from './recalibrate'
import { forecastInputs } from './forecastInputs'
import type { CutoffObservation, ProgrammeHistory } from './history'
import { scaleOf, type ModelParams } from './modelParams'

export interface CutoffPrediction {
  year: number
  cohortSize: number
  /** Predictive distribution of logit(cutoff rank / cohort): Student-t(mean, scale, df). */
  mean: number
  scale: number
  df: number
  /**
   * PIT recalibration of the t CDF (see recalibrate.ts): the map of this prediction's group, one of the
   * model's pitByScale maps (by tercile of its scale, or the borrowed estimates' own). Predictions of one
   * group share the same array, so a table per distinct map serves a whole plan.
   */
  pit: readonly number[]
  /** The median predicted cutoff rank. */
  centerRank: number
  /** Central interval of the cutoff rank; low is the better (smaller) rank. */
  interval: { level: number; low: number; high: number }
  source: 'own' | 'similar' | 'school'
  /** The programme's own history rows the prediction used (empty when borrowed). */
  used: CutoffObservation[]
  /** Names of the same school's programmes it borrowed from, when it had no history of its own. */
  borrowedFrom: string[]
  /** Plain-Chinese explanation of what the prediction rests on. */
  note: string
}

export type PredictResult = { ok: true; prediction: CutoffPrediction } | { ok: false; reason: string }

export interface PredictContext {
  year: number
  /** This year's plan (招生计划数) of the programme, when known. */
  plan: number | null
  cohort: CohortSizes
  params: ModelParams
  /** The same school's programmes, for a programme with no history. */
  siblings?: readonly ProgrammeHistory[]
  /** The programme's normalized name, to find similar siblings when it has no history. */
  majorKey?: string
  /** Level of the central interval (default 0.8). */
  intervalLevel?: number
}

/** The centre of the logit distribution: the recency-weighted mean moved by the learned adjustments. */
export function centerOf(params: Pick<ModelParams, 'center'>, zbar: number, planChange: number): number {
  return zbar + params.center.bias + params.center.planChange * planChange + params.center.level * zbar
}

/**
 * Predicts a programme's cutoff rank in `ctx.year` from its own history (years before it only), or —
 * with none — from the same school's similar programmes, and says which.
 */
export function predictCutoff(history: ProgrammeHistory | null, ctx: PredictContext): PredictResult {
  const { params, cohort, year } = ctx
  const n = cohortOf(cohort, year)
  const inputs = forecastInputs(history, { year, plan: ctx.plan, cohort, decay: params.decay, siblings: ctx.siblings, majorKey: ctx.majorKey })
  if (!inputs) return { ok: false, reason: '该专业和本校其他专业往年都没有一段投档记录，无法估计录取概率' }
  const mean = centerOf(params, inputs.zbar, inputs.planChange)
  const scale = scaleOf(params, inputs.scale)
  const pit = pitFor(params.pitByScale, scale, inputs.source !== 'own')
  const level = ctx.intervalLevel ?? 0.8
  // The interval is read off the recalibrated distribution, so it means what the probabilities mean.
  const lowZ = mean + scale * calibratedQuantile((1 - level) / 2, pit, params.df)
  const highZ = mean + scale * calibratedQuantile((1 + level) / 2, pit, params.df)
  const { used, borrowedFrom } = inputs
  const note =
    inputs.source === 'own'
      ? `依据本专业${used.map((u) => u.year).join('、')}年投档位次${used.length <= 2 ? '（历史较短，区间更宽）' : ''}`
      : inputs.source === 'similar'
        ? `本专业往年无投档记录，参考本校相近专业（${borrowedFrom.slice(0, 3).join('、')}${borrowedFrom.length > 3 ? '等' : ''}）估计，区间更宽`
        : '本专业往年无投档记录，本校也无相近专业，按本校各专业的中位水平估计，区间很宽'
  return {
    ok: true,
    prediction: {
      year,
      cohortSize: n,
      mean,
      scale,
      df: params.df,
      pit,
      centerRank: Math.round(zToRank(mean + scale * calibratedQuantile(0.5, pit, params.df), n)),
      interval: { level, low: Math.max(1, Math.round(zToRank(lowZ, n))), high: Math.round(zToRank(highZ, n)) },
      source: inputs.source,
      used,
      borrowedFrom,
      note,
    },
  }
}
