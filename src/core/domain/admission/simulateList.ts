import { rankToZ } from './cohort'
import { createRng } from './prng'
import { studentTCdf, studentTQuantile } from './distributions'
import { recalibrate } from './recalibrate'
import type { CutoffPrediction } from './predictCutoff'

export interface ListSimulation {
  /** P(filed at position i), i = 0 … n−1. */
  filed: number[]
  /** P(the search reaches position i): no earlier volunteer filed the student. */
  reached: number[]
  /** P(滑档): filed nowhere in this segment. */
  slip: number
  samples: number
  seed: number
}

export interface SimulationOptions {
  samples?: number
  seed?: number
  /** Share of variance common to the whole list in one year; defaults to the fitted model's value. */
  rho?: number
}

export type SimulatedRow = Pick<CutoffPrediction, 'mean' | 'scale' | 'df' | 'cohortSize' | 'pit'> | null

/**
 * Monte-Carlo of one 平行投档 pass over an ordered list: the student is filed at the first volunteer whose
 * cutoff reaches their rank. Cutoffs are drawn jointly: each row's logit cutoff = mean + scale·w·(√ρ·c +
 * √(1−ρ)·ε), with c and the t-mixing w = √(df/χ²) shared by the whole list (a hot year moves every
 * programme together) and ε per row; each row's marginal is exactly its Student-t prediction.
 * Rows without a prediction never file (treated as unknown, not as safe). Deterministic under a seed.
 */
export function simulateList(rows: readonly SimulatedRow[], studentRank: number, opts: SimulationOptions = {}): ListSimulation {
  const samples = Math.max(1, Math.floor(opts.samples ?? 20000))
  const seed = opts.seed ?? 1
  const rho = Math.min(Math.max(opts.rho ?? 0.15, 0), 0.99)
  const a = Math.sqrt(rho)
  const b = Math.sqrt(1 - rho)
  const n = rows.length
  const thr = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const r = rows[i]
    thr[i] = r ? (rankToZ(studentRank, r.cohortSize) - r.mean) / r.scale : Infinity
  }
  // One df for the whole draw: the shared t-mixing w is the list's (every prediction of a model has the same df).
  const df = rows.find((r) => r !== null)?.df ?? 200
  // Move each threshold so that P(T ≥ threshold) is the recalibrated probability; the joint draw is unchanged.
  for (let i = 0; i < n; i++) {
    const r = rows[i]
    if (r && thr[i] !== Infinity) thr[i] = studentTQuantile(recalibrate(studentTCdf(thr[i], df), r.pit), df)
  }
  const rng = createRng(seed)
  const counts = new Float64Array(n)
  let slips = 0
  for (let s = 0; s < samples; s++) {
    const c = a * rng.normal()
    const w = df >= 200 ? 1 : Math.sqrt(df / (2 * rng.gamma(df / 2)))
    let filedAt = -1
    for (let i = 0; i < n; i++) {
      const t = thr[i]
      if (t === Infinity) continue
      if (w * (c + b * rng.normal()) >= t) {
        filedAt = i
        break
      }
    }
    if (filedAt < 0) slips++
    else counts[filedAt]++
  }
  const filed = Array.from(counts, (x) => x / samples)
  const reached: number[] = []
  let left = 1
  for (let i = 0; i < n; i++) {
    reached.push(Math.max(0, left))
    left -= filed[i]
  }
  return { filed, reached, slip: slips / samples, samples, seed }
}
