import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accessTo, authoritiesOf, ownsAll, rolesOf, ServiceType, type AccessArea } from '@/core/domain/access'
import { authorize } from '@/core/domain/authorize'
import { couponVerdict, type CouponTerms, type CouponUse, type CouponVerdict } from '@/core/domain/pay/couponRule'
import {
  appliedCode,
  appliedDiscountFen,
  couponStep,
  noCoupon,
  payProblem,
  verifyProblem,
  type CouponEvent,
  type CouponForm,
} from '@/core/domain/pay/couponForm'
import { discountOnFen, fenToYuan, payableFen, yuanToFen } from '@/core/domain/pay/money'
import { grantOf, itemStanding, parseServices, preselect, serviceForType, withPaidServices } from '@/core/domain/pay/services'
import { vipLevel } from '@/core/domain/vipLevel'

const fen = fc.integer({ min: 0, max: 10_000_000 })
const flag = fc.constantFrom(0, 1)
const user = fc.record({ isSuperVip: flag, isBaseVip: flag, isThreeOne: flag, volunteerVerify: fc.integer({ min: 0, max: 5 }) })
const AREAS: AccessArea[] = ['ai', 'premier', 'threeOne', 'check', 'list']

describe('payable amount', () => {
  it('is price less discount, never below 0 nor above the price, for any price and discount (even a negative one)', () => {
    fc.assert(
      fc.property(fen, fc.integer({ min: -1_000_000, max: 20_000_000 }), (price, discount) => {
        const pay = payableFen(price, discount)
        expect(pay).toBeGreaterThanOrEqual(0)
        expect(pay).toBeLessThanOrEqual(price)
        expect(pay).toBe(Math.max(0, price - Math.max(0, discount)))
        // What the coupon takes plus what is paid is the price: no fen appears or disappears.
        expect(pay + discountOnFen(price, discount)).toBe(price)
      }),
    )
  })

  it('round-trips fen through yuan exactly', () => {
    fc.assert(
      fc.property(fen, (f) => {
        expect(yuanToFen(fenToYuan(f))).toBe(f)
      }),
    )
  })
})

const event: fc.Arbitrary<CouponEvent> = fc.oneof(
  fc.record({ kind: fc.constant('typed' as const), code: fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 8 })) }),
  fc.record({ kind: fc.constant('verified' as const), discountFen: fc.integer({ min: -100, max: 50_000 }) }),
  fc.constant({ kind: 'refused' as const }),
  fc.constant({ kind: 'cancelled' as const }),
  fc.constant({ kind: 'itemChanged' as const }),
)

describe('coupon field and its messages', () => {
  it('applies a discount only to a code the server verified since it was typed, and never a negative one', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let form: CouponForm = noCoupon
        let verifiedSinceTyped = false
        for (const e of events) {
          const before = form
          form = couponStep(form, e)
          if (e.kind === 'typed' || e.kind === 'cancelled' || e.kind === 'itemChanged') verifiedSinceTyped = false
          if (e.kind === 'verified' && before.status !== 'none') verifiedSinceTyped = true
          if (e.kind === 'refused') verifiedSinceTyped = false
          expect(form.status === 'applied').toBe(verifiedSinceTyped && form.code !== '')
          expect(appliedDiscountFen(form)).toBeGreaterThanOrEqual(0)
          expect(appliedCode(form) !== undefined).toBe(form.status === 'applied')
          // Go pay is blocked exactly while a code is written but not applied.
          expect(payProblem(form) === 'pay.couponNotApplied').toBe(form.status === 'entered' || form.status === 'unusable')
        }
      }),
    )
  })

  it('refuses to verify a code shorter than 3 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (code) => {
        const form = couponStep(noCoupon, { kind: 'typed', code })
        expect(verifyProblem(form) === 'pay.couponShort').toBe(code.trim().length < 3)
      }),
    )
  })
})

const terms: fc.Arbitrary<CouponTerms> = fc.record({
  discountFen: fc.integer({ min: -100, max: 50_000 }),
  memberships: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  startsAt: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
  endsAt: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
  perUserLimit: fc.integer({ min: 1, max: 3 }),
  totalLimit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  active: fc.boolean(),
})
const uses: fc.Arbitrary<CouponUse> = fc.record({ byUser: fc.nat(4), total: fc.nat(6) })

/** A coupon, an item, a time and the uses so far: everything the verdict is about. */
interface CouponCase {
  terms: CouponTerms
  item: number
  now: number
  used: CouponUse
}
const verdictOf = (c: CouponCase) => couponVerdict(c.terms, c.item, c.now, c.used)

