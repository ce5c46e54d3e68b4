import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { beijingDay } from '@/core/domain/beijingDay'
import { bookableDays, isBookableDay } from '@/core/domain/consult/bookingDays'
import { bookingProblems, cooperationProblems, type BookingForm, type CooperationForm } from '@/core/domain/consult/consultForms'
import { canCancel, isFinal, isOpen, operatorCanMove } from '@/core/domain/consult/consultStatus'
import { superVipItem, superVipUntil } from '@/core/domain/consult/superVipTerm'
import { BookingInput, ConsultLimits, ConsultPeriod, ConsultStatus, CooperationInput, CooperationKind } from '@/ports/api/consult'
import type { consultMessages_zh_CN } from '@/ports/api/consultMessages.zh_CN'
import { LANGS } from '@/ports/api/lang'
import { apiMessage } from '@/ports/api/messages'

const NOW = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) })
const DAY = 86_400_000
/** Text around a length limit, with spaces that trimming takes away. */
const textAround = (max: number) =>
  fc.oneof(
    fc.constantFrom('', '  ', ' 张 '),
    fc.string({ minLength: 0, maxLength: max + 3 }),
    fc.integer({ min: 0, max: max + 2 }).map((n) => ` ${'字'.repeat(n)} `),
  )
const phone = fc.oneof(fc.constantFrom('13800000000', ' 19912345678 ', '1380000000', '23800000000', '', '1380000000a'), fc.string({ maxLength: 12 }))

/** The first zod message of each field: what the server would answer for it. */
function zodProblems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const problems: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) problems[String(issue.path[0])] ??= issue.message
  return problems
}

describe('the booking form rule', () => {
  const form = (now: number) =>
    fc.record<BookingForm>({
      contactName: textAround(ConsultLimits.contactNameMax),
      phone,
      preferredDate: fc.oneof(
        fc.integer({ min: -3, max: ConsultLimits.daysAhead + 3 }).map((d) => beijingDay(now + d * DAY)),
        fc.constantFrom('2026-02-30', '26-06-26', ''),
      ),
      preferredPeriod: fc.constantFrom(...ConsultPeriod.options, 'noon', ''),
      question: textAround(ConsultLimits.questionMax),
    })

  it('finds, field by field, exactly the problems the server finds (its schema, then the day against its clock)', () => {
    fc.assert(
      fc.property(
        NOW.chain((now) => fc.tuple(fc.constant(now), form(now))),
        ([now, f]) => {
          const server = zodProblems(BookingInput.safeParse(f))
          if (!server.preferredDate && !isBookableDay(f.preferredDate, now)) server.preferredDate = 'consult.dateInvalid'
          expect(bookingProblems(f, now)).toEqual(server)
        },
      ),
    )
  })
})

describe('the cooperation form rule', () => {
  const form = fc.record<CooperationForm>({
    organisation: textAround(ConsultLimits.organisationMax),
    contactName: textAround(ConsultLimits.contactNameMax),
    phone,
    city: textAround(ConsultLimits.cityMax),
    kind: fc.constantFrom(...CooperationKind.options, 'spam', ''),
    message: textAround(ConsultLimits.messageMax),
  })

  it('finds, field by field, exactly the problems the server’s schema finds', () => {
    fc.assert(
      fc.property(form, (f) => {
        expect(cooperationProblems(f)).toEqual(zodProblems(CooperationInput.safeParse(f)))
      }),
    )
  })
})

describe('booking days', () => {
  it('are the next daysAhead Beijing days in order, each bookable, and nothing just outside them', () => {
    fc.assert(
      fc.property(NOW, (now) => {
        const days = bookableDays(now)
        expect(days).toHaveLength(ConsultLimits.daysAhead)
        expect(days.every((d) => isBookableDay(d, now))).toBe(true)
        expect(new Set(days).size).toBe(days.length)
        expect([...days].sort()).toEqual(days)
        expect(days[0] > beijingDay(now)).toBe(true)
        expect(isBookableDay(beijingDay(now), now)).toBe(false)
        expect(isBookableDay(beijingDay(Date.parse(`${days[days.length - 1]}T12:00:00+08:00`) + DAY), now)).toBe(false)
      }),
    )
  })

  it('turn over at Beijing midnight, not UTC midnight', () => {
    const lateEvening = Date.parse('2026-06-25T23:59:00+08:00')
    const justAfter = Date.parse('2026-06-26T00:01:00+08:00')
    expect(bookableDays(lateEvening)[0]).toBe('2026-06-26')
    expect(bookableDays(justAfter)[0]).toBe('2026-06-27')
  })
})

