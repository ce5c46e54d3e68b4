import { describe, expect, it } from 'vitest'
import { fitModel } from '@/core/domain/admission/fitModel'
import { buildModelData, type CutoffRow } from '@/core/domain/admission/history'
import { createRng } from '@/core/domain/admission/prng'
import { PRIOR_PARAMS } from '@/core/domain/admission/modelParams'
import { scaleFeatures, scaleOf } from '@/core/domain/admission/modelParams'

/** Synthetic programmes whose cutoffs wander 3× more when the plan is small: the fit must find that out. */
function synthetic(years: number[]): CutoffRow[] {
  const rng = createRng(7)
  const rows: CutoffRow[] = []
  for (let p = 0; p < 600; p++) {
    const plan = p % 2 === 0 ? 3 : 120
    const sd = plan === 3 ? 0.3 : 0.1
    const z0 = -4 + 3.5 * rng.next()
    for (const year of years) {
      const z = z0 + sd * rng.normal()
      const rank = Math.round(280000 / (1 + Math.exp(-z)))
      rows.push({
        year,
        schoolCode: String(p % 150).padStart(4, '0'),
        majorCode: String(p).padStart(3, '0'),
        majorName: `专业${p}`,
        majorKey: `专业${p}`,
        plan,
        minScore: null,
        minRank: rank,
      })
    }
  }
  return rows
}

const rankRows = [2021, 2022, 2023, 2024, 2025].map((year) => ({ year, score: 300, rank: 280000 }))

describe('fitModel', () => {
  it('learns a larger uncertainty for small plans from the year-to-year moves', () => {
    const data = buildModelData(synthetic([2021, 2022, 2023, 2024]), rankRows, [])
    const params = fitModel(data, 2025)
    const base = { historyYears: 3, source: 'own' as const, gap: 0, ownVolatility: 0.1, level: -2 }
    const small = scaleOf(params, { ...base, plan: 3 })
    const large = scaleOf(params, { ...base, plan: 120 })
    expect(small / large).toBeGreaterThan(1.8)
    expect(params.fittedOn).toEqual([2022, 2023, 2024])
  })

  it('never looks at the year it is fitted for or later', () => {
    const before = fitModel(buildModelData(synthetic([2021, 2022, 2023]), rankRows, []), 2023)
    const all = fitModel(buildModelData(synthetic([2021, 2022, 2023]).concat(synthetic([2024]).map((r) => ({ ...r, minRank: 1 }))), rankRows, []), 2023)
    expect(all).toEqual(before)
  })

  it('learns its PIT maps from its training moves and, out of sample, from every earlier year it can forecast', () => {
    const params = fitModel(buildModelData(synthetic([2021, 2022, 2023, 2024]), rankRows, []), 2025)
    // 2022 is forecast from 2021 alone: no move to fit on, so it yields no out-of-sample PITs.
    expect(params.pitFrom).toEqual([2023, 2024])
    expect(params.pitCases).toBe(3 * 600 + 2 * 600)
    expect(params.pitByScale.maps).toHaveLength(3)
    // Synthetic moves are exactly what the model assumes, so the learned maps stay near the identity.
    for (const g of params.pitByScale.maps) expect(Math.abs(g[15] - 0.5)).toBeLessThan(0.08)
  })

  it('returns the prior when no move is observable', () => {
    expect(fitModel(buildModelData(synthetic([2021]), rankRows, []), 2022)).toBe(PRIOR_PARAMS)
  })
})

describe('scale features', () => {
  it('are named, capped and dummy-coded as the model reads them', () => {
    expect(scaleFeatures({ plan: 100, historyYears: 1, source: 'own', gap: 5, ownVolatility: 0.3, level: -2 })).toEqual({
      intercept: 1,
      logPlan: Math.log(100),
      singleYear: 1,
      twoYears: 0,
      borrowedSimilar: 0,
      borrowedSchool: 0,
      gap: 3,
      ownVolatility: 0.3,
      level: -2,
    })
    expect(scaleFeatures({ plan: null, historyYears: 0, source: 'school', gap: 0, ownVolatility: 9, level: -1 })).toEqual({
      intercept: 1,
      logPlan: Math.log(10),
      singleYear: 0,
      twoYears: 0,
      borrowedSimilar: 0,
      borrowedSchool: 1,
      gap: 0,
      ownVolatility: 2,
      level: -1,
    })
  })
})
