import { cohortOf, rankToZ, zToRank } from './cohort'
import { STUDENT_GRID } from './backtest'
import { studentTCdf } from './distributions'
import type { ModelData } from './history'
import { PRIOR_PARAMS, writeFeatures, SCALE_FEATURES, scaleOf, type ModelParams, type ScaleCoefficients } from './modelParams'
import { centerOf } from './predictCutoff'
import { fitPit, fitPitByScale, MIN_PITS, withCeiling } from './recalibrate'
import { estimateRho, fitCenter, fitScale } from './robustFits'
import { centerColumns, concatColumns, evaluate, evaluateYear, memoOf, movesInto, type Evaluated } from './trainingMoves'

export const DECAY_GRID = [0.2, 0.35, 0.5, 0.65, 0.8, 1] as const
export const DF_GRID = [2, 3, 4, 6, 10, 30] as const

type BaseParams = Omit<ModelParams, 'pit' | 'pitByScale' | 'borrowedCeiling' | 'pitFrom' | 'pitCases'>

/** The model without its PIT maps. */
interface BaseFit {
  params: BaseParams
}

/** Moves forecast by one base model: its training moves (in sample), or a later year's (out of sample). */
interface ForecastSet {
  params: BaseParams
  moves: Evaluated[]
}

const baseFits = new WeakMap<ModelData, Map<number, BaseFit | null>>()

/**
 * Learns the model from moves observed strictly before `beforeYear`: the recency decay and centre
 * adjustments by robust regression, the scale model and tail df by maximum likelihood, the shared year
 * shock ρ from residual correlations. Null when there are too few moves. Remembered per dataset object,
 * since the out-of-sample PITs of every later year need the fits of every earlier one.
 */
function fitBase(data: ModelData, beforeYear: number): BaseFit | null {
  const memo = memoOf(baseFits, data)
  if (memo.has(beforeYear)) return memo.get(beforeYear)!
  let fit: BaseFit | null = null
  const years = data.years.filter((y) => y < beforeYear)
  if (years.reduce((n, y) => n + movesInto(data, y).length, 0) >= 50) {
    let best: { decay: number; coef: number[]; loss: number } | null = null
    for (const decay of DECAY_GRID) {
      const { coef, loss } = fitCenter(concatColumns(years.map((y) => centerColumns(data, y, decay))))
      if (!best || loss < best.loss) best = { decay, coef, loss }
    }
    const { decay, coef } = best!
    const ev = evaluate(data, beforeYear, decay)
    const center = { bias: coef[0], planChange: coef[1], level: coef[2] }
    const resid = Float64Array.from(ev, (e) => e.outcome - centerOf({ center }, e.inputs.zbar, e.inputs.planChange))
    const k = SCALE_FEATURES.length
    const x = new Float64Array(ev.length * k)
    ev.forEach((e, i) => writeFeatures(e.inputs.scale, x, i * k))
    const xtx = SCALE_FEATURES.map(() => new Array<number>(k).fill(0))
    for (let o = 0; o < x.length; o += k) for (let p = 0; p < k; p++) for (let q = 0; q < k; q++) xtx[p][q] += x[o + p] * x[o + q]
    const sd = Math.sqrt(resid.reduce((acc, v) => acc + v * v, 0) / resid.length) || 0.1
    let start = SCALE_FEATURES.map((f) => (f === 'intercept' ? Math.log(sd * 0.7) : 0))
    let bestScale: { coef: number[]; logLik: number; df: number } | null = null
    for (const df of DF_GRID) {
      const f = fitScale(x, k, xtx, resid, df, start)
      start = f.coef
      if (!bestScale || f.logLik > bestScale.logLik) bestScale = { ...f, df }
    }
    const scale = Object.fromEntries(SCALE_FEATURES.map((f, p) => [f, bestScale!.coef[p]])) as ScaleCoefficients
    const partial = { decay, center, scale, df: bestScale!.df }
    const std = Array.from(resid, (r, i) => r / scaleOf(partial, ev[i].inputs.scale))
    fit = { params: { ...partial, rho: estimateRho(ev, std), fittedOn: years.filter((y) => ev.some((e) => e.year === y)), cases: ev.length } }
  }
  memo.set(beforeYear, fit)
  return fit
}

