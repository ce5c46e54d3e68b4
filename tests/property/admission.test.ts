import { describe, it } from 'vitest'
import fc from 'fast-check'
import { AVOIDABLE_KINDS, type AvoidableKind } from '@/ports/api/aiMsg'
import { admitProbability } from '@/core/domain/admission/admitProbability'
import { admissionTable } from '@/core/domain/admission/admissionTable'
import { buildList, MAX_PER_SCHOOL, outcomeOf, partOf } from '@/core/domain/admission/buildList'
import { checkList } from '@/core/domain/admission/checkList'
import { rankToZ } from '@/core/domain/admission/cohort'
import { indexProbability } from '@/core/domain/admission/indexProbability'
import { KIND_BIT, thresholdAt } from '@/core/domain/admission/planIndex'
import { PIT_KNOTS } from '@/core/domain/admission/recalibrate'
import { exactOutcome, shockGrid } from '@/core/domain/admission/shockGrid'
import { simulateList } from '@/core/domain/admission/simulateList'
import { studentView } from '@/core/domain/admission/studentView'
import { isEligible, ELECTIVE_SUBJECTS, type SubjectRule } from '@/core/domain/subjectRequirement'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { aPrediction } from '../core/admission/admissionFixtures'
import { aLadder, anIndex, PCB, wants, type FakeProgramme } from '../core/admission/planIndexFixtures'

const prediction = fc.record({
  center: fc.integer({ min: 50, max: 250000 }),
  scale: fc.double({ min: 0.01, max: 2, noNaN: true }),
  df: fc.constantFrom(2, 3, 4, 5.5, 10, 30, 300),
})
const rank = fc.integer({ min: 1, max: 280000 })
const subjects = fc.shuffledSubarray([...ELECTIVE_SUBJECTS], { minLength: 3, maxLength: 3 })
const rule: fc.Arbitrary<SubjectRule | null> = fc.oneof(
  fc.constant(null),
  fc.constant<SubjectRule>({ mode: 'none', subjects: [] }),
  fc.record({
    mode: fc.constantFrom<SubjectRule['mode']>('any', 'all'),
    subjects: fc.subarray<string>([...ELECTIVE_SUBJECTS], { minLength: 1, maxLength: 3 }),
  }),
)
const kindsOf = fc.subarray<AvoidableKind>([...AVOIDABLE_KINDS])
/** Made-up plans: mixed tiers, rules, kinds, places and fees; some programmes without a prediction; repeated ids. */
const plan: fc.Arbitrary<FakeProgramme[]> = fc
  .array(
    fc.record({
      id: fc.integer({ min: 0, max: 400 }),
      center: fc.integer({ min: 3000, max: 120000 }),
      predicted: fc.nat({ max: 9 }),
      rule,
      tier: fc.constantFrom('985', '211', 'doubleFirst', 'public', 'private'),
      kinds: kindsOf,
      province: fc.constantFrom('浙江', '上海', '新疆'),
      tuition: fc.constantFrom(5000, 20000, 60000),
      ruanke: fc.option(fc.integer({ min: 1, max: 600 }), { nil: null }),
      note: fc.constantFrom('', '', '要求高考外语成绩不低于120分。', '要求高考数学成绩不低于100分', '学校提醒：不适宜女生报考', '色盲色弱者慎报'),
    }),
    { minLength: 1, maxLength: 220 },
  )
  .map((xs) =>
    xs.map((x) => ({
      id: `${String(x.id % 60).padStart(4, '0')}|${x.id}`,
      center: x.predicted === 0 ? null : x.center,
      rule: x.rule,
      tier: x.tier,
      province: x.province,
      tuition: x.tuition,
      ruanke: x.ruanke,
      medical: x.kinds.includes('medical'),
      teacher: x.kinds.includes('teacher'),
      directed: x.kinds.includes('directed'),
      sinoForeign: x.kinds.includes('sinoForeign'),
      majorName: x.kinds.includes('minorLanguage') ? '俄语' : '土木工程',
      note: x.note,
    })),
  )
