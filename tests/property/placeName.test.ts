import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchPlace } from '@/core/domain/placeName'

const region = fc.record({ code: fc.stringMatching(/^\d{2,6}$/), name: fc.string({ minLength: 1, maxLength: 6 }) })

describe('matchPlace', () => {
  it('finds a region by its exact name whenever one has it', () => {
    fc.assert(
      fc.property(fc.array(region, { minLength: 1 }), fc.nat(), (rows, i) => {
        const target = rows[i % rows.length]
        if (target.name.trim() !== target.name) return true
        return matchPlace(rows, target.name)?.name === target.name
      }),
    )
  })

  it('only ever answers a region whose name starts with the query, or nothing for a blank query', () => {
    fc.assert(
      fc.property(fc.array(region), fc.string({ maxLength: 3 }), (rows, q) => {
        const hit = matchPlace(rows, q)
        if (q.trim() === '') return hit === null
        return hit === null ? rows.every((r) => !r.name.startsWith(q.trim())) : hit.name.startsWith(q.trim())
      }),
    )
  })

  it('prefers the exact name over a longer one with the same start, then the lowest code', () => {
    const rows = [
      { code: '2202', name: '吉林市' },
      { code: '22', name: '吉林省' },
      { code: '2201', name: '吉林' },
    ]
    expect(matchPlace(rows, '吉林')?.code).toBe('2201')
    expect(matchPlace(rows.slice(0, 2), '吉林')?.code).toBe('22')
  })
})
