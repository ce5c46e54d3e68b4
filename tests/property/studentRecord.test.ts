import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sessionUserOf } from '@/core/session/sessionUser'
import { studentRecordOf } from '@/core/session/studentRecord'
import type { LoginUser, Student } from '@/ports/api/schemas'

const wireStudent = fc.record(
  {
    id: fc.integer({ min: 1, max: 1e6 }),
    total: fc.option(fc.integer({ min: 0, max: 750 }), { nil: null }),
    rank: fc.option(fc.constantFrom('0', '1', ''), { nil: null }),
    rankZs: fc.option(fc.integer({ min: 1, max: 400_000 }), { nil: undefined }),
    isFill: fc.option(fc.constantFrom('0', '1', '', 'true', ' 1'), { nil: null }),
    subject: fc.option(fc.constantFrom('物理,化学,生物', '历史,政治,地理'), { nil: null }),
    batchId: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    name: fc.option(fc.string(), { nil: null }),
  },
  { requiredKeys: ['id'] },
) as fc.Arbitrary<Student>

describe('the student record in the app’s names', () => {
  it('reads rankZs as rank and isFill === "1" as complete, drops the wire flags and keeps every other field', () => {
    fc.assert(
      fc.property(wireStudent, (wire) => {
        const record = studentRecordOf(wire)
        expect(record.rank).toBe(wire.rankZs ?? null)
        expect(record.complete).toBe(wire.isFill === '1')
        expect(Object.keys(record)).not.toContain('rankZs')
        expect(Object.keys(record)).not.toContain('isFill')
        const { rank: _rank, rankZs: _rankZs, isFill: _isFill, ...rest } = wire
        const { rank: _r, complete: _c, ...kept } = record
        expect(kept).toEqual(rest)
      }),
    )
  })

  it('is what a signed-in user carries as `student`, and nobody’s record when the wire has none', () => {
    fc.assert(
      fc.property(fc.option(wireStudent, { nil: null }), (wire) => {
        const user = sessionUserOf({ id: 7, phone: '13800000000', gkUserStudent: wire } as LoginUser)
        expect(user.student).toEqual(wire ? studentRecordOf(wire) : null)
        expect(user).not.toHaveProperty('gkUserStudent')
      }),
    )
  })
})