/** A move's raw (unrecalibrated) PIT under a base model, and the scale the model gave it. */
function pitCase(p: BaseParams, e: Evaluated): { pit: number; scale: number; borrowed: boolean } {
  const scale = scaleOf(p, e.inputs.scale)
  return { pit: studentTCdf((e.outcome - centerOf(p, e.inputs.zbar, e.inputs.planChange)) / scale, p.df), scale, borrowed: e.inputs.source !== 'own' }
}

/** Raw probability above which a borrowed estimate's admissions are counted for its ceiling. */
export const CEILING_FROM = 0.95

/**
 * How often a borrowed estimate's near-certain forecasts came true: students placed at STUDENT_GRID × the
 * forecast's centre (as in the backtest, 一段 only), those the raw model gave ≥ CEILING_FROM, admitted or
 * not. A new programme is now and then nothing like its siblings (an elite class at an ordinary school),
 * a miss no tail of the t captures; the ceiling says so in the probability itself.
 */
function borrowedCeiling(data: ModelData, sets: readonly ForecastSet[]): number {
  let n = 0
  let admitted = 0
  for (const { params: p, moves } of sets)
    for (const e of moves) {
      if (e.inputs.source === 'own') continue
      const cohort = cohortOf(data.cohort, e.year)
      const line = data.lineRanks.get(e.year) ?? cohort
      const mean = centerOf(p, e.inputs.zbar, e.inputs.planChange)
      const scale = scaleOf(p, e.inputs.scale)
      const centre = zToRank(mean, cohort)
      for (const m of STUDENT_GRID) {
        const r = Math.round(centre * m)
        if (r < 1 || r > line || 1 - studentTCdf((rankToZ(r, cohort) - mean) / scale, p.df) < CEILING_FROM) continue
        n++
        if (r <= e.rank) admitted++
      }
    }
  return n >= MIN_PITS ? admitted / n : 1
}

/**
 * The model for `beforeYear`, fitted on moves before it only, with its PIT maps learned from every PIT the
 * fit may see: those of its own training moves, and those of each earlier year v forecast out of sample
 * by the model fitted on the years before v. The out-of-sample ones carry what a new year does that the
 * training moves understate; alone they are a year or two of common shocks that do not repeat (2022's
 * cutoffs all moved up, 2024's spread out), so the training moves keep the maps anchored. The fit for
 * a year never sees that year. With no observable move: the prior.
 */
export function fitModel(data: ModelData, beforeYear: number): ModelParams {
  const base = fitBase(data, beforeYear)
  if (!base) return PRIOR_PARAMS
  const sets: ForecastSet[] = [{ params: base.params, moves: evaluate(data, beforeYear, base.params.decay) }]
  const pitFrom: number[] = []
  for (const v of data.years) {
    const fit = v < beforeYear ? fitBase(data, v) : null
    if (!fit) continue
    sets.push({ params: fit.params, moves: evaluateYear(data, v, fit.params.decay) })
    pitFrom.push(v)
  }
  const cases = sets.flatMap((s) => s.moves.map((e) => pitCase(s.params, e)))
  const ceiling = borrowedCeiling(data, sets)
  const borrowed = withCeiling(fitPit(cases.filter((c) => c.borrowed).map((c) => c.pit)), ceiling)
  return {
    ...base.params,
    pit: fitPit(cases.map((c) => c.pit)),
    pitByScale: { ...fitPitByScale(cases), borrowed },
    borrowedCeiling: ceiling,
    pitFrom,
    pitCases: cases.length,
  }
}
