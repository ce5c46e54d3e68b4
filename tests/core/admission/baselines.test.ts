import { describe, expect, it } from 'vitest'
import { multiYearBaseline, normalCdfBaseline, rankRatioBaseline } from '@/core/domain/admission/baselines'
import { scoreForecasts } from '@/core/domain/admission/calibration'
import { estimateCohortSizes } from '@/core/domain/admission/cohort'
import { studentTCdf, normalCdf } from '@/core/domain/admission/distributions'
import { aHistory } from './admissionFixtures'

const h = aHistory('0001', 'x', [
  [2022, 10000],
  [2023, 12000],
  [2024, 11000],
]).rows

describe('peer baselines', () => {
  it('band by the rank ratio as the Zhejiang community does', () => {
    expect(rankRatioBaseline(h, 11000 / 0.6)!.band).toBe('no')
    expect(rankRatioBaseline(h, 11000 / 0.9)!.band).toBe('chong')
    expect(rankRatioBaseline(h, 11000)!.band).toBe('wen')
    expect(rankRatioBaseline(h, 11000 / 1.2)!.band).toBe('bao')
  })
  it('call 保 only below 0.85 × the lowest cutoff in the multi-year rule', () => {
    expect(multiYearBaseline(h, 8400)!.band).toBe('bao')
    expect(multiYearBaseline(h, 9000)!.band).toBe('wen')
    expect(multiYearBaseline(h, 11500)!.band).toBe('chong')
  })
  it('centre the normal-CDF rule on 0.2/0.3/0.5 weights', () => {
    const base = 0.2 * 10000 + 0.3 * 12000 + 0.5 * 11000
    expect(normalCdfBaseline(h, base, 30)!.probability).toBeCloseTo(0.5, 6)
  })
})

describe('scoring', () => {
  it('gives perfect forecasts Brier 0 and a constant 50% forecast ECE 0 on a fair coin', () => {
    expect(
      scoreForecasts([
        { probability: 1, band: 'bao', admitted: true },
        { probability: 0, band: 'no', admitted: false },
      ]).brier,
    ).toBe(0)
    const coin = scoreForecasts([true, false, true, false].map((admitted) => ({ probability: 0.5, band: 'wen' as const, admitted })))
    expect(coin.ece).toBe(0)
    expect(coin.brier).toBe(0.25)
    expect(coin.bands.wen.hitRate).toBe(0.5)
  })
})

describe('distributions and cohorts', () => {
  it('match known Student-t and normal values', () => {
    expect(studentTCdf(2, 3)).toBeCloseTo(0.930337, 5)
    expect(studentTCdf(-1, 4)).toBeCloseTo(0.18695, 5)
    expect(studentTCdf(1.5, 5.5)).toBeCloseTo(studentTCdf(1.5, 5.5 + 1e-9), 9)
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4)
  })
  it('estimate cohorts from the line rank where no 一分一段 total exists', () => {
    const n = estimateCohortSizes({
      lineRanks: new Map([
        [2021, 160000],
        [2023, 175000],
        [2020, 54000],
      ]),
      tableTotals: new Map([[2023, 277000]]),
      segmentReformYear: 2021,
    })
    expect(n.get(2023)).toBe(277000)
    expect(n.get(2021)).toBe(Math.round(160000 / (175000 / 277000)))
    expect(n.get(2020)!).toBeLessThan(n.get(2021)!)
  })
})
