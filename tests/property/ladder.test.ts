import { describe, it } from 'vitest'
import fc from 'fast-check'
import { BAND_THRESHOLDS } from '@/core/domain/admission/admitProbability'
import { partRows, pickLadder, rungsOf } from '@/core/domain/admission/ladder'
import { filedRow } from '@/core/domain/admission/filedRow'
import { MAX_REACH_SHARE } from '@/ports/api/listPrefs'

const candidates = fc.array(
  fc.record({
    p: fc.double({ min: 0, max: 1, noNaN: true }),
    u: fc.double({ min: 0, max: 100, noNaN: true }),
    school: fc.nat({ max: 30 }),
    target: fc.nat({ max: 3 }),
  }),
  { maxLength: 300 },
)

describe('the chance ladder', () => {
  it('splits a list into 冲, 稳 and 保 rows that add up, 冲 at most half as asked, 保 about three in ten', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.nat({ max: 80 }), (rows, reach) => {
        const [chong, wen, bao] = partRows(rows, reach)
        return (
          chong + wen + bao === rows &&
          chong === Math.min(reach, Math.floor(rows * MAX_REACH_SHARE)) &&
          bao === Math.min(rows - chong, Math.round(rows * 0.3)) &&
          wen >= 0
        )
      }),
    )
  })

  it('puts one rung per row, ascending, each inside its part’s range of P', () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), fc.nat({ max: 60 }), fc.nat({ max: 40 }), (a, b, c) => {
        const rungs = rungsOf([a, b, c])
        const inside = (from: number, to: number, xs: number[]) => xs.every((x) => x >= from && x < to)
        return (
          rungs.length === a + b + c &&
          rungs.every((x, k) => k === 0 || x > rungs[k - 1]) &&
          inside(BAND_THRESHOLDS.chong, BAND_THRESHOLDS.wen, rungs.slice(0, a)) &&
          inside(BAND_THRESHOLDS.wen, BAND_THRESHOLDS.bao, rungs.slice(a, a + b)) &&
          inside(BAND_THRESHOLDS.bao, 1, rungs.slice(a + b))
        )
      }),
    )
  })

  it('takes as many rows as it has rungs while candidates allow, never a candidate below the ladder, over the school cap or a full wanted major', () => {
    fc.assert(
      fc.property(
        candidates,
        fc.integer({ min: 1, max: 80 }),
        fc.nat({ max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat({ max: 30 }), { minLength: 3, maxLength: 3 }),
        (cs, rows, reach, cap, capacity) => {
          const rungs = rungsOf(partRows(rows, reach))
          const pool = cs.map((_, i) => i)
          const got = pickLadder({
            pool,
            probability: cs.map((c) => c.p),
            utility: cs.map((c) => c.u),
            school: cs.map((c) => c.school),
            targets: cs.map((c) => (c.target === 0 ? 0 : 1 << (c.target - 1))),
            capacity,
            rungs,
            maxPerSchool: cap,
            wish: cs.map((c) => (c.target === 0 ? 0 : 2)),
          })
          const perSchool = new Map<number, number>()
          for (const i of got.rows) perSchool.set(cs[i].school, (perSchool.get(cs[i].school) ?? 0) + 1)
          const perTarget = [0, 0, 0]
          got.counted.forEach((t) => t >= 0 && perTarget[t]++)
          // What a greedy pass could still have added: an untaken candidate on the ladder, of a school and major with room.
          const taken = new Set(got.rows)
          const addable = pool.some(
            (i) =>
              !taken.has(i) &&
              cs[i].p >= rungs[0] &&
              (perSchool.get(cs[i].school) ?? 0) < cap &&
              (cs[i].target === 0 || perTarget[cs[i].target - 1] < capacity[cs[i].target - 1]),
          )
          return (
            got.rows.length <= rungs.length &&
            new Set(got.rows).size === got.rows.length &&
            got.rows.every((i) => cs[i].p >= rungs[0]) &&
            [...perSchool.values()].every((n) => n <= cap) &&
            perTarget.every((n, t) => n <= capacity[t]) &&
            got.counted.every((t, k) => (t < 0 ? cs[got.rows[k]].target === 0 : cs[got.rows[k]].target === t + 1)) &&
            (got.rows.length === rungs.length || !addable)
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('gives each rung a candidate that meets the most wishes it holds, whatever their utilities', () => {
    fc.assert(
      fc.property(candidates, (cs) => {
        const rungs = rungsOf(partRows(20, 6))
        const wish = cs.map((c) => c.target % 3)
        const got = pickLadder({
          pool: cs.map((_, i) => i),
          probability: cs.map((c) => c.p),
          utility: cs.map((c) => c.u),
          school: cs.map((_, i) => i),
          targets: cs.map(() => 0),
          capacity: [],
          rungs,
          maxPerSchool: 1,
          wish,
        })
        const first = cs.map((_, i) => i).filter((i) => cs[i].p >= rungs[0] && cs[i].p < rungs[1])
        if (first.length === 0) return true
        const best = Math.max(...first.map((i) => wish[i]))
        return got.rows.some((i) => first.includes(i) && wish[i] === best)
      }),
    )
  })
})

describe('filing at real cutoffs', () => {
  it('files at the first row whose cutoff reaches the rank, and only then; −1 when none does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 300000 }), fc.constant(NaN)), { maxLength: 80 }),
        fc.integer({ min: 1, max: 300000 }),
        (cut, rank) => {
          const k = filedRow(cut, rank)
          if (k < 0) return cut.every((c) => !(c >= rank))
          return cut[k] >= rank && cut.slice(0, k).every((c) => !(c >= rank))
        },
      ),
    )
  })
})
