import { admitProbability, bandOf } from './admitProbability'
import { multiYearBaseline, normalCdfBaseline, rankRatioBaseline, type BaselineForecast } from './baselines'
import type { Forecast } from './calibration'
import type { CutoffObservation, ModelData, ProgrammeHistory } from './history'
import type { ModelParams } from './modelParams'
import { predictCutoff } from './predictCutoff'

export const METHODS = ['model', 'rankRatio', 'multiYear', 'normalCdf'] as const
export type Method = (typeof METHODS)[number]

export const METHOD_LABELS: Record<Method, string> = {
  model: 'ours (logit-percentile t model)',
  rankRatio: 'rank-ratio bands',
  multiYear: 'multi-year interval',
  normalCdf: 'normal-CDF (0.2/0.3/0.5, 1.4826·MAD)',
}

/** A programme of the scored year and what actually happened to it. */
export interface BacktestTarget {
  schoolCode: string
  majorKey: string
  history: ProgrammeHistory | null
  actualRank: number
  plan: number | null
}

/** Student ranks evaluated per programme: the last known cutoff × these factors (0.6 … 1.6, log-spaced). */
export const STUDENT_GRID = Array.from({ length: 11 }, (_, i) => Math.exp(Math.log(0.6) + (i / 10) * (Math.log(1.6) - Math.log(0.6))))

export interface YearForecasts {
  year: number
  /** Programmes with own history: every method is scored on the same students. */
  byMethod: Record<Method, Forecast[]>
  /** The rank ratio (last known cutoff rank / student rank) of each forecast in byMethod, same order. */
  ratios: number[]
  /** Programmes without history (ours borrows; the peers' rules say nothing). */
  borrowed: Forecast[]
  programmes: number
  skipped: number
}

/** The targets of a year inside the dataset: every programme observed that year. */
export function targetsInData(data: ModelData, year: number): BacktestTarget[] {
  const out: BacktestTarget[] = []
  for (const h of data.histories.values())
    for (const o of h.rows) if (o.year === year) out.push({ schoolCode: h.schoolCode, majorKey: h.majorKey, history: h, actualRank: o.rank, plan: o.plan })
  return out
}

const asForecast = (f: BaselineForecast, admitted: boolean): Forecast => ({ probability: f.probability, band: f.band, admitted })

/**
 * Scores one year: predictions use only rows before `year` (the predictor filters them and `params` must
 * be fitted on earlier years). Students are placed on a grid around each programme's last known cutoff
 * and counted admitted when their rank is within the actual cutoff rank; only 一段 students are used.
 */
export function backtestYear(data: ModelData, targets: readonly BacktestTarget[], year: number, params: ModelParams, lineRank: number): YearForecasts {
  const byMethod: Record<Method, Forecast[]> = { model: [], rankRatio: [], multiYear: [], normalCdf: [] }
  const borrowed: Forecast[] = []
  const ratios: number[] = []
  let programmes = 0
  let skipped = 0
  for (const t of targets) {
    const past: CutoffObservation[] = t.history ? t.history.rows.filter((r) => r.year < year) : []
    const res = predictCutoff(past.length > 0 ? t.history : null, {
      year,
      plan: t.plan,
      cohort: data.cohort,
      params,
      siblings: data.bySchool.get(t.schoolCode),
      majorKey: t.majorKey,
    })
    if (!res.ok) {
      skipped++
      continue
    }
    programmes++
    const pred = res.prediction
    const base = past.length > 0 ? past[past.length - 1].rank : pred.centerRank
    for (const m of STUDENT_GRID) {
      const r = Math.round(base * m)
      if (r < 1 || r > lineRank) continue
      const admitted = r <= t.actualRank
      const p = admitProbability(r, pred)
      const ours: Forecast = { probability: p, band: bandOf(p), admitted }
      if (past.length === 0) {
        borrowed.push(ours)
        continue
      }
      byMethod.model.push(ours)
      ratios.push(base / r)
      byMethod.rankRatio.push(asForecast(rankRatioBaseline(past, r)!, admitted))
      byMethod.multiYear.push(asForecast(multiYearBaseline(past, r)!, admitted))
      byMethod.normalCdf.push(asForecast(normalCdfBaseline(past, r, t.plan)!, admitted))
    }
  }
  return { year, byMethod, ratios, borrowed, programmes, skipped }
}