/** Plans as in life: programmes from hard to easy, tiers and rankings falling with the cutoff, noise on both. */
const ladder: fc.Arbitrary<FakeProgramme[]> = fc
  .record({
    n: fc.integer({ min: 20, max: 400 }),
    from: fc.integer({ min: 3000, max: 60000 }),
    step: fc.integer({ min: 20, max: 400 }),
    noise: fc.array(fc.integer({ min: -3000, max: 3000 }), { minLength: 400, maxLength: 400 }),
  })
  .map(({ n, from, step, noise }) =>
    aLadder(n, from, step).map((p, i) => ({ ...p, center: Math.max(500, p.center! + noise[i]), ruanke: (p.ruanke ?? 100) + (noise[i] % 40) + 40 })),
  )
const model = fc.record({ df: fc.constantFrom(2, 4, 10, 30), rho: fc.double({ min: 0, max: 0.8, noNaN: true }) })
const studentRank = fc.integer({ min: 2000, max: 90000 })
const first = (r: number, subj: readonly string[] = PCB) => ({ rank: r, subjects: subj, segment: '一段' as const })

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

  it('from the shared table equals the direct computation, and its threshold gives the same marginal chance', () => {
    const pit = PIT_KNOTS.map((k, i) => (i === 0 || i === PIT_KNOTS.length - 1 ? k : Math.min(1, Math.max(0, k + 0.04 * Math.sin(6 * k)))))
    fc.assert(
      fc.property(prediction, rank, (p, r) => {
        const pred = { ...aPrediction(p.center, p.scale, p.df), pit }
        const table = admissionTable(p.df, pit)
        const x = (rankToZ(r, pred.cohortSize) - pred.mean) / pred.scale
        const direct = admitProbability(r, pred)
        const viaThreshold = exactOutcome([table.threshold(x)], shockGrid(p.df, 0.3)).filed[0]
        return Math.abs(table.prob(x) - direct) < 1e-4 && Math.abs(viaThreshold - direct) < 2e-3
      }),
      { numRuns: 150 },
    )
  })
})