describe('booking statuses', () => {
  const status = fc.constantFrom(...ConsultStatus.options)

  it('let a student cancel only an untouched booking, and an operator never reopen or leave a final one', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (canCancel(from)) expect(isOpen(from)).toBe(true)
        expect(isOpen(from)).toBe(!isFinal(from))
        if (operatorCanMove(from, to)) {
          expect(isFinal(from)).toBe(false)
          expect(to).not.toBe('submitted')
          expect(to).not.toBe(from)
        }
      }),
    )
  })

  it('give every open booking a way to 已完成 and to 已取消', () => {
    for (const from of ConsultStatus.options.filter(isOpen)) {
      expect(operatorCanMove(from, 'done')).toBe(true)
      expect(operatorCanMove(from, 'cancelled')).toBe(true)
    }
  })
})

describe('the words of the limits', () => {
  it('name the numbers of ConsultLimits in every language', () => {
    const expected: [keyof typeof consultMessages_zh_CN, number][] = [
      ['consult.contactNameTooLong', ConsultLimits.contactNameMax],
      ['consult.questionShort', ConsultLimits.questionMin],
      ['consult.questionLong', ConsultLimits.questionMax],
      ['consult.dateInvalid', ConsultLimits.daysAhead],
      ['coop.organisationRequired', ConsultLimits.organisationMin],
      ['coop.organisationTooLong', ConsultLimits.organisationMax],
      ['coop.cityTooLong', ConsultLimits.cityMax],
      ['coop.messageTooLong', ConsultLimits.messageMax],
    ]
    for (const [key, n] of expected) for (const lang of LANGS) expect([key, apiMessage(key, lang)]).toEqual([key, expect.stringContaining(String(n))])
  })
})

describe('the 尊享版 term', () => {
  const items = [
    { name: '尊享版会员', service: '1' },
    { name: '全能套餐', service: '1,3,5' },
    { name: '志愿审核 10次', service: '3' },
  ]
  const order = fc.record({
    subject: fc.constantFrom('尊享版会员', '全能套餐', '志愿审核 10次', '已下架的旧套餐'),
    status: fc.constantFrom('pending' as const, 'paid' as const, 'failed' as const, 'closed' as const),
    validUntil: fc.option(fc.integer({ min: 0, max: 4e12 }), { nil: null }),
  })

  it('is the latest end among paid orders of items granting 尊享版, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 12 }), (orders) => {
        const counted = orders.filter((o) => o.status === 'paid' && o.validUntil !== null && (o.subject === '尊享版会员' || o.subject === '全能套餐'))
        const until = superVipUntil(orders, items)
        expect(until).toBe(counted.length === 0 ? null : Math.max(...counted.map((o) => o.validUntil!)))
        // Order does not matter.
        expect(superVipUntil([...orders].reverse(), items)).toBe(until)
      }),
    )
  })
})

describe('the 尊享版 offer', () => {
  const item = fc.record({
    service: fc.constantFrom('1', '3', '1,3,5', '5', ''),
    type: fc.constantFrom(1, 2),
    price: fc.integer({ min: 0, max: 1000 }),
  })

  it('is an item granting 尊享版, a single service before any package, then the cheapest; none when nothing grants it', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const offered = superVipItem(items)
        const granting = items.filter((i) => i.service.split(',').includes('1'))
        if (granting.length === 0) {
          expect(offered).toBeNull()
          return
        }
        expect(offered).not.toBeNull()
        expect(granting).toContain(offered)
        for (const other of granting) {
          expect(offered!.type).toBeLessThanOrEqual(other.type)
          if (other.type === offered!.type) expect(offered!.price).toBeLessThanOrEqual(other.price)
        }
      }),
    )
  })
})
