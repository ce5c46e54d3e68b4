import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chanceText, riskText } from '@/core/domain/admission/chanceText'

describe('a chance as a family reads it', () => {
  it('never reads 0% or 100% for a chance strictly between them, and stays a whole percent in between', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        const text = chanceText(p)
        if (p > 0 && p < 1) expect(['0%', '100%']).not.toContain(text)
        if (p >= 0.01 && p <= 0.99) expect(text).toBe(`${Math.round(p * 100)}%`)
        if (p > 0.99) expect(text).toBe('>99%')
        if (p < 0.01) expect(text).toBe('<1%')
      }),
    )
    expect(chanceText(0.995)).toBe('>99%')
    expect(chanceText(null)).toBe('—')
  })

  it('keeps a risk above zero from reading 0% and one below certainty from reading 100%', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        const text = riskText(p)
        if (p > 0) expect(text).not.toBe('0%')
        if (p > 0.995 && p < 1) expect(text).toBe('>99%')
      }),
    )
  })
})
