import { describe, expect, it } from 'vitest'
import { simulateList } from '@/core/domain/admission/simulateList'
import { aPrediction } from './admissionFixtures'

describe('simulateList', () => {
  it('is deterministic under a seed and differs across seeds', () => {
    const rows = [aPrediction(20000), aPrediction(30000), aPrediction(40000)]
    const a = simulateList(rows, 30000, { samples: 5000, seed: 42 })
    expect(simulateList(rows, 30000, { samples: 5000, seed: 42 })).toEqual(a)
    expect(simulateList(rows, 30000, { samples: 5000, seed: 43 }).filed).not.toEqual(a.filed)
  })

  it('files a student at the first volunteer whose cutoff reaches them', () => {
    const s = simulateList([aPrediction(1000), aPrediction(100000)], 30000, { samples: 4000 })
    expect(s.filed[0]).toBeLessThan(0.01)
    expect(s.filed[1]).toBeGreaterThan(0.98)
    expect(s.reached[1]).toBeGreaterThan(0.98)
  })

  it('gives the single-row marginal the prediction implies (≈ 50% at the centre)', () => {
    const s = simulateList([aPrediction(30000)], 30000, { samples: 20000, seed: 3 })
    expect(s.filed[0]).toBeGreaterThan(0.48)
    expect(s.filed[0]).toBeLessThan(0.52)
  })

  it('makes 滑档 likelier when the list moves together in a hot year', () => {
    const rows = Array.from({ length: 6 }, () => aPrediction(30000))
    const independent = simulateList(rows, 30000, { samples: 20000, rho: 0 })
    const together = simulateList(rows, 30000, { samples: 20000, rho: 0.7 })
    expect(independent.slip).toBeLessThan(0.03)
    expect(together.slip).toBeGreaterThan(independent.slip * 3)
  })

  it('never files at a row without a prediction', () => {
    const s = simulateList([null, aPrediction(100000)], 30000, { samples: 2000 })
    expect(s.filed[0]).toBe(0)
  })
})
