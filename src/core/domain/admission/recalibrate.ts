/**
 * PIT recalibration. If the model were perfectly calibrated, the predictive CDF evaluated at the actual
 * cutoff (the PIT) would be uniform over the training moves. Where it is not (the year-to-year moves
 * have a sharper peak than any single Student-t with a scale model captures), the empirical CDF G of the
 * training PITs maps a raw CDF value u to the calibrated one G(u). G is non-decreasing, so probabilities
 * stay monotone in the student's rank.
 */
export const PIT_KNOTS = [0, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.975, 0.99, 1] as const

/** G at the knots from training PIT values; the identity when there are too few. */
export function fitPit(pits: readonly number[]): number[] {
  if (pits.length < 200) return [...PIT_KNOTS]
  const s = [...pits].sort((a, b) => a - b)
  return PIT_KNOTS.map((k, i) => {
    if (i === 0) return 0
    if (i === PIT_KNOTS.length - 1) return 1
    let lo = 0
    let hi = s.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (s[mid] <= k) lo = mid + 1
      else hi = mid
    }
    return lo / s.length
  })
}

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

/** Moves a map part of the way back to the identity: g' = w·g + (1 − w)·identity (still non-decreasing). */
export function shrinkPit(g: readonly number[], w: number): number[] {
  return g.map((v, i) => w * v + (1 - w) * PIT_KNOTS[i])
}
