import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCount } from '@/ui/i18n/formatCount'

// The app's languages; formatCount must write what Intl writes for each (Node carries full ICU).
const LOCALES = ['zh-CN', 'zh-TW', 'en'] as const

describe('formatCount: numbers as toLocaleString writes them, without loading ICU', () => {
  it('writes any whole number as each language does (ranks, counts, tuition)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...LOCALES), (n, locale) => {
        expect(formatCount(n)).toBe(n.toLocaleString(locale))
      }),
    )
  })

  // Intl rounds a number's shortest decimal form (107374.1825 → .183), not its exact binary value (toFixed: .182).
  it('writes decimals to three places as each language does, ties away from zero', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e7, max: 1e7, noNaN: true }),
          fc.integer().map((i) => i / 10000 + 0.0005),
        ),
        fc.constantFrom(...LOCALES),
        (n, locale) => {
          expect(formatCount(n)).toBe(n.toLocaleString(locale))
        },
      ),
    )
  })

  it('examples', () => {
    expect(formatCount(513)).toBe('513')
    expect(formatCount(12345)).toBe('12,345')
    expect(formatCount(1234567.5)).toBe('1,234,567.5')
    expect(formatCount(0)).toBe('0')
    expect(formatCount(107374.1825)).toBe('107,374.183')
  })
})
