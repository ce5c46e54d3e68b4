import { cohortOf, rankToZ } from './cohort'
import { studentTCdf, studentTLogDensity } from './distributions'
import { fitPit, shrinkPit } from './recalibrate'
import type { ModelData, ProgrammeHistory } from './history'
import { weightedLeastSquares, solve } from './linearAlgebra'
import { PRIOR_PARAMS, scaleFeatures, type ModelParams, type ScaleInputs } from './modelParams'
import { baseEstimate, borrowEstimate, planChangeOf } from './predictCutoff'

/** One observed year-to-year move: what the model would have predicted from earlier years, and what happened. */
interface TrainingCase {
  year: number
  outcome: number
  history: ProgrammeHistory
  plan: number | null
}

export const DECAY_GRID = [0.2, 0.35, 0.5, 0.65, 0.8, 1] as const
/**
 * How far the in-sample PIT map is trusted (0 = ignore, 1 = fully). In-sample PITs understate how much
 * a new year differs; chosen on the rolling backtest (see bench/results/backtest.md).
 */
export const PIT_SHRINK = 0.5

export const DF_GRID = [2, 3, 4, 6, 10, 30] as const

function trainingCases(data: ModelData, beforeYear: number): TrainingCase[] {
  const first = data.years[0]
  const out: TrainingCase[] = []
  for (const h of data.histories.values())
    for (const o of h.rows)
      if (o.year < beforeYear && o.year > first) out.push({ year: o.year, outcome: rankToZ(o.rank, cohortOf(data.cohort, o.year)), history: h, plan: o.plan })
  return out
}

interface Evaluated {
  zbar: number
  planChange: number
  inputs: ScaleInputs
  outcome: number
  year: number
}

function evaluate(data: ModelData, cases: readonly TrainingCase[], decay: number): Evaluated[] {
  const out: Evaluated[] = []
  for (const c of cases) {
    const own = baseEstimate(c.history.rows, c.year, data.cohort, decay)
    if (own) {
      out.push({
        zbar: own.zbar,
        planChange: planChangeOf(c.plan, own.lastPlan),
        inputs: { plan: c.plan ?? own.lastPlan, historyYears: own.n, source: 'own', gap: c.year - 1 - own.lastYear, ownVolatility: own.volatility, level: own.zbar },
        outcome: c.outcome,
        year: c.year,
      })
      continue
    }
    const b = borrowEstimate(data.bySchool.get(c.history.schoolCode) ?? [], c.history.majorKey, c.year, data.cohort, decay)
    if (b) out.push({ zbar: b.zbar, planChange: 0, inputs: { plan: c.plan, historyYears: 0, source: b.source, gap: 0, ownVolatility: 0, level: b.zbar }, outcome: c.outcome, year: c.year })
  }
  return out
}

/** Huber-weighted regression of the move on [1, plan change, level]: robust to the odd programme that jumps. */
function fitCenter(ev: readonly Evaluated[]): { coef: number[]; loss: number } {
  const own = ev.filter((e) => e.inputs.source === 'own')
  const xs = own.map((e) => [1, e.planChange, e.zbar])
  const ys = own.map((e) => e.outcome - e.zbar)
  let ws = own.map(() => 1)
  let coef = [0, 0, 0]
  for (let it = 0; it < 6; it++) {
    coef = weightedLeastSquares(xs, ys, ws)
    const res = ys.map((y, i) => Math.abs(y - (coef[0] + coef[1] * xs[i][1] + coef[2] * xs[i][2])))
    const k = 1.345 * (medianOf(res) / 0.6745 || 1e-6)
    ws = res.map((r) => (r <= k ? 1 : k / r))
  }
  const loss = ys.reduce((s, y, i) => s + Math.abs(y - (coef[0] + coef[1] * xs[i][1] + coef[2] * xs[i][2])), 0) / Math.max(ys.length, 1)
  return { coef, loss }
}

function medianOf(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? 0 : s[s.length >> 1]
}

/**
 * Maximum likelihood for log(scale) = a·x under a Student-t with `df`, by Fisher scoring (the expected
 * information of a t log-scale is 2df/(df+3) per observation).
 */
