import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { countBands } from '@/core/domain/admission/countBands'
import { indexProbability } from '@/core/domain/admission/indexProbability'
import { bandOf } from '@/core/domain/admission/admitProbability'
import { cohortAggregate, majorBase, type CohortMember } from '@/core/domain/datav/cohortAggregate'
import { byProvince, byTuition, tuitionBandOf, TUITION_BANDS } from '@/core/domain/datav/listDistribution'
import { firstSegmentMask, memberSummary, type ListSummary } from '@/core/domain/datav/memberSummary'
import { identityOf, programmeTrend } from '@/core/domain/datav/programmeTrend'
import { rankTrend, STEADY_SHARE, trendCounts, type TrendDirection } from '@/core/domain/datav/rankTrend'
import { MIN_GROUP, suppressSmall } from '@/core/domain/datav/suppressSmall'
import { aLadder, anIndex } from '../core/admission/planIndexFixtures'

const hiddenOrShown = (shown: ReadonlyArray<number | null>, input: readonly number[]) => shown.every((c, i) => c === null || c === input[i])

describe('suppressSmall: no count of 1–9 is shown or can be worked out', () => {
  it('hides every count of 1–9, shows the others unchanged, and never hides exactly one when the total is at least ten', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 8 }), (counts) => {
        const shown = suppressSmall(counts)
        expect(shown).toHaveLength(counts.length)
        expect(hiddenOrShown(shown, counts)).toBe(true)
        for (const c of shown) if (c !== null) expect(c === 0 || c >= MIN_GROUP).toBe(true)
        const total = counts.reduce((s, c) => s + c, 0)
        const hidden = shown.filter((c) => c === null).length
        if (total >= MIN_GROUP) expect(hidden).not.toBe(1)
      }),
    )
  })
})

describe('the list distribution', () => {
  const province = fc.constantFrom('浙江', '上海', '江苏', '北京', '广东', '四川', '湖北', '陕西', '辽宁', '新疆', '香港')
  it('by province adds up to the rows, most first, the rest folded into one entry', () => {
    fc.assert(
      fc.property(fc.array(province, { maxLength: 80 }), fc.integer({ min: 1, max: 10 }), (names, top) => {
        const shares = byProvince(
          names.map((p) => ({ province: p })),
          top,
        )
        expect(shares.reduce((s, x) => s + x.count, 0)).toBe(names.length)
        expect(shares.length).toBeLessThanOrEqual(top + 1)
        const named = shares.filter((s) => s.name !== '')
        for (let i = 1; i < named.length; i++) expect(named[i].count).toBeLessThanOrEqual(named[i - 1].count)
        if (shares.some((s) => s.name === '')) expect(shares.at(-1)?.name).toBe('')
      }),
    )
  })
  it('by tuition adds up to the rows, and a higher tuition never falls in a lower band', () => {
    const tuition = fc.option(fc.integer({ min: 0, max: 200000 }), { nil: null })
    fc.assert(
      fc.property(fc.array(tuition, { maxLength: 80 }), fc.integer({ min: 0, max: 200000 }), fc.integer({ min: 0, max: 200000 }), (xs, a, b) => {
        expect(byTuition(xs.map((t) => ({ tuition: t }))).reduce((s, x) => s + x.count, 0)).toBe(xs.length)
        const order = TUITION_BANDS.map((x) => x.key as string)
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        expect(order.indexOf(tuitionBandOf(lo))).toBeLessThanOrEqual(order.indexOf(tuitionBandOf(hi)))
      }),
    )
    expect(tuitionBandOf(null)).toBe('unknown')
    expect(tuitionBandOf(6000)).toBe('upTo6k')
    expect(tuitionBandOf(6001)).toBe('upTo10k')
  })
})

describe('rank trends', () => {
  const year = (y: number, rank: number | null) => ({ year: y, minScore: null, minRank: rank, plan: null })
  it('compare the newest rank with the oldest of the newest three, whatever the scale', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 100, max: 200000 }), { minLength: 2, maxLength: 7 }), fc.integer({ min: 2, max: 5 }), (ranks, k) => {
        const years = ranks.map((r, i) => year(2020 + i, r))
        const window = ranks.slice(-3)
        const ratio = window[window.length - 1] / window[0]
        const expected = ratio < 1 - STEADY_SHARE ? 'harder' : ratio > 1 + STEADY_SHARE ? 'easier' : 'steady'
        expect(rankTrend(years)).toBe(expected)
        // Scaling every rank alike (a bigger cohort) does not change the direction.
        expect(rankTrend(ranks.map((r, i) => year(2020 + i, r * k)))).toBe(expected)
        // Years without a rank (not filled) are skipped, and the order of the input does not matter.
        expect(rankTrend([...years, year(2019, null)].reverse())).toBe(expected)
      }),
    )
    expect(rankTrend([year(2026, 5000)])).toBe('unknown')
  })
})

describe('a programme’s history', () => {
  it('tells apart a name a school offers twice by 专业代号, in every year alike, and keeps each year once', () => {
    const code = fc.integer({ min: 1, max: 60 }).map((n) => String(n).padStart(3, '0'))
    fc.assert(
      fc.property(fc.uniqueArray(code, { minLength: 1, maxLength: 6 }), fc.integer({ min: 2021, max: 2026 }), (codes, before) => {
        const plans = codes.map((c) => ({ year: 2026, majorCode: c, majorKey: '临床医学' }))
        const ids = codes.map((c) => identityOf(plans, 2026, c))
        expect(new Set(ids.map((id) => id?.occurrence)).size).toBe(codes.length)
        const cutoffs = [2020, 2022, 2024, 2025].flatMap((y) =>
          codes.map((c, i) => ({
            year: y,
            schoolCode: '0001',
            majorCode: c,
            majorName: '临床医学',
            majorKey: '临床医学',
            plan: 10,
            minScore: 600 + i,
            minRank: 1000 + i,
          })),
        )
        for (const [i, c] of codes.entries()) {
          const id = ids[i]
          if (!id) throw new Error('identity')
          const trend = programmeTrend(cutoffs, id, before)
          expect(trend.map((t) => t.year)).toEqual([2020, 2022, 2024, 2025].filter((y) => y < before))
          // The same rank of the sorted codes in every year: the rows made for that place.
          const place = [...codes].sort().indexOf(c)
          expect(trend.every((t) => t.minRank === 1000 + codes.indexOf([...codes].sort()[place]))).toBe(true)
        }
        expect(identityOf(plans, 2026, '999')).toBeNull()
      }),
    )
  })
})

