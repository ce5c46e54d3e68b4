import { studentTQuantile } from './distributions'

/**
 * PIT recalibration. If the model were perfectly calibrated, the predictive CDF evaluated at the actual
 * cutoff (the PIT) would be uniform. Where it is not (year-to-year moves have a sharper peak and heavier
 * tails than any single Student-t with a scale model captures, and a new year differs from the training
 * years), the empirical CDF G of PITs maps a raw CDF value u to the calibrated one G(u). G is increasing,
 * so probabilities stay monotone in the student's rank. The knots are dense in the tails, where 保 is read.
 */
export const PIT_KNOTS = [
  0, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.975, 0.99,
  0.995, 0.9975, 0.999, 1,
] as const

/** Fewer PITs than this: no map (the identity). */
export const MIN_PITS = 200

/**
 * Pseudo-observations spread uniformly over [0, 1] that the empirical CDF is pooled with (a uniform
 * prior on the PIT). They keep G strictly increasing and away from 0 and 1 in a tail where no PIT fell,
 * so no forecast claims certainty; with tens of thousands of PITs they move G by a fraction of a percent.
 */
export const PIT_PRIOR_COUNT = 100

/** G at the knots from PIT values: the empirical CDF pooled with PIT_PRIOR_COUNT uniform pseudo-PITs. */
export function fitPit(pits: readonly number[]): number[] {
  if (pits.length < MIN_PITS) return [...PIT_KNOTS]
  const s = Float64Array.from(pits).sort()
  const n = s.length
  return PIT_KNOTS.map((k, i) => {
    if (i === 0) return 0
    if (i === PIT_KNOTS.length - 1) return 1
    let lo = 0
    let hi = n
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (s[mid] <= k) lo = mid + 1
      else hi = mid
    }
    return (lo + PIT_PRIOR_COUNT * k) / (n + PIT_PRIOR_COUNT)
  })
}

/**
 * Number of PIT maps, one per tercile of the predicted scale. The scale model spreads programmes too far
 * apart in the tails (a very stable programme still jumps now and then; a volatile one less often than
 * its scale says), so one map for all over-trusts the narrowest forecasts. Compared on the rolling
 * backtest with 1 and 5 groups (README, Admission model): 3 calibrated best.
 */
export const PIT_GROUPS = 3

/**
 * The PIT maps of a fitted model. Own-history forecasts: maps[i] serves scales up to edges[i] (the last
 * map, the rest). Forecasts borrowed from the same school: one map of their own, with a ceiling.
 */
export interface PitMaps {
  edges: number[]
  maps: number[][]
  borrowed: number[]
}

/** One map per equal-count group of the predicted scale, each learned as fitPit learns one. */
export function fitPitByScale(items: ReadonlyArray<{ pit: number; scale: number }>, groups = PIT_GROUPS): Pick<PitMaps, 'edges' | 'maps'> {
  const scales = Float64Array.from(items, (x) => x.scale).sort()
  const edges = items.length >= groups * MIN_PITS ? Array.from({ length: groups - 1 }, (_, i) => scales[Math.floor(((i + 1) / groups) * scales.length)]) : []
  const pits: number[][] = edges.map(() => [])
  pits.push([])
  for (const x of items) pits[groupOf(edges, x.scale)].push(x.pit)
  return { edges, maps: pits.map(fitPit) }
}

const groupOf = (edges: readonly number[], scale: number): number => {
  let i = 0
  while (i < edges.length && scale > edges[i]) i++
  return i
}

/** The map for a forecast of this scale and kind. */
export const pitFor = (m: PitMaps, scale: number, borrowed: boolean): number[] => (borrowed ? m.borrowed : m.maps[groupOf(m.edges, scale)])

/**
 * A map whose probabilities never exceed `ceiling` for any raw CDF value above 0: G ≥ 1 − ceiling
 * everywhere, the first knot included (G there is the limit from above; recalibrate(0) stays 0, the
 * raw t reaching 0 only at −∞). Still non-decreasing.
 */
export const withCeiling = (g: readonly number[], ceiling: number): number[] => g.map((v, i) => (i === g.length - 1 ? v : Math.max(v, 1 - ceiling)))

/** G(u) by linear interpolation between knots. */
export function recalibrate(u: number, g: readonly number[]): number {
  if (u <= 0) return 0
  if (u >= 1) return 1
  let i = 1
  while (PIT_KNOTS[i] < u) i++
  const k0 = PIT_KNOTS[i - 1]
  const k1 = PIT_KNOTS[i]
  return g[i - 1] + ((g[i] - g[i - 1]) * (u - k0)) / (k1 - k0)
}

/** G⁻¹(p): the raw CDF value that the map sends to p (the left end of a flat stretch). */
export function inverseRecalibrate(p: number, g: readonly number[]): number {
  if (p <= 0) return 0
  if (p >= 1) return 1
  let i = 1
  while (g[i] < p) i++
  const g0 = g[i - 1]
  const g1 = g[i]
  return g1 > g0 ? PIT_KNOTS[i - 1] + ((PIT_KNOTS[i] - PIT_KNOTS[i - 1]) * (p - g0)) / (g1 - g0) : PIT_KNOTS[i - 1]
}

const quantiles = new WeakMap<readonly number[], Map<string, number>>()

/**
 * Quantile of the recalibrated standardized distribution: the t with G(F_t(t)) = p. Cached per map (one
 * map serves every programme of a fitted model), so intervals over a whole plan cost a few look-ups.
 */
export function calibratedQuantile(p: number, g: readonly number[], df: number): number {
  let cache = quantiles.get(g)
  if (!cache) quantiles.set(g, (cache = new Map<string, number>()))
  const key = `${p}|${df}`
  let q = cache.get(key)
  if (q === undefined) cache.set(key, (q = studentTQuantile(inverseRecalibrate(p, g), df)))
  return q
}
