import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { MyListDay } from '@/ports/api/datav'
import { myDaysOption } from '@/ui/datav/cohortOptions'

const day = (slip: number | null): MyListDay => ({ day: '2027-06-28', rows: 80, chong: 20, wen: 30, bao: 30, no: 0, unknown: 0, slip, expectedRow: 5 })
const ctx = { dark: false, lang: 'zh_CN', t: (key: string) => key }

interface Axis {
  min: number
  max: number
  axisLabel: { formatter: (n: number) => string }
}
const slipAxisOf = (days: MyListDay[]) => (myDaysOption(days, ctx).yAxis as Axis[])[1]

describe('the P(滑档) axis of a student’s own record', () => {
  it('runs from 0 to a round ceiling that holds every day, and its five ticks read differently', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }), { minLength: 1, maxLength: 30 }), (slips) => {
        const axis = slipAxisOf(slips.map(day))
        expect(axis.min).toBe(0)
        expect([0.05, 0.1, 0.2, 0.5, 1]).toContain(axis.max)
        for (const s of slips) if (s !== null) expect(s).toBeLessThanOrEqual(axis.max)
        const labels = [0, 1, 2, 3, 4, 5].map((i) => axis.axisLabel.formatter((axis.max * i) / 5))
        expect(new Set(labels).size).toBe(labels.length)
      }),
    )
  })

  it('keeps a tiny risk near the floor of a 0–5 % axis instead of stretching the axis to it', () => {
    expect(slipAxisOf([day(0.0004)]).max).toBe(0.05)
  })
})
