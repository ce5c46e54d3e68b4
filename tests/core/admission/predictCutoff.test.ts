import { describe, expect, it } from 'vitest'
import { predictCutoff } from '@/core/domain/admission/predictCutoff'
import { PRIOR_PARAMS, scaleCoefficients, type ModelParams } from '@/core/domain/admission/modelParams'
import { admitProbability } from '@/core/domain/admission/admitProbability'
import { fitPit, PIT_KNOTS, withCeiling } from '@/core/domain/admission/recalibrate'
import { aHistory, STEADY } from './admissionFixtures'

const params: ModelParams = {
  ...PRIOR_PARAMS,
  scale: scaleCoefficients({ intercept: Math.log(0.1), logPlan: -0.2, singleYear: 0.5, twoYears: 0.25, borrowedSimilar: 0.4, borrowedSchool: 0.8 }),
}
const ctx = { year: 2025, plan: 30, cohort: STEADY, params }

describe('predictCutoff', () => {
  it('ignores rows of the predicted year and later', () => {
    const past = aHistory('0003', '计算机类', [
      [2022, 20000],
      [2023, 21000],
      [2024, 22000],
    ])
    const withFuture = aHistory('0003', '计算机类', [
      [2022, 20000],
      [2023, 21000],
      [2024, 22000],
      [2025, 90000],
      [2026, 1000],
    ])
    const a = predictCutoff(past, ctx)
    const b = predictCutoff(withFuture, ctx)
    expect(a.ok && b.ok).toBe(true)
    if (a.ok && b.ok) {
      expect(b.prediction.mean).toBe(a.prediction.mean)
      expect(b.prediction.used.map((u) => u.year)).toEqual([2022, 2023, 2024])
    }
  })

  it('weights the latest year more than older years', () => {
    const h = aHistory('0003', 'x', [
      [2022, 10000],
      [2023, 10000],
      [2024, 30000],
    ])
    const recent = predictCutoff(h, ctx)
    const equal = predictCutoff(h, { ...ctx, params: { ...params, decay: 1 } })
    if (!recent.ok || !equal.ok) throw new Error('expected predictions')
    expect(recent.prediction.centerRank).toBeGreaterThan(equal.prediction.centerRank * 1.1)
  })

  it('gives a short history and a small plan a wider interval', () => {
    const long = predictCutoff(
      aHistory('0003', 'x', [
        [2022, 20000],
        [2023, 20000],
        [2024, 20000],
      ]),
      ctx,
    )
    const short = predictCutoff(aHistory('0003', 'x', [[2024, 20000]]), ctx)
    const small = predictCutoff(
      aHistory('0003', 'x', [
        [2022, 20000],
        [2023, 20000],
        [2024, 20000],
      ]),
      { ...ctx, plan: 2 },
    )
    if (!long.ok || !short.ok || !small.ok) throw new Error('expected predictions')
    expect(short.prediction.scale).toBeGreaterThan(long.prediction.scale)
    expect(small.prediction.scale).toBeGreaterThan(long.prediction.scale)
    expect(long.prediction.interval.low).toBeLessThan(20000)
    expect(long.prediction.interval.high).toBeGreaterThan(20000)
  })

  it('borrows from the same school’s similar programmes when it has no history, and says so', () => {
    const siblings = [
      aHistory('0003', '计算机科学与技术', [
        [2023, 15000],
        [2024, 16000],
      ]),
      aHistory('0003', '英语', [[2024, 60000]]),
    ]
    const r = predictCutoff(null, { ...ctx, siblings, majorKey: '计算机类' })
    if (!r.ok) throw new Error(r.reason)
    expect(r.prediction.source).toBe('similar')
    expect(r.prediction.borrowedFrom).toEqual(['计算机科学与技术'])
    expect(r.prediction.note).toContain('相近专业')
    expect(r.prediction.centerRank).toBeLessThan(25000)
  })

  it('falls back to the school median, and refuses when the school has no data at all', () => {
    const siblings = [aHistory('0003', '英语', [[2024, 60000]])]
    const r = predictCutoff(null, { ...ctx, siblings, majorKey: '计算机类' })
    expect(r.ok && r.prediction.source).toBe('school')
    const none = predictCutoff(null, { ...ctx, siblings: [], majorKey: '计算机类' })
    expect(none.ok).toBe(false)
  })

  it('puts P(admit) at one half for a student at the predicted centre', () => {
    const r = predictCutoff(aHistory('0003', 'x', [[2024, 20000]]), ctx)
    if (!r.ok) throw new Error(r.reason)
    expect(admitProbability(r.prediction.centerRank, r.prediction)).toBeCloseTo(0.5, 2)
    expect(admitProbability(5000, r.prediction)).toBeGreaterThan(0.95)
  })

  it('reads the centre and the 80% interval off the recalibrated distribution, so they mean what the probabilities mean', () => {
    // A map learned from PITs that pile up low: the cutoffs came out better than the raw t said.
    const pit = fitPit(Array.from({ length: 1000 }, (_, i) => ((i + 0.5) / 1000) ** 2))
    const p = { ...params, pitByScale: { edges: [], maps: [pit], borrowed: pit } }
    const r = predictCutoff(
      aHistory('0003', 'x', [
        [2022, 20000],
        [2023, 21000],
        [2024, 22000],
      ]),
      { ...ctx, params: p },
    )
    if (!r.ok) throw new Error(r.reason)
    const pr = r.prediction
    expect(admitProbability(pr.centerRank, pr)).toBeCloseTo(0.5, 2)
    expect(admitProbability(pr.interval.low, pr)).toBeCloseTo(0.9, 2)
    expect(admitProbability(pr.interval.high, pr)).toBeCloseTo(0.1, 2)
    expect(pr.centerRank).toBeLessThan(Math.round((Math.exp(pr.mean) / (1 + Math.exp(pr.mean))) * pr.cohortSize))
  })

  it('never lets a forecast borrowed from siblings claim more than its ceiling, while an own history may', () => {
    const p = { ...params, pitByScale: { edges: [], maps: [[...PIT_KNOTS]], borrowed: withCeiling([...PIT_KNOTS], 0.98) } }
    const siblings = [
      aHistory('0003', '计算机科学与技术', [
        [2023, 15000],
        [2024, 16000],
      ]),
    ]
    const borrowed = predictCutoff(null, { ...ctx, params: p, siblings, majorKey: '计算机类' })
    const own = predictCutoff(
      aHistory('0003', '计算机类', [
        [2023, 15000],
        [2024, 16000],
      ]),
      { ...ctx, params: p },
    )
    if (!borrowed.ok || !own.ok) throw new Error('expected predictions')
    expect(admitProbability(5000, borrowed.prediction)).toBeLessThanOrEqual(0.98)
    expect(admitProbability(5000, own.prediction)).toBeGreaterThan(0.99)
  })
})