describe('a list’s summary', () => {
  const index = anIndex(aLadder(60, 8000, 400))
  const mask = firstSegmentMask(index)
  const ids = index.candidates.map((c) => c.id)
  it('counts every row in one band, and adding a row at the end never raises P(滑档)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1000, max: 60000 }), (list, rank) => {
        const s = memberSummary(index, mask, { rank, segment: '一段', planIds: list })
        expect(Object.values(s.bands).reduce((a, b) => a + b, 0)).toBe(list.length)
        const direct = countBands(
          list.map((id) => {
            const p = indexProbability(index, index.position.get(id) ?? -1, rank)
            return { band: p === null ? null : bandOf(p) }
          }),
        )
        expect(s.bands).toEqual({ chong: direct.chong, wen: direct.wen, bao: direct.bao, no: direct.no, unknown: direct.unknown })
        const shorter = memberSummary(index, mask, { rank, segment: '一段', planIds: list.slice(0, -1) })
        if (s.slip !== null && shorter.slip !== null) expect(s.slip).toBeLessThanOrEqual(shorter.slip + 1e-12)
        if (s.slip !== null) expect(s.slip).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 60 },
    )
  })
  it('gives no 滑档 risk in 二段, without a rank, or for programmes outside the plan', () => {
    expect(memberSummary(index, mask, { rank: 20000, segment: '二段', planIds: ids.slice(0, 5) }).slip).toBeNull()
    expect(memberSummary(index, mask, { rank: null, segment: '一段', planIds: ids.slice(0, 5) }).slip).toBeNull()
    const gone = memberSummary(index, mask, { rank: 20000, segment: '一段', planIds: ['9999|001'] })
    expect(gone).toEqual({ rows: 1, bands: { chong: 0, wen: 0, bao: 0, no: 0, unknown: 1 }, slip: null, expectedRow: null })
  })
})

describe('the cohort figures', () => {
  const summary = fc.record({
    rows: fc.integer({ min: 1, max: 80 }),
    bands: fc.record({ chong: fc.nat(20), wen: fc.nat(20), bao: fc.nat(20), no: fc.nat(5), unknown: fc.nat(5) }),
    slip: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    expectedRow: fc.constant(null),
  }) as fc.Arbitrary<ListSummary>
  const member: fc.Arbitrary<CohortMember> = fc.record({
    rank: fc.option(fc.integer({ min: 1, max: 290000 }), { nil: null }),
    summary,
    schools: fc.uniqueArray(fc.constantFrom('0001', '0002', '0003', '0004'), { maxLength: 4 }),
    majors: fc.uniqueArray(fc.constantFrom('计算机类', '临床医学', '法学'), { maxLength: 3 }),
  })
  it('say nothing below ten students, and above it no count of 1–9 and no school or major fewer than ten listed', () => {
    fc.assert(
      fc.property(fc.array(member, { maxLength: 40 }), (members) => {
        const f = cohortAggregate(members)
        if (members.length < MIN_GROUP) {
          expect(f.students).toBeNull()
          expect([...f.ranks, ...f.rows, ...f.slip, ...f.topSchools, ...f.topMajors]).toEqual([])
          expect(f.bandShare).toBeNull()
          return
        }
        expect(f.students).toBe(members.length)
        for (const b of [...f.ranks, ...f.rows, ...f.slip]) if (b.count !== null) expect(b.count === 0 || b.count >= MIN_GROUP).toBe(true)
        for (const group of [f.ranks, f.rows, f.slip]) expect(group.filter((b) => b.count === null).length).not.toBe(1)
        for (const s of f.topSchools) expect(s.students).toBeGreaterThanOrEqual(MIN_GROUP)
        for (const m of f.topMajors) expect(m.students).toBeGreaterThanOrEqual(MIN_GROUP)
        const withSlip = members.filter((m) => m.summary.slip !== null).length
        expect(f.medianSlip === null).toBe(withSlip < MIN_GROUP)
        if (f.bandShare) expect(Object.values(f.bandShare).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
      }),
    )
  })
  it('name majors without their bracketed notes', () => {
    expect(majorBase('计算机类(中外合作办学)')).toBe('计算机类')
    expect(majorBase('临床医学（5+3一体化）')).toBe('临床医学')
    expect(majorBase('法学')).toBe('法学')
  })
})

describe('trend counts', () => {
  it('count every programme once, under its own direction', () => {
    const direction = fc.constantFrom<TrendDirection>('harder', 'easier', 'steady', 'unknown')
    fc.assert(
      fc.property(fc.array(direction, { maxLength: 80 }), (trends) => {
        const counts = trendCounts(trends)
        expect(counts.harder + counts.easier + counts.steady + counts.unknown).toBe(trends.length)
        for (const d of ['harder', 'easier', 'steady', 'unknown'] as const) expect(counts[d]).toBe(trends.filter((t) => t === d).length)
      }),
    )
  })
})