function fitScale(x: readonly number[][], r: readonly number[], df: number): { coef: number[]; logLik: number } {
  const k = x[0].length
  const sd = Math.sqrt(r.reduce((s, v) => s + v * v, 0) / r.length) || 0.1
  let a = new Array<number>(k).fill(0)
  a[0] = Math.log(sd * 0.7)
  const info = (2 * df) / (df + 3)
  for (let it = 0; it < 40; it++) {
    const g = new Array<number>(k).fill(0)
    const h = Array.from({ length: k }, () => new Array<number>(k).fill(0))
    for (let i = 0; i < r.length; i++) {
      let ls = 0
      for (let p = 0; p < k; p++) ls += a[p] * x[i][p]
      const q = (r[i] * r[i]) / (df * Math.exp(2 * ls))
      const gi = -1 + ((df + 1) * q) / (1 + q)
      for (let p = 0; p < k; p++) {
        g[p] += gi * x[i][p]
        for (let s = 0; s < k; s++) h[p][s] += info * x[i][p] * x[i][s]
      }
    }
    for (let p = 0; p < k; p++) h[p][p] += 1e-3 * r.length * 1e-3 + 1e-6
    const step = solve(h, g)
    let maxStep = 0
    a = a.map((v, p) => {
      const s = Math.max(-1, Math.min(1, step[p]))
      maxStep = Math.max(maxStep, Math.abs(s))
      return v + s
    })
    if (maxStep < 1e-6) break
  }
  let logLik = 0
  for (let i = 0; i < r.length; i++) {
    let ls = 0
    for (let p = 0; p < k; p++) ls += a[p] * x[i][p]
    logLik += studentTLogDensity(r[i] / Math.exp(ls), df) - ls
  }
  return { coef: a, logLik }
}

/**
 * Within one year, programmes at a similar level move together. ρ = the average correlation of
 * standardized residuals of programmes in the same year and the same tenth of the level range.
 */
function estimateRho(ev: readonly Evaluated[], std: readonly number[]): number {
  const groups = new Map<string, number[]>()
  const levels = ev.map((e) => e.zbar).sort((a, b) => a - b)
  const cut = (q: number) => levels[Math.floor(q * (levels.length - 1))]
  const edges = Array.from({ length: 9 }, (_, i) => cut((i + 1) / 10))
  ev.forEach((e, i) => {
    const bin = edges.filter((x) => e.zbar > x).length
    const key = `${e.year}|${bin}`
    const g = groups.get(key) ?? []
    g.push(std[i])
    groups.set(key, g)
  })
  let num = 0
  let pairs = 0
  let ss = 0
  for (const g of groups.values()) {
    const s = g.reduce((a, b) => a + b, 0)
    const s2 = g.reduce((a, b) => a + b * b, 0)
    num += s * s - s2
    pairs += g.length * (g.length - 1)
    ss += s2
  }
  const varS = ss / Math.max(std.length, 1)
  const rho = pairs > 0 && varS > 0 ? num / pairs / varS : PRIOR_PARAMS.rho
  return Math.max(0.05, Math.min(0.8, rho))
}

/**
 * Learns the model from moves observed strictly before `beforeYear`: the recency decay and centre
 * adjustments by robust regression, the scale model and tail df by maximum likelihood, the shared
 * year shock ρ from residual correlations. With no observable move it returns the prior.
 */
export function fitModel(data: ModelData, beforeYear: number): ModelParams {
  const cases = trainingCases(data, beforeYear)
  if (cases.length < 50) return PRIOR_PARAMS
  let best: { decay: number; ev: Evaluated[]; coef: number[]; loss: number } | null = null
  for (const decay of DECAY_GRID) {
    const ev = evaluate(data, cases, decay)
    const { coef, loss } = fitCenter(ev)
    if (!best || loss < best.loss) best = { decay, ev, coef, loss }
  }
  const { decay, ev, coef } = best!
  const center = { bias: coef[0], planChange: coef[1], level: coef[2] }
  const resid = ev.map((e) => e.outcome - (e.zbar + center.bias + center.planChange * e.planChange + center.level * e.zbar))
  const x = ev.map((e) => scaleFeatures(e.inputs))
  let bestScale: { coef: number[]; logLik: number; df: number } | null = null
  for (const df of DF_GRID) {
    const f = fitScale(x, resid, df)
    if (!bestScale || f.logLik > bestScale.logLik) bestScale = { ...f, df }
  }
  const std = resid.map((r, i) => r / Math.exp(x[i].reduce((s, v, p) => s + v * bestScale!.coef[p], 0)))
  return {
    decay,
    center,
    scale: bestScale!.coef,
    df: bestScale!.df,
    rho: estimateRho(ev, std),
    pit: shrinkPit(fitPit(std.map((t) => studentTCdf(t, bestScale!.df))), PIT_SHRINK),
    fittedOn: [...new Set(ev.map((e) => e.year))].sort((a, b) => a - b),
    cases: ev.length,
  }
}