/** A case the coupon holds in: built inside every bound, not checked against the rule it is to test. */
const usableCase: fc.Arbitrary<CouponCase> = fc
  .record({
    item: fc.integer({ min: 1, max: 6 }),
    now: fc.integer({ min: 100, max: 900 }),
    discountFen: fc.integer({ min: 1, max: 50_000 }),
    otherItems: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }), { nil: null }),
    startedAgo: fc.option(fc.nat(100), { nil: null }),
    endsIn: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    byUser: fc.nat(3),
    userRoom: fc.integer({ min: 1, max: 3 }),
    byOthers: fc.nat(3),
    totalRoom: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  })
  .map((g) => ({
    item: g.item,
    now: g.now,
    used: { byUser: g.byUser, total: g.byUser + g.byOthers },
    terms: {
      discountFen: g.discountFen,
      // null: every item; otherwise a list that names this item among others.
      memberships: g.otherItems === null ? [] : [...new Set([...g.otherItems, g.item])],
      startsAt: g.startedAgo === null ? null : g.now - g.startedAgo,
      endsAt: g.endsIn === null ? null : g.now + g.endsIn,
      perUserLimit: g.byUser + g.userRoom,
      totalLimit: g.totalRoom === null ? null : g.byUser + g.byOthers + g.totalRoom,
      active: true,
    },
  }))

type Refusal = Exclude<CouponVerdict, 'usable'>
/** One thing wrong with a usable case, and the refusal it alone earns. */
interface Cause {
  name: string
  refusal: Refusal
  apply: (c: CouponCase, k: number) => CouponCase
}
const CAUSES: Cause[] = [
  { name: 'switched off', refusal: 'pay.couponUnusable', apply: (c) => ({ ...c, terms: { ...c.terms, active: false } }) },
  { name: 'no discount', refusal: 'pay.couponUnusable', apply: (c, k) => ({ ...c, terms: { ...c.terms, discountFen: -k } }) },
  { name: 'another item', refusal: 'pay.couponUnusable', apply: (c, k) => ({ ...c, terms: { ...c.terms, memberships: [c.item + 1 + k] } }) },
  { name: 'not started', refusal: 'pay.couponExpired', apply: (c, k) => ({ ...c, terms: { ...c.terms, startsAt: c.now + 1 + k } }) },
  { name: 'ended', refusal: 'pay.couponExpired', apply: (c, k) => ({ ...c, terms: { ...c.terms, endsAt: c.now - k } }) },
  {
    name: 'used up by this user',
    refusal: 'pay.couponUsedUp',
    apply: (c, k) => ({ ...c, used: { byUser: c.terms.perUserLimit + k, total: c.used.total + c.terms.perUserLimit + k - c.used.byUser } }),
  },
  {
    name: 'used up by everyone',
    refusal: 'pay.couponUsedUp',
    apply: (c, k) => ({ ...c, terms: { ...c.terms, totalLimit: Math.max(1, c.used.total - k) }, used: { ...c.used, total: Math.max(1, c.used.total) } }),
  },
]
/** The order the refusals are told in: a coupon that is not for this is not "used up", nor "expired". */
const GRAVITY: Refusal[] = ['pay.couponUnusable', 'pay.couponExpired', 'pay.couponUsedUp']
const cause = fc.constantFrom(...CAUSES)
const amount = fc.nat(50)

