import { studentTLogDensity } from './distributions'
import { solve, weightedLeastSquares2 } from './linearAlgebra'
import { PRIOR_PARAMS } from './modelParams'
import type { CenterColumns, Evaluated } from './trainingMoves'

/** The estimators fitModel is made of: robust centre, maximum-likelihood scale, year-shock correlation. */

/** Huber-weighted regression of the move on [1, plan change, level]: robust to the odd programme that jumps. */
export function fitCenter(cols: CenterColumns): { coef: number[]; loss: number } {
  const { planChange: pc, zbar: zb } = cols
  const n = zb.length
  const ys = cols.outcome.map((o, i) => o - zb[i])
  const ws = new Float64Array(n).fill(1)
  const res = new Float64Array(n)
  let coef = [0, 0, 0]
  const residuals = () => {
    for (let i = 0; i < n; i++) res[i] = Math.abs(ys[i] - (coef[0] + coef[1] * pc[i] + coef[2] * zb[i]))
    return res
  }
  for (let it = 0; it < 6; it++) {
    coef = weightedLeastSquares2(pc, zb, ys, ws)
    const k = 1.345 * (medianOf(residuals()) / 0.6745 || 1e-6)
    for (let i = 0; i < n; i++) ws[i] = res[i] <= k ? 1 : k / res[i]
  }
  const loss = residuals().reduce((acc, r) => acc + r, 0) / Math.max(n, 1)
  return { coef, loss }
}

/** The upper median by quickselect (Hoare), on a copy. */
function medianOf(xs: ArrayLike<number>): number {
  const a = Float64Array.from(xs)
  if (a.length === 0) return 0
  const k = a.length >> 1
  let lo = 0
  let hi = a.length - 1
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]
    let i = lo
    let j = hi
    while (i <= j) {
      while (a[i] < pivot) i++
      while (a[j] > pivot) j--
      if (i <= j) {
        const t = a[i]
        a[i] = a[j]
        a[j] = t
        i++
        j--
      }
    }
    if (k <= j) hi = j
    else if (k >= i) lo = i
    else break
  }
  return a[k]
}

/**
 * Maximum likelihood for log(scale) = a·x under a Student-t with `df`, by Fisher scoring. The expected
 * information of a t log-scale is 2df/(df+3) per observation, so the scoring matrix is that times XᵀX
 * whatever a is: it is computed once (`xtx`), and each step costs one pass over the moves. `x` is
 * row-major, k features per move; `start` warm-starts from a neighbouring df's answer.
 */
export function fitScale(
  x: Float64Array,
  k: number,
  xtx: readonly number[][],
  r: Float64Array,
  df: number,
  start: number[],
): { coef: number[]; logLik: number } {
  const n = r.length
  let a = [...start]
  const info = (2 * df) / (df + 3)
  const h = xtx.map((row, p) => row.map((v, s) => info * v + (p === s ? 1e-6 * (1 + n) : 0)))
  const g = new Array<number>(k)
  for (let it = 0; it < 60; it++) {
    g.fill(0)
    for (let i = 0, o = 0; i < n; i++, o += k) {
      let ls = 0
      for (let p = 0; p < k; p++) ls += a[p] * x[o + p]
      const q = (r[i] * r[i]) / (df * Math.exp(2 * ls))
      const gi = -1 + ((df + 1) * q) / (1 + q)
      for (let p = 0; p < k; p++) g[p] += gi * x[o + p]
    }
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
  for (let i = 0, o = 0; i < n; i++, o += k) {
    let ls = 0
    for (let p = 0; p < k; p++) ls += a[p] * x[o + p]
    logLik += studentTLogDensity(r[i] / Math.exp(ls), df) - ls
  }
  return { coef: a, logLik }
}

/**
 * Within one year, programmes at a similar level move together. ρ = the average correlation of
 * standardized residuals of programmes in the same year and the same tenth of the level range.
 */
export function estimateRho(ev: readonly Evaluated[], std: readonly number[]): number {
  const groups = new Map<string, number[]>()
  const levels = Float64Array.from(ev, (e) => e.inputs.zbar).sort()
  const cut = (q: number) => levels[Math.floor(q * (levels.length - 1))]
  const edges = Array.from({ length: 9 }, (_, i) => cut((i + 1) / 10))
  ev.forEach((e, i) => {
    const bin = edges.filter((x) => e.inputs.zbar > x).length
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
