import { describe, expect, it } from 'vitest'
import { datasetAdmissionSource } from '../../../server/adapters/model/datasetAdmissionSource'
import { sourceAsOf } from '../../../server/cli/lists/sourceAsOf'

/** The dataset as a student had it: the backtest and `npm run list` may not see the year they forecast. */
describe('sourceAsOf on the shipped dataset', () => {
  const src = datasetAdmissionSource('data')

  it('as of 2024: the model sees 投档线 up to 2024 only; the candidates are the 2025 投档线 programmes, judged by their real cutoffs', () => {
    const a = sourceAsOf(src, 2024)
    expect(a.year).toBe(2025)
    expect(Math.max(...a.source.cutoffs.map((c) => c.year))).toBe(2024)
    expect(a.candidatesFrom).toMatchObject({ kind: 'cutoffs', rulesFrom: 2026 })
    const real = src.cutoffs.filter((c) => c.year === 2025)
    expect(a.source.plans).toHaveLength(real.length)
    const c = real.find((r) => r.minRank !== null)!
    expect(a.truth.get(`${c.schoolCode}|${c.majorCode}`)).toBe(c.minRank)
    // Unfilled programmes admitted anyone above the line: their truth is the line's rank.
    const open = real.find((r) => r.minRank === null)
    if (open) expect(a.truth.get(`${open.schoolCode}|${open.majorCode}`)).toBe(a.lineRank)
  })

  it('keeps the 专科 programmes of the 一段 投档线 out of the 一段 (as the product does with a plan)', () => {
    const a = sourceAsOf(src, 2024)
    const vocational = a.source.plans.filter((p) => Number(p.majorCode) >= 500)
    expect(vocational.length).toBeGreaterThan(1500)
    expect(vocational.every((p) => p.level === '高职(专科)')).toBe(true)
    expect(a.source.plans.filter((p) => Number(p.majorCode) < 500).every((p) => p.level === '本科')).toBe(true)
  })

  it('as of 2025: the candidates are the 2026 plan', () => {
    const a = sourceAsOf(src, 2025)
    expect(a.candidatesFrom).toEqual({ kind: 'plan', year: 2026 })
    expect(a.source.plans.every((p) => p.year === 2026)).toBe(true)
    expect(Math.max(...a.source.cutoffs.map((c) => c.year))).toBe(2025)
  })
})
