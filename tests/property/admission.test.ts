import { describe, it } from 'vitest'
import fc from 'fast-check'
import { admitProbability } from '@/core/domain/admission/admitProbability'
import { generateList } from '@/core/domain/admission/generateList'
import { checkList } from '@/core/domain/admission/checkList'
import { simulateList } from '@/core/domain/admission/simulateList'
import { isEligible, ELECTIVE_SUBJECTS, type SubjectRule } from '@/core/domain/subjectRequirement'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { aCandidate, aPrediction } from '../core/admission/admissionFixtures'

const prediction = fc.record({ center: fc.integer({ min: 50, max: 250000 }), scale: fc.double({ min: 0.01, max: 2, noNaN: true }), df: fc.constantFrom(2, 3, 4, 5.5, 10, 30, 300) })
const rank = fc.integer({ min: 1, max: 280000 })
const subjects = fc.shuffledSubarray([...ELECTIVE_SUBJECTS], { minLength: 3, maxLength: 3 })
const rule: fc.Arbitrary<SubjectRule | null> = fc.oneof(
  fc.constant(null),
  fc.constant<SubjectRule>({ mode: 'none', subjects: [] }),
  fc.record({ mode: fc.constantFrom<SubjectRule['mode']>('any', 'all'), subjects: fc.subarray<string>([...ELECTIVE_SUBJECTS], { minLength: 1, maxLength: 3 }) }),
)
/** Plans with repeated ids, mixed rules and some programmes without a prediction. */
const candidates = fc.array(
  fc.record({ id: fc.integer({ min: 0, max: 150 }), center: fc.integer({ min: 1000, max: 200000 }), rule, predicted: fc.boolean() }),
  { maxLength: 160 },
).map((xs) => xs.map((x) => aCandidate(`${String(x.id % 40).padStart(4, '0')}|${x.id}`, x.center, { rule: x.rule, prediction: x.predicted ? aPrediction(x.center) : null })))

describe('admission probability', () => {
  it('never rises as the student’s rank gets worse, and stays in [0, 1]', () => {
    fc.assert(
      fc.property(prediction, rank, rank, (p, a, b) => {
        const pred = aPrediction(p.center, p.scale, p.df)
        const better = admitProbability(Math.min(a, b), pred)
        const worse = admitProbability(Math.max(a, b), pred)
        return better >= worse - 1e-12 && better <= 1 && worse >= 0
      }),
    )
  })
})

describe('generated lists', () => {
  it('never exceed 80 rows nor repeat a programme, and hold only eligible programmes', () => {
    fc.assert(
      fc.property(candidates, rank, subjects, fc.integer({ min: 1, max: 120 }), (cs, r, subj, maxRows) => {
        const g = generateList(cs, { rank: r, subjects: subj }, { maxRows, samples: 300 })
        const ids = g.rows.map((x) => x.id)
        return g.rows.length <= Math.min(maxRows, MAX_VOLUNTEERS) && new Set(ids).size === ids.length && g.rows.every((x) => x.rule !== null && isEligible(x.rule, subj))
      }),
      { numRuns: 60 },
    )
  })

  it('come out ordered from the least to the most likely admission', () => {
    fc.assert(
      fc.property(candidates, rank, (cs, r) => {
        const ps = generateList(cs, { rank: r, subjects: ['物理', '化学', '生物'] }, { samples: 300 }).rows.map((x) => x.probability)
        return ps.every((p, i) => i === 0 || ps[i - 1] <= p)
      }),
      { numRuns: 60 },
    )
  })
})

describe('the volunteer check', () => {
  it('reports 选考 not met exactly where the parsed rule excludes the student', () => {
    fc.assert(
      fc.property(candidates, subjects, (cs, subj) => {
        const r = checkList(cs, { rank: 30000, subjects: subj }, { samples: 200 })
        const flagged = new Set(r.findings.filter((f) => f.code === 'subjectNotMet').map((f) => f.row))
        return cs.every((c, i) => flagged.has(i + 1) === (c.rule !== null && !isEligible(c.rule, subj)))
      }),
      { numRuns: 60 },
    )
  })
})

describe('list simulation', () => {
  it('is deterministic under a seed, and its position probabilities plus 滑档 sum to 1', () => {
    fc.assert(
      fc.property(fc.array(fc.option(prediction, { nil: null }), { maxLength: 30 }), rank, fc.integer(), fc.double({ min: 0, max: 0.9, noNaN: true }), (ps, r, seed, rho) => {
        const rows = ps.map((p) => (p ? aPrediction(p.center, p.scale, p.df) : null))
        const a = simulateList(rows, r, { samples: 500, seed, rho })
        const b = simulateList(rows, r, { samples: 500, seed, rho })
        const total = a.filed.reduce((s, x) => s + x, 0) + a.slip
        return JSON.stringify(a) === JSON.stringify(b) && Math.abs(total - 1) < 1e-9
      }),
      { numRuns: 80 },
    )
  })
})
