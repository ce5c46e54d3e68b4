import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { admitProbability, bandOf, BAND_THRESHOLDS } from '@/core/domain/admission/admitProbability'
import { reliabilityOf } from '@/core/domain/admission/calibration'
import { rankToZ, zToRank } from '@/core/domain/admission/cohort'
import { studentTCdf, studentTQuantile } from '@/core/domain/admission/distributions'
import { forecastInputs } from '@/core/domain/admission/forecastInputs'
import { featureVector, PRIOR_PARAMS, SCALE_FEATURES, scaleCoefficients, scaleFeatures, scaleOf } from '@/core/domain/admission/modelParams'
import { centerOf, predictCutoff } from '@/core/domain/admission/predictCutoff'
import {
  calibratedQuantile,
  fitPit,
  fitPitByScale,
  inverseRecalibrate,
  MIN_PITS,
  PIT_KNOTS,
  pitFor,
  recalibrate,
  withCeiling,
} from '@/core/domain/admission/recalibrate'
import { aHistory, aPrediction, STEADY } from '../core/admission/admissionFixtures'

const df = fc.constantFrom(2, 3, 4, 5.5, 6, 10, 30, 300)
const unit = fc.double({ min: 0, max: 1, noNaN: true })
const pits = (minLength: number) => fc.array(unit, { minLength, maxLength: 600 })
/** A PIT map as fitModel learns them: from some PITs, possibly with a ceiling. */
const pitMap = fc
  .tuple(pits(0), fc.option(fc.double({ min: 0.5, max: 1, noNaN: true }), { nil: undefined }))
  .map(([u, c]) => (c === undefined ? fitPit(u) : withCeiling(fitPit(u), c)))
const nonDecreasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x)

describe('the Student-t CDF', () => {
  // 1e-7: the normal branch (df ≥ 200) is the Numerical Recipes erfc, good to that much.
  it('never falls as t rises (beyond 1e-7) and stays in [0, 1], far into the tails too', () => {
    const t = fc.double({ min: -1e6, max: 1e6, noNaN: true })
    fc.assert(
      fc.property(t, t, df, (a, b, d) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        const cl = studentTCdf(lo, d)
        const ch = studentTCdf(hi, d)
        return cl >= 0 && ch <= 1 && cl <= ch + 1e-7
      }),
    )
    expect(studentTCdf(-490, 30)).toBeLessThan(studentTCdf(-401, 30))
  })
})

describe('the Student-t quantile', () => {
  it('inverts the CDF to within 1e-9 and never falls as p rises', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-7, max: 1 - 1e-7, noNaN: true }), fc.double({ min: 1e-7, max: 1 - 1e-7, noNaN: true }), df, (a, b, d) => {
        const qa = studentTQuantile(a, d)
        const qb = studentTQuantile(b, d)
        return Math.abs(studentTCdf(qa, d) - a) < 1e-9 && (a <= b ? qa <= qb : qa >= qb)
      }),
    )
  })
  it('is −∞ at 0, +∞ at 1 and 0 at the median', () => {
    expect(studentTQuantile(0, 3)).toBe(-Infinity)
    expect(studentTQuantile(1, 3)).toBe(Infinity)
    expect(studentTQuantile(0.5, 4)).toBe(0)
    expect(studentTQuantile(0.975, 300)).toBeCloseTo(1.96, 2)
  })
})

describe('the PIT recalibration map', () => {
  it('is non-decreasing up to 1 at the knots, whatever the PITs, and starts at 0 without a ceiling', () => {
    fc.assert(fc.property(pitMap, (g) => g.length === PIT_KNOTS.length && g[g.length - 1] === 1 && nonDecreasing(g) && g.every((v) => v >= 0 && v <= 1)))
    fc.assert(fc.property(pits(0), (u) => fitPit(u)[0] === 0))
  })
  it('rises strictly once it has enough PITs, so no forecast claims certainty inside the knots', () => {
    fc.assert(fc.property(pits(MIN_PITS), (u) => fitPit(u).every((v, i, g) => i === 0 || g[i - 1] < v)))
  })
  it('maps [0, 1] into [0, 1] monotonically, and its inverse undoes it', () => {
    fc.assert(
      fc.property(pits(MIN_PITS), unit, unit, (u, a, b) => {
        const g = fitPit(u)
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        const ga = recalibrate(lo, g)
        const gb = recalibrate(hi, g)
        return ga >= 0 && gb <= 1 && ga <= gb && Math.abs(inverseRecalibrate(ga, g) - lo) < 1e-9
      }),
    )
  })
  it('with a ceiling never gives a probability above the ceiling, however far the student is beyond the forecast', () => {
    fc.assert(
      fc.property(
        pits(0),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.double({ min: Number.MIN_VALUE, max: 1, noNaN: true }),
        (u, c, x) => 1 - recalibrate(x, withCeiling(fitPit(u), c)) <= c + 1e-12,
      ),
    )
  })
  it('groups forecasts by scale: each map monotone, and a forecast gets the map of its group', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ pit: unit, scale: fc.double({ min: 0.01, max: 2, noNaN: true }) }), { minLength: 3 * MIN_PITS, maxLength: 900 }),
        (items) => {
          const m = { ...fitPitByScale(items), borrowed: fitPit([]) }
          const last = m.maps[m.maps.length - 1]
          return (
            m.maps.length === m.edges.length + 1 &&
            nonDecreasing(m.edges) &&
            m.maps.every(nonDecreasing) &&
            pitFor(m, 1e-3, false) === m.maps[0] &&
            pitFor(m, 10, false) === last &&
            pitFor(m, 1e-3, true) === m.borrowed
          )
        },
      ),
      { numRuns: 30 },
    )
  })
})

