import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildList } from '@/core/domain/admission/buildList'
import { checkList } from '@/core/domain/admission/checkList'
import { VOCATIONAL_ROWS } from '@/core/domain/admission/undergradEdge'
import { aLadder, anIndex, PCB, wants, type FakeProgramme } from './planIndexFixtures'

// 1,200 本科 programmes filling at 15,000 … 134,900 last year (eight in ten within about 111,000), then 专科:
// 120 that 一段 listed last year (filling at 100,000 … 219,000) and 20 it did not (二段 only).
const undergrad = aLadder(1200).map((p) => ({ ...p, lastRank: p.center }))
const firstVocational: FakeProgramme[] = Array.from({ length: 120 }, (_, k) => ({
  id: `${8000 + Math.floor(k / 6)}|${500 + (k % 6)}`,
  center: 100000 + k * 1000,
  lastRank: 100000 + k * 1000,
  undergraduate: false,
}))
const secondOnly: FakeProgramme[] = Array.from({ length: 20 }, (_, k) => ({ id: `${9000 + k}|501`, center: 200000, undergraduate: false }))
const index = anIndex([...undergrad, ...firstVocational, ...secondOnly])
const isVocational = (i: number) => index.undergraduate[i] === 0
const student = (rank: number) => ({ rank, subjects: PCB, segment: '一段' as const })

describe('一段 专科 rows end the list of a student near the bottom of the 本科 range', () => {
  it('starts at the 80th percentile of last year’s 本科 cutoffs', () => {
    expect(index.vocationalFromRank).toBeGreaterThan(110000)
    expect(index.vocationalFromRank).toBeLessThan(112000)
  })

  it('fills the rows asked, 专科 only below every 本科 row, only from 专科 that 一段 listed, only when wanted and near the edge (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20000, max: 150000 }), fc.integer({ min: 20, max: 80 }), fc.boolean(), (rank, rows, on) => {
        const built = buildList(index, student(rank), wants({ rows, vocational: on }))
        const kinds = built.rows.map((r) => isVocational(r.index))
        expect(built.rows).toHaveLength(rows)
        const n = kinds.filter(Boolean).length
        expect(n).toBe(on && rank >= index.vocationalFromRank ? Math.min(VOCATIONAL_ROWS, Math.floor(rows / 2)) : 0)
        // Every 专科 row after every 本科 row.
        expect(kinds.slice(0, rows - n).every((v) => !v)).toBe(true)
        for (const r of built.rows) if (isVocational(r.index)) expect(index.firstVocational[r.index]).toBe(1)
        expect(built.notices.some((x) => x.code === 'vocational')).toBe(n > 0)
        expect(built.notices.some((x) => x.code === (n > 0 ? 'partsVocational' : 'parts'))).toBe(true)
      }),
      { numRuns: 40 },
    )
  })

  it('catches a student whom the 本科 rows may miss: P(滑档) falls, the chance of 本科 is told apart', () => {
    const rank = 133000
    const withRows = buildList(index, student(rank), wants())
    const without = buildList(index, student(rank), wants({ vocational: false }))
    expect(withRows.outcome!.slip).toBeLessThan(without.outcome!.slip)
    expect(withRows.undergradSlip!).toBeGreaterThan(withRows.outcome!.slip)
    expect(without.undergradSlip).toBe(without.outcome!.slip)
    expect(withRows.notices.find((x) => x.code === 'vocational')?.params).toMatchObject({ n: VOCATIONAL_ROWS, undergrad: 70 })
    expect(withRows.rows.filter((r) => isVocational(r.index)).every((r) => r.reasons[0].code === 'vocational')).toBe(true)
  })

  it('at the edge says how the 本科 chance came true, with the 专科 rows or without', () => {
    const code = (on: boolean) => buildList(index, student(140000), wants({ vocational: on })).notices.map((x) => x.code)
    expect(code(true)).toContain('undergradEdge')
    expect(code(false)).toContain('undergradEdgeNoVocational')
  })
})

describe('the check knows 一段 专科', () => {
  const facts = { scores: {}, sex: null }
  const at = (id: string) => index.position.get(id)!
  it('takes a 专科 programme 一段 listed last year as a 一段 row, and one it did not as the wrong segment', () => {
    const r = checkList(index, [at('8000|500'), at('9000|501')], student(150000), wants(), facts)
    const codes = (row: number) => r.findings.filter((f) => f.row === row).map((f) => f.code)
    expect(codes(1)).not.toContain('wrongSegment')
    expect(codes(2)).toContain('wrongSegment')
  })
})
