import { normalCdf } from './distributions'
import { gaussChiScale, gaussHermite } from './quadrature'

/**
 * The year's shared shock as quadrature nodes. The model's joint draw of a list's cutoffs is
 * T_j = w·(√ρ·c + √(1−ρ)·ε_j): c ~ N(0,1) and the Student-t mixing w = √(df/V), V ~ χ²(df), are shared
 * by the whole list (a hot year moves every programme together), ε_j is the programme's own. Given
 * (c, w) the rows are independent, so a list's outcome is a finite sum over the nodes — exact up to
 * quadrature error, with no sampling noise (simulateList's Monte Carlo is the test oracle).
 */
export interface ShockGrid {
  size: number
  /** √ρ·c at each node. */
  shift: Float64Array
  /** 1 / w at each node. */
  invW: Float64Array
  weight: Float64Array
  /** √(1 − ρ). */
  b: number
}

/**
 * Nodes of the shared shock for outcomes: P(滑档) to about 1 % of itself down to 1e-3 even at df 2 with
 * ρ = 0.8 (the fitted model has df 3, ρ ≈ 0.12); the generator's many marginal gains use a coarser grid.
 */
export const SHOCK_NODES = { normal: 16, mixing: 16 } as const

export function shockGrid(df: number, rho: number, nodes: { normal: number; mixing: number } = SHOCK_NODES): ShockGrid {
  const r = Math.min(Math.max(rho, 0), 0.99)
  const c = gaussHermite(nodes.normal)
  // df ≥ 200 is the normal limit: no mixing (1/w = 1).
  const v = df >= 200 ? { nodes: Float64Array.of(1), weights: Float64Array.of(1) } : gaussChiScale(nodes.mixing, df)
  const size = c.nodes.length * v.nodes.length
  const shift = new Float64Array(size)
  const invW = new Float64Array(size)
  const weight = new Float64Array(size)
  let k = 0
  for (let i = 0; i < c.nodes.length; i++)
    for (let j = 0; j < v.nodes.length; j++, k++) {
      shift[k] = Math.sqrt(r) * c.nodes[i]
      invW[k] = v.nodes[j]
      weight[k] = c.weights[i] * v.weights[j]
    }
  return { size, shift, invW, weight, b: Math.sqrt(1 - r) }
}

/** P(admitted | node k) for a row whose joint threshold is t (see admissionTable). */
export const admitAt = (g: ShockGrid, k: number, t: number): number => normalCdf((g.shift[k] - t * g.invW[k]) / g.b)

export interface ExactOutcome {
  /** P(filed at row i). */
  filed: Float64Array
  /** P(the 投档 search reaches row i): no earlier row filed the student. */
  reached: Float64Array
  /** P(filed nowhere): 滑档. */
  slip: number
}

/**
 * One 平行投档 pass over an ordered list, integrated over the shared shock: the student is filed at the
 * first row whose cutoff reaches their rank. `thresholds[i]` is the row's joint threshold, NaN or ±Infinity
 * for a row without a prediction (it never files: unknown, not safe).
 */
export function exactOutcome(thresholds: ArrayLike<number>, g: ShockGrid): ExactOutcome {
  const n = thresholds.length
  const filed = new Float64Array(n)
  const reached = new Float64Array(n)
  let slip = 0
  for (let k = 0; k < g.size; k++) {
    const w = g.weight[k]
    let left = 1
    for (let i = 0; i < n; i++) {
      reached[i] += w * left
      const t = thresholds[i]
      if (!Number.isFinite(t)) continue
      const p = admitAt(g, k, t)
      filed[i] += w * left * p
      left *= 1 - p
    }
    slip += w * left
  }
  return { filed, reached, slip: Math.max(0, slip) }
}