describe('coupon rule', () => {
  it('holds for a coupon that is on, for the item, inside its window and under both limits', () => {
    fc.assert(
      fc.property(usableCase, (c) => {
        expect(verdictOf(c)).toBe('usable')
      }),
    )
  })

  it('answers each cause with its own refusal: not for this, not now, or used up', () => {
    fc.assert(
      fc.property(usableCase, cause, amount, (c, why, k) => {
        expect(verdictOf(why.apply(c, k))).toBe(why.refusal)
      }),
    )
  })

  it('names the gravest cause when several are wrong, in whatever order they came', () => {
    fc.assert(
      fc.property(usableCase, fc.uniqueArray(cause, { minLength: 1, maxLength: CAUSES.length, selector: (why) => why.name }), amount, (c, whys, k) => {
        const broken = whys.reduce((acc, why) => why.apply(acc, k), c)
        const gravest = GRAVITY.find((refusal) => whys.some((why) => why.refusal === refusal))
        expect(verdictOf(broken)).toBe(gravest)
      }),
    )
  })

  it('is refused from its end on and before its start, and holds at its start and just before its end', () => {
    fc.assert(
      fc.property(usableCase, fc.integer({ min: 1, max: 100 }), (c, length) => {
        const start = c.now - 1
        const at = (now: number) => verdictOf({ ...c, now, terms: { ...c.terms, startsAt: start, endsAt: start + length } })
        expect(at(start)).toBe('usable')
        expect(at(start + length - 1)).toBe('usable')
        expect(at(start - 1)).toBe('pay.couponExpired')
        expect(at(start + length)).toBe('pay.couponExpired')
      }),
    )
  })

  it('never changes its refusal with more uses, and more uses only ever turn a usable coupon into a used-up one', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 1000 }), uses, fc.nat(4), fc.nat(4), (t, item, now, used, mine, theirs) => {
        const before = couponVerdict(t, item, now, used)
        const after = couponVerdict(t, item, now, { byUser: used.byUser + mine, total: used.total + mine + theirs })
        if (before === 'usable') expect(['usable', 'pay.couponUsedUp']).toContain(after)
        else expect(after).toBe(before)
      }),
    )
  })

  it('once refused while being used, stays refused: using it again never makes it usable', () => {
    const use = fc.constantFrom('mine' as const, 'theirs' as const)
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 1000 }), fc.array(use, { maxLength: 12 }), (t, item, now, history) => {
        let used: CouponUse = { byUser: 0, total: 0 }
        let refused: CouponVerdict | null = null
        for (const who of history) {
          used = { byUser: used.byUser + (who === 'mine' ? 1 : 0), total: used.total + 1 }
          const verdict = couponVerdict(t, item, now, used)
          if (refused !== null) expect(verdict).toBe(refused)
          else if (verdict !== 'usable') refused = verdict
        }
      }),
    )
  })

  it('holds whenever a stingier coupon holds: more discount, a wider window, higher limits or more items never refuse', () => {
    const widen = fc.record({
      discount: fc.nat(100),
      earlier: fc.option(fc.nat(50), { nil: null }),
      later: fc.option(fc.nat(50), { nil: null }),
      more: fc.nat(3),
    })
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 1000 }), uses, widen, fc.boolean(), (t, item, now, used, w, everyItem) => {
        const generous: CouponTerms = {
          ...t,
          discountFen: t.discountFen + w.discount,
          // An empty list already means every item: adding one to it would narrow it, not widen it.
          memberships: everyItem || t.memberships.length === 0 ? [] : [...t.memberships, item + 10],
          startsAt: t.startsAt === null || w.earlier === null ? null : t.startsAt - w.earlier,
          endsAt: t.endsAt === null || w.later === null ? null : t.endsAt + w.later,
          perUserLimit: t.perUserLimit + w.more,
          totalLimit: t.totalLimit === null ? null : t.totalLimit + w.more,
        }
        if (couponVerdict(t, item, now, used) === 'usable') expect(couponVerdict(generous, item, now, used)).toBe('usable')
      }),
    )
  })

  it('does not care how large the discount is, nor, when it is for every item, which item', () => {
    fc.assert(
      fc.property(
        terms,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        uses,
        fc.integer({ min: 1, max: 50_000 }),
        (t, item, other, now, used, discount) => {
          if (t.discountFen > 0) expect(couponVerdict({ ...t, discountFen: discount }, item, now, used)).toBe(couponVerdict(t, item, now, used))
          const everyItem = { ...t, memberships: [] }
          expect(couponVerdict(everyItem, other, now, used)).toBe(couponVerdict(everyItem, item, now, used))
        },
      ),
    )
  })
})

