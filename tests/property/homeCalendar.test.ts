import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dateSpan, thirdOf } from '@/core/home/dateSpan'
import { beijingDay } from '@/core/domain/beijingDay'
import { daysUntil, nextOfficialDates } from '@/core/home/nextOfficialDates'
import { OFFICIAL_CALENDAR_2027, type OfficialEvent } from '@/core/home/officialCalendar'

const DAY = 86_400_000
const day = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10))
const event = fc
  .tuple(day, fc.integer({ min: 0, max: 40 }), fc.constantFrom('day', 'tenDays', 'month') as fc.Arbitrary<OfficialEvent['precision']>, fc.boolean())
  .map(([from, len, precision, estimated]): OfficialEvent => ({
    key: 'gaokao',
    from,
    to: new Date(Date.parse(`${from}T00:00:00Z`) + len * DAY).toISOString().slice(0, 10),
    precision,
    estimated,
  }))
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) })

describe('the next official dates', () => {
  it('never lists an event that has ended, lists every one that has not (up to the cap), soonest first', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), instant, fc.integer({ min: 0, max: 12 }), (events, now, count) => {
        const today = beijingDay(now)
        const out = nextOfficialDates(events, now, count)
        expect(out.every((e) => e.to >= today)).toBe(true)
        expect(out.length).toBe(Math.min(count, events.filter((e) => e.to >= today).length))
        for (let i = 1; i < out.length; i++) expect(out[i - 1].inDays).toBeLessThanOrEqual(out[i].inDays)
        for (const e of out) {
          expect(e.ongoing).toBe(e.from <= today)
          expect(e.inDays).toBe(e.ongoing ? 0 : daysUntil(today, e.from))
          expect(e.inDays).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('turns the day over at midnight in Hangzhou (UTC+8), not UTC', () => {
    // 2027-06-06 16:00 UTC is already 7 June in Zhejiang: the 高考 is under way.
    const [first] = nextOfficialDates(OFFICIAL_CALENDAR_2027, Date.UTC(2027, 5, 6, 16, 0))
    expect(first).toMatchObject({ key: 'gaokao', ongoing: true, inDays: 0 })
    expect(nextOfficialDates(OFFICIAL_CALENDAR_2027, Date.UTC(2027, 5, 6, 15, 59))[0]).toMatchObject({ key: 'gaokao', ongoing: false, inDays: 1 })
  })

  it('says nothing after the year is over', () => {
    expect(nextOfficialDates(OFFICIAL_CALENDAR_2027, Date.UTC(2027, 8, 1))).toEqual([])
  })
})

describe('the 2027 calendar as data', () => {
  it('has well-formed events, each marked 预计 until the 2027 dates are published, the national exam from 7 June', () => {
    for (const e of OFFICIAL_CALENDAR_2027) {
      expect(e.from <= e.to).toBe(true)
      expect(e.from.startsWith('2027-')).toBe(true)
      expect(e.estimated).toBe(true)
    }
    expect(OFFICIAL_CALENDAR_2027.find((e) => e.key === 'gaokao')).toMatchObject({ from: '2027-06-07', to: '2027-06-10' })
  })
})

describe('dates in words no more precise than known', () => {
  it('puts days 1–10, 11–20 and 21–31 in 上旬, 中旬 and 下旬', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 31 }), (d) => thirdOf(d) === (d <= 10 ? 'early' : d <= 20 ? 'mid' : 'late')))
  })

  it('reads back the months and days of both ends, and one point only when they coincide at the precision', () => {
    fc.assert(
      fc.property(event, (e) => {
        const s = dateSpan(e)
        expect(s.from.month).toBe(Number(e.from.slice(5, 7)))
        expect(s.to.day).toBe(Number(e.to.slice(8, 10)))
        if (s.samePoint) expect(s.from.month).toBe(s.to.month)
        if (e.from === e.to) expect(s.samePoint).toBe(true)
      }),
    )
  })
})
