import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rovingIndex } from '@/ui/components/useRovingFocus'

const row = fc.integer({ min: 0, max: 50 }).chain((last) => fc.tuple(fc.integer({ min: 0, max: last }), fc.constant(last)))

describe('rovingIndex', () => {
  it('stays in the row, one step per arrow, Home and End at the ends', () => {
    fc.assert(
      fc.property(row, ([i, last]) => {
        expect(rovingIndex('ArrowRight', i, last)).toBe(Math.min(i + 1, last))
        expect(rovingIndex('ArrowDown', i, last)).toBe(Math.min(i + 1, last))
        expect(rovingIndex('ArrowLeft', i, last)).toBe(Math.max(i - 1, 0))
        expect(rovingIndex('ArrowUp', i, last)).toBe(Math.max(i - 1, 0))
        expect(rovingIndex('Home', i, last)).toBe(0)
        expect(rovingIndex('End', i, last)).toBe(last)
      }),
    )
  })

  it('leaves every other key alone', () => {
    fc.assert(
      fc.property(row, fc.string(), ([i, last], key) => {
        fc.pre(!['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'].includes(key))
        expect(rovingIndex(key, i, last)).toBeNull()
      }),
    )
  })
})