describe('admission probability with a learned map', () => {
  it('never rises as the student’s rank gets worse, and stays in [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 250000 }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        df,
        pitMap,
        fc.integer({ min: 1, max: 280000 }),
        fc.integer({ min: 1, max: 280000 }),
        (c, s, d, g, a, b) => {
          const p = { ...aPrediction(c, s, d), pit: g }
          const better = admitProbability(Math.min(a, b), p)
          const worse = admitProbability(Math.max(a, b), p)
          return better >= worse - 1e-12 && better <= 1 && worse >= 0
        },
      ),
    )
  })
  it('is p exactly at the rank where the recalibrated cutoff distribution puts its p-quantile', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 150000 }),
        fc.double({ min: 0.03, max: 1, noNaN: true }),
        df,
        fc.array(unit, { minLength: MIN_PITS, maxLength: 300 }),
        fc.double({ min: 0.02, max: 0.98, noNaN: true }),
        (c, s, d, u, p) => {
          const pred = { ...aPrediction(c, s, d), pit: fitPit(u) }
          // The cutoff is at or beyond this rank with probability p, so a student there is admitted with probability p.
          const rank = zToRank(pred.mean + s * calibratedQuantile(1 - p, pred.pit, d), pred.cohortSize)
          fc.pre(rank >= 1 && rank <= 0.99 * pred.cohortSize)
          return Math.abs(admitProbability(rank, pred) - p) < 1e-6
        },
      ),
    )
  })
  it('labels 保 only from the backtested threshold up', () => {
    fc.assert(fc.property(unit, (p) => (bandOf(p) === 'bao') === p >= BAND_THRESHOLDS.bao))
    expect(bandOf(0.985)).toBe('wen')
  })
})

describe('one set of inputs for training and prediction', () => {
  const rows = fc
    .uniqueArray(
      fc.record({ year: fc.integer({ min: 2020, max: 2027 }), rank: fc.integer({ min: 100, max: 180000 }), plan: fc.integer({ min: 1, max: 200 }) }),
      { selector: (r) => r.year, maxLength: 8 },
    )
    .map((xs) => [...xs].sort((a, b) => a.year - b.year))
  it('ignores every row of the predicted year and later', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 2021, max: 2027 }), fc.constantFrom(0.2, 0.5, 1), (rs, year, decay) => {
        const all = aHistory(
          '0003',
          'x',
          rs.map((r) => [r.year, r.rank, r.plan]),
        )
        const past = aHistory(
          '0003',
          'x',
          rs.filter((r) => r.year < year).map((r) => [r.year, r.rank, r.plan]),
        )
        const ctx = { year, plan: 30, cohort: STEADY, decay }
        expect(forecastInputs(all, ctx)).toEqual(forecastInputs(past, ctx))
      }),
    )
  })
  it('give the prediction its centre and scale', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 2021, max: 2027 }), fc.double({ min: -1, max: 1, noNaN: true }), (rs, year, coef) => {
        const params = { ...PRIOR_PARAMS, scale: scaleCoefficients({ intercept: -2, gap: coef, ownVolatility: -coef, logPlan: coef / 3 }) }
        const h = aHistory(
          '0003',
          'x',
          rs.map((r) => [r.year, r.rank, r.plan]),
        )
        const inputs = forecastInputs(h, { year, plan: 30, cohort: STEADY, decay: params.decay })
        const res = predictCutoff(h, { year, plan: 30, cohort: STEADY, params })
        if (!inputs) return !res.ok
        return res.ok && res.prediction.mean === centerOf(params, inputs.zbar, inputs.planChange) && res.prediction.scale === scaleOf(params, inputs.scale)
      }),
    )
  })
  it('name every scale coefficient, and the vector the fit uses follows the names', () => {
    fc.assert(
      fc.property(
        fc.record({
          plan: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
          historyYears: fc.integer({ min: 0, max: 6 }),
          source: fc.constantFrom('own' as const, 'similar' as const, 'school' as const),
          gap: fc.integer({ min: 0, max: 5 }),
          ownVolatility: fc.double({ min: 0, max: 3, noNaN: true }),
          level: fc.double({ min: -6, max: 0, noNaN: true }),
        }),
        (s) => {
          const named = scaleFeatures(s)
          return Object.keys(named).length === SCALE_FEATURES.length && featureVector(s).every((v, i) => v === named[SCALE_FEATURES[i]])
        },
      ),
    )
  })
})

describe('reliability of a labelling rule', () => {
  it('counts only labelled forecasts, with hits ≤ labelled ≤ all', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.boolean())), (xs) => {
        const r = reliabilityOf(
          xs.map(([a]) => a),
          (i) => xs[i][1],
        )
        const n = xs.filter(([, l]) => l).length
        return r.n === n && r.share >= 0 && r.share <= 1 && (n === 0 ? Number.isNaN(r.hitRate) : r.hitRate >= 0 && r.hitRate <= 1)
      }),
    )
  })
})

describe('cohort logit', () => {
  it('round-trips a rank', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 250000 }), (r) => Math.abs(zToRank(rankToZ(r, 280000), 280000) - r) < 1e-6 * r))
  })
})
