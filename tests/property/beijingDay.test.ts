import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { beijingDateTime, beijingDay, beijingMidnight } from '@/core/domain/beijingDay'

const DAY = 24 * 3600 * 1000
/** Instants from 1970 to about 2096, where every product date lives. */
const instant = fc.integer({ min: 0, max: 4e12 })
const dayText = fc
  .record({ y: fc.integer({ min: 1970, max: 2095 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)

describe('the Beijing day of an instant', () => {
  it('turns over at 16:00 UTC, midnight in Hangzhou', () => {
    expect(beijingDay(Date.UTC(2027, 5, 25, 15, 59))).toBe('2027-06-25')
    expect(beijingDay(Date.UTC(2027, 5, 25, 16, 0))).toBe('2027-06-26')
    expect(beijingDateTime(Date.UTC(2027, 5, 25, 16, 0, 5, 999))).toBe('2027-06-26 00:00:05')
  })

  it('is the UTC day eight hours later, and a day later is the next day', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(beijingDay(ms)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(beijingDay(ms)).toBe(new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10))
        expect(beijingDay(ms + DAY) > beijingDay(ms)).toBe(true)
        expect(beijingDateTime(ms).startsWith(`${beijingDay(ms)} `)).toBe(true)
      }),
    )
  })

  it('starts at its midnight: every instant lies within the 24 hours from the midnight of its day', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const midnight = beijingMidnight(beijingDay(ms))
        expect(ms - midnight).toBeGreaterThanOrEqual(0)
        expect(ms - midnight).toBeLessThan(DAY)
        expect(beijingDay(midnight)).toBe(beijingDay(ms))
        expect(beijingDateTime(midnight).endsWith(' 00:00:00')).toBe(true)
      }),
    )
  })
})

describe('the midnight of a Beijing day', () => {
  it('is midnight at +08:00, rolling a day past the month end over as Date.parse does', () => {
    fc.assert(
      fc.property(dayText, (day) => {
        expect(beijingMidnight(day)).toBe(Date.parse(`${day}T00:00:00+08:00`))
      }),
    )
    expect(beijingDay(beijingMidnight('2027-02-30'))).toBe('2027-03-02')
  })

  it('is NaN for text that is not YYYY-MM-DD', () => {
    for (const text of ['', '2027-6-1', '2027-06-01T00:00', 'yesterday', '2027-13-01', '2027-02-32']) expect(beijingMidnight(text)).toBeNaN()
  })
})