describe('the plan index', () => {
  it('gives every programme the probability its own prediction gives, whatever its recalibration map', () => {
    const bend = (a: number) => PIT_KNOTS.map((k, i) => (i === 0 || i === PIT_KNOTS.length - 1 ? k : Math.min(1, Math.max(0, k + a * Math.sin(6 * k)))))
    const capped = PIT_KNOTS.map((k, i) => (i === PIT_KNOTS.length - 1 ? 1 : Math.max(k, 0.03)))
    const maps = [bend(0.03), bend(-0.02), capped]
    fc.assert(
      fc.property(
        fc.array(fc.record({ center: fc.integer({ min: 2000, max: 150000 }), scale: fc.double({ min: 0.05, max: 1, noNaN: true }), map: fc.nat({ max: 2 }) }), {
          minLength: 1,
          maxLength: 30,
        }),
        rank,
        (ps, r) => {
          const index = anIndex(ps.map((p, k) => ({ id: `${String(k).padStart(4, '0')}|001`, center: p.center, scale: p.scale, pit: maps[p.map] })))
          return index.candidates.every((c, i) => Math.abs(indexProbability(index, i, r)! - admitProbability(r, c.prediction!)) < 1e-4)
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('generated lists', () => {
  it('never exceed 80 rows nor repeat a programme, hold only eligible, wanted programmes, and pass four a school only when nothing else is left', () => {
    fc.assert(
      fc.property(plan, studentRank, subjects, kindsOf, (ps, r, subj, avoid) => {
        const index = anIndex(ps)
        const b = buildList(index, first(r, subj), wants({ avoid }))
        const mask = avoid.reduce((m, k) => m | KIND_BIT[k], 0)
        const seen = new Set(b.rows.map((x) => x.index))
        const perSchool = new Map<number, number>()
        for (const x of b.rows) perSchool.set(index.school[x.index], (perSchool.get(index.school[x.index]) ?? 0) + 1)
        const leftOut = [...b.view.eligible].filter((i) => !seen.has(i))
        const crowded = [...perSchool.values()].some((n) => n > MAX_PER_SCHOOL)
        return (
          b.rows.length <= MAX_VOLUNTEERS &&
          seen.size === b.rows.length &&
          (!crowded || leftOut.every((i) => (perSchool.get(index.school[i]) ?? 0) >= MAX_PER_SCHOOL)) &&
          b.rows.every(
            (x) => index.rules[index.rule[x.index]] !== undefined && isEligible(index.rules[index.rule[x.index]], subj) && (index.kinds[x.index] & mask) === 0,
          )
        )
      }),
      { numRuns: 50 },
    )
  })

  it('have exactly the rows asked for while eligible programmes remain, whatever the priority and wanted majors', () => {
    // 俄语 is every k-th programme (土木工程 the rest): the wanted ladder, more of it and the others all take part.
    const wish = fc.record({
      priority: fc.constantFrom('school' as const, 'major' as const),
      num: fc.integer({ min: 1, max: 40 }),
      major: fc.constantFrom(null, { name: '土木工程', code: '081001' }, { name: '俄语', code: '050202' }),
      every: fc.integer({ min: 2, max: 6 }),
    })
    fc.assert(
      fc.property(
        fc.oneof(plan, ladder),
        studentRank,
        subjects,
        fc.integer({ min: 1, max: MAX_VOLUNTEERS }),
        fc.nat({ max: 40 }),
        wish,
        (ps, r, subj, rows, reachRows, w) => {
          const targets = w.major ? [{ ...w.major, num: w.num }] : []
          const mixed = ps.map((p, i) => (i % w.every === 0 ? { ...p, majorName: '俄语' } : p))
          const b = buildList(anIndex(mixed), first(r, subj), wants({ rows, reachRows, priority: w.priority, targets, avoid: [] }))
          return b.rows.length === Math.min(rows, b.view.eligible.length) && new Set(b.rows.map((x) => x.index)).size === b.rows.length
        },
      ),
      { numRuns: 80 },
    )
  })

  it('cannot be improved by swapping two adjacent rows of the same part', () => {
    fc.assert(
      fc.property(fc.oneof(plan, ladder), studentRank, model, (ps, r, m) => {
        const index = anIndex(ps, m)
        const b = buildList(index, first(r), wants())
        const view = studentView(index, first(r), wants())
        const thr = b.rows.map((x) => (x.probability === null ? NaN : thresholdAt(index, x.index, view.x[x.index])))
        const util = b.rows.map((x) => view.utility[x.index])
        const part = b.rows.map((x) => (x.probability === null ? -1 : partOf(x.probability)))
        const base = outcomeOf(index, thr, util).expectedUtility
        return b.rows.every((_, i) => {
          if (i === b.rows.length - 1 || part[i] !== part[i + 1] || part[i] < 0) return true
          const swap = (xs: number[]) => [...xs.slice(0, i), xs[i + 1], xs[i], ...xs.slice(i + 2)]
          return outcomeOf(index, swap(thr), swap(util)).expectedUtility <= base + 1e-9
        })
      }),
      { numRuns: 40 },
    )
  })

  it('keep 滑档 under the ceiling whenever the eligible pool allows it', () => {
    fc.assert(
      fc.property(fc.oneof(plan, ladder), studentRank, model, fc.constantFrom(0.005, 0.01, 0.02), (ps, r, m, ceiling) => {
        const index = anIndex(ps, m)
        const b = buildList(index, first(r), wants({ maxSlipRisk: ceiling }))
        // What the pool allows at best: its safest programmes (six a school, 80 at most) in one list.
        const safest = safestList(index, r)
        const best = outcomeOf(
          index,
          safest.thr,
          safest.thr.map(() => 0),
        ).slip
        return best > ceiling || b.outcome!.slip <= ceiling
      }),
      { numRuns: 50 },
    )
  })

  it('pass their own check: no row out of order, none the student cannot be admitted to', () => {
    const facts = fc.record({
      scores: fc.record({ english: fc.integer({ min: 60, max: 150 }), math: fc.integer({ min: 60, max: 150 }) }),
      sex: fc.constantFrom('男', '女', null),
    })
    fc.assert(
      fc.property(fc.oneof(plan, ladder), studentRank, model, facts, (ps, r, m, f) => {
        const index = anIndex(ps, m)
        const student = { ...first(r), facts: f }
        const b = buildList(index, student, wants())
        const c = checkList(
          index,
          b.rows.map((x) => x.index),
          student,
          wants(),
          f,
        )
        return !c.findings.some(
          (x) => ['orderInversion', 'duplicate', 'sexNotMet', 'sexAdvised'].includes(x.code) || /^(scoreNotMet|subjectNotMet|avoided)/.test(x.code),
        )
      }),
      { numRuns: 50 },
    )
  })
})

describe('the exact list outcome', () => {
  it('never rises in P(滑档) when a row is added at the bottom', () => {
    const row = fc.record({ x: fc.double({ min: -8, max: 8, noNaN: true }), predicted: fc.nat({ max: 9 }) })
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), row, fc.constantFrom(2, 4, 30), fc.double({ min: 0, max: 0.9, noNaN: true }), (rows, extra, df, rho) => {
        const table = admissionTable(df, [...PIT_KNOTS])
        const thr = (r: { x: number; predicted: number }) => (r.predicted === 0 ? NaN : table.threshold(r.x))
        const grid = shockGrid(df, rho)
        const before = exactOutcome(rows.map(thr), grid).slip
        const after = exactOutcome([...rows, extra].map(thr), grid).slip
        return after <= before + 1e-12
      }),
      { numRuns: 200 },
    )
  })

  it('equals the Monte Carlo simulation within its sampling error', () => {
    // Rows near the student's rank, where the shared shock and the order matter.
    const near = fc.record({ ratio: fc.double({ min: 0.6, max: 1.8, noNaN: true }), scale: fc.double({ min: 0.08, max: 0.6, noNaN: true }) })
    fc.assert(
      fc.property(
        fc.array(near, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 5000, max: 120000 }),
        fc.constantFrom(2, 4, 10, 30),
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        (ps, r, df, rho) => {
          const rows = ps.map((p) => aPrediction(Math.round(r * p.ratio), p.scale, df))
          const table = admissionTable(df, [...PIT_KNOTS])
          const thr = rows.map((p) => table.threshold((rankToZ(r, p.cohortSize) - p.mean) / p.scale))
          const exact = exactOutcome(thr, shockGrid(df, rho))
          const n = 40000
          const mc = simulateList(rows, r, { samples: n, seed: 7, rho })
          const se = (p: number) => Math.sqrt(Math.max(p * (1 - p), 1 / n) / n)
          // 滑档 within 5 standard errors of the sampling; a row's P(filed) too, give or take the quadrature's
          // error on events rarer than 1 in 5,000 (heavy tails with a strong shared shock).
          return Math.abs(exact.slip - mc.slip) <= 5 * se(exact.slip) && mc.filed.every((f, i) => Math.abs(exact.filed[i] - f) <= 5 * se(exact.filed[i]) + 2e-4)
        },
      ),
      { numRuns: 25 },
    )
  })
})

describe('the volunteer check', () => {
  it('reports 选考 not met exactly where the parsed rule excludes the student', () => {
    fc.assert(
      fc.property(plan, subjects, (ps, subj) => {
        const index = anIndex(ps)
        const rows = [...index.position.values()].slice(0, 80)
        const r = checkList(index, rows, first(30000, subj), wants(), { scores: {}, sex: null })
        const flagged = new Set(r.findings.filter((f) => f.code.startsWith('subjectNotMet')).map((f) => f.row))
        return rows.every((i, k) => {
          const ruleOf = index.rules[index.rule[i]]
          return flagged.has(k + 1) === (ruleOf !== undefined && !isEligible(ruleOf, subj))
        })
      }),
      { numRuns: 40 },
    )
  })
})

function safestList(index: ReturnType<typeof anIndex>, r: number) {
  const view = studentView(index, first(r), wants())
  const perSchool = new Map<number, number>()
  const chosen: number[] = []
  for (const i of [...view.pool].sort((a, c) => view.probability[c] - view.probability[a] || a - c)) {
    const s = perSchool.get(index.school[i]) ?? 0
    if (s >= MAX_PER_SCHOOL || chosen.length >= MAX_VOLUNTEERS) continue
    perSchool.set(index.school[i], s + 1)
    chosen.push(i)
  }
  return { thr: chosen.map((i) => thresholdAt(index, i, view.x[i])) }
}