describe('access rule for every combination of entitlements', () => {
  it('passes everywhere for a user owning everything, and otherwise names the service type to buy', () => {
    fc.assert(
      fc.property(user, (u) => {
        for (const area of AREAS) {
          const d = accessTo(area, u)
          if (ownsAll(u)) expect(d.allowed).toBe(true)
          if (!d.allowed) expect(Object.values(ServiceType)).toContain(d.serviceType)
        }
        expect(accessTo('premier', u).allowed).toBe(ownsAll(u) || u.isSuperVip === 1)
        expect(accessTo('ai', u).allowed).toBe(ownsAll(u) || vipLevel(u) >= 2)
        expect(accessTo('threeOne', u).allowed).toBe(u.isThreeOne === 1)
      }),
    )
  })

  it('opens every denied area once the service its paywall preselects is granted', () => {
    fc.assert(
      fc.property(user, fc.constantFrom(...AREAS), (u, area) => {
        const d = accessTo(area, u)
        if (d.allowed) return
        const service = serviceForType(d.serviceType)
        const g = grantOf([service], 10)
        const after = {
          ...u,
          ...(g.isSuperVip ? { isSuperVip: 1 } : {}),
          ...(g.isBaseVip ? { isBaseVip: 1 } : {}),
          ...(g.isThreeOne ? { isThreeOne: 1 } : {}),
          volunteerVerify: u.volunteerVerify + g.addChecks,
        }
        expect(accessTo(area, after).allowed).toBe(true)
      }),
    )
  })

  it('never lets an item be bought twice: once granted, it is held', () => {
    fc.assert(
      fc.property(user, fc.uniqueArray(fc.constantFrom(1, 2, 5), { minLength: 1, maxLength: 3 }), (u, services) => {
        const g = grantOf(services, 0)
        const after = { ...u, ...(g.isSuperVip ? { isSuperVip: 1 } : {}), ...(g.isBaseVip ? { isBaseVip: 1 } : {}), ...(g.isThreeOne ? { isThreeOne: 1 } : {}) }
        expect(itemStanding(after, services)).not.toBe('open')
      }),
    )
  })

  it('adds what paid orders grant to an account’s own flags, never taking one away, and nothing without orders', () => {
    const services = fc.uniqueArray(fc.constantFrom(1, 2, 3, 5), { maxLength: 4 })
    fc.assert(
      fc.property(user, fc.array(services, { maxLength: 3 }), (u, paid) => {
        const after = withPaidServices(u, paid)
        for (const flag of ['isSuperVip', 'isBaseVip', 'isThreeOne'] as const) {
          const granted = paid.some((s) => (flag === 'isSuperVip' ? s.includes(1) : flag === 'isBaseVip' ? s.includes(1) || s.includes(2) : s.includes(5)))
          expect(after[flag]).toBe(u[flag] === 1 || granted ? 1 : 0)
        }
        expect(after.volunteerVerify).toBe(u.volunteerVerify)
        expect(withPaidServices(u, [])).toEqual({
          ...u,
          isSuperVip: u.isSuperVip === 1 ? 1 : 0,
          isBaseVip: u.isBaseVip === 1 ? 1 : 0,
          isThreeOne: u.isThreeOne === 1 ? 1 : 0,
        })
      }),
    )
  })

  it('calls an item bought only when it grants nothing but what is owned, and sells only what holds nothing owned', () => {
    fc.assert(
      fc.property(user, fc.uniqueArray(fc.constantFrom(1, 2, 3, 5), { minLength: 1, maxLength: 4 }), (u, services) => {
        const standing = itemStanding(u, services)
        const owned = (s: number) => (s === 1 ? u.isSuperVip === 1 : s === 2 ? u.isBaseVip === 1 && u.isSuperVip !== 1 : s === 5 ? u.isThreeOne === 1 : false)
        const held = (s: number) => owned(s) || (u.isSuperVip === 1 && (s === 2 || s === 3))
        expect(standing === 'bought').toBe(services.every(owned))
        expect(standing === 'open').toBe(!services.some(held))
        // Bought checks are used up: a user who is not 尊享版 can always buy checks again.
        if (u.isSuperVip !== 1) expect(itemStanding(u, [3])).toBe('open')
      }),
    )
  })

  it('preselects an item for sale that grants the paywall’s service when one exists', () => {
    const item = fc.record({ id: fc.nat(20), type: fc.constantFrom(1, 2), service: fc.constantFrom('1', '3', '5', '1,5', '3'), isBuy: flag })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), fc.constantFrom(1, 2, 3, 4, undefined), (items, type) => {
        const chosen = preselect(items, type)
        const open = items.filter((i) => i.isBuy !== 1)
        if (open.length === 0) {
          expect(chosen).toBeNull()
          return
        }
        expect(chosen?.isBuy).toBe(0)
        const wanted = serviceForType(type)
        if (open.some((i) => parseServices(i.service).includes(wanted))) expect(parseServices(chosen!.service)).toContain(wanted)
      }),
    )
  })
})

describe('element-level checks (roles and authorities)', () => {
  const names = fc.uniqueArray(fc.constantFrom('student', 'baseVip', 'superVip', 'threeOne', 'a', 'b'), { maxLength: 4 })
  it('pass an empty requirement, and match role / any-role / permission / any-permission as sets', () => {
    fc.assert(
      fc.property(names, names, names, names, (roles, authorities, need, any) => {
        const holder = { roles, authorities }
        expect(authorize({}, holder)).toBe(true)
        expect(authorize({ role: need }, holder)).toBe(need.every((r) => roles.includes(r)))
        expect(authorize({ anyRole: any }, holder)).toBe(any.length === 0 || any.some((r) => roles.includes(r)))
        expect(authorize({ permission: need }, holder)).toBe(need.every((p) => authorities.includes(p)))
        expect(authorize({ anyPermission: any }, holder)).toBe(any.length === 0 || any.some((p) => authorities.includes(p)))
        expect(authorize({ role: need, anyPermission: any }, holder)).toBe(authorize({ role: need }, holder) && authorize({ anyPermission: any }, holder))
      }),
    )
  })

  it("derive a user's authorities from the same access rule", () => {
    fc.assert(
      fc.property(user, (u) => {
        for (const area of AREAS) expect(authoritiesOf(u).includes(`access:${area}`)).toBe(accessTo(area, u).allowed)
        expect(rolesOf(u).includes('superVip')).toBe(u.isSuperVip === 1)
      }),
    )
  })
})
