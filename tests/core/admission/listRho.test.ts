import { describe, expect, it } from 'vitest'
import { fitListRho, partLanding, type LandingCase } from '@/core/domain/admission/listRho'
import { createRng } from '@/core/domain/admission/prng'
import { admitAt, shockGrid } from '@/core/domain/admission/shockGrid'

/** Lists of 冲, 稳 and 保 rows whose real landings are drawn from the joint model with a known shared share. */
function casesUnder(rho: number, n: number, seed: number): LandingCase[] {
  const rng = createRng(seed)
  const df = 4
  const grid = shockGrid(df, rho)
  const cum = Float64Array.from(grid.weight)
  for (let k = 1; k < cum.length; k++) cum[k] += cum[k - 1]
  return Array.from({ length: n }, () => {
    // Thresholds: 6 reaches, 10 matches, 4 safeties (a larger threshold is a harder row).
    const thresholds = [
      ...Array.from({ length: 6 }, () => 0.3 + rng.next() * 1.2),
      ...Array.from({ length: 10 }, () => -1.5 + rng.next() * 1.5),
      ...Array.from({ length: 4 }, () => -3.5 + rng.next()),
    ]
    const parts = thresholds.map((_, i) => (i < 6 ? 0 : i < 16 ? 1 : 2))
    const u = rng.next() * cum[cum.length - 1]
    let k = 0
    while (cum[k] < u) k++
    const landedAt = thresholds.findIndex((t) => rng.next() < admitAt(grid, k, t))
    return { df, thresholds, parts, landed: landedAt < 0 ? 3 : parts[landedAt] }
  })
}

describe('the list ρ', () => {
  it('is learned back from landings drawn with it', () => {
    for (const rho of [0.1, 0.6]) expect(Math.abs(fitListRho(casesUnder(rho, 800, 7))! - rho)).toBeLessThanOrEqual(0.15)
  })

  it('is not learned from nothing', () => {
    expect(fitListRho([])).toBeNull()
  })

  it('spreads a list’s landing over 冲, 稳, 保 and 滑档 so that they add up to one', () => {
    const c = casesUnder(0.4, 1, 3)[0]
    const p = partLanding(c, shockGrid(4, 0.4))
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
    expect(p.every((x) => x >= 0)).toBe(true)
  })
})
