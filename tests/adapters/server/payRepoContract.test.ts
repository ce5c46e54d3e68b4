import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { grantOf } from '@/core/domain/pay/services'
import type { NewOrder } from '../../../server/ports/OrderRepo'
import type { Repos } from '../../../server/ports/ServerDeps'
import { repoBackends, type PayStores, type VolunteerStores } from './repoBackends'

const T0 = 1_750_000_000_000
const MIN = 60_000

describe.each(repoBackends)('shop stores on $name', (backend) => {
  let repos: Repos
  let pay: PayStores
  let volunteer: VolunteerStores
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, pay, volunteer, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  const user = (phone: string) => repos.users.create({ phone, passwordHash: null, inviteCode: `I${phone}`, invitedBy: null, createdAt: T0 })
  let seq = 0
  const order = (userId: number, fields: Partial<NewOrder> = {}): NewOrder => ({
    outTradeNo: `GKTEST${String(++seq).padStart(10, '0')}${Math.floor(Math.random() * 1e6)}`,
    userId,
    membershipId: 2,
    subject: '志愿审核 10次',
    priceFen: 4900,
    discountFen: 0,
    totalFen: 4900,
    couponId: null,
    couponCode: null,
    method: 'wx',
    gateway: 'sandbox',
    services: '3',
    checks: 10,
    validDays: 365,
    createdAt: T0,
    timeExpire: T0 + 30 * MIN,
    ...fields,
  })

  describe('MembershipRepo', () => {
    it('starts with the seeded items in sort order, filters by status, creates and updates', async () => {
      const onSale = await pay.memberships.list('1')
      // 三位一体 (3) and 尊享版 + 三位一体 (5) are on sale since the 三位一体 pages exist (migration 1001, SANYI_ON_SALE_IDS).
      expect(onSale.map((m) => m.name)).toEqual(['尊享版会员', '志愿审核 10次', '三位一体服务', '审核畅用包 30次', '尊享版 + 三位一体'])
      expect((await pay.memberships.list()).length).toBe(5)
      const added = await pay.memberships.create({ ...onSale[0], name: '测试', sort: 1 })
      expect((await pay.memberships.list('1'))[0]).toMatchObject({ id: added.id, name: '测试', priceFen: 29800 })
      expect(await pay.memberships.update(added.id, { priceFen: 100, status: '0' })).toBe(true)
      expect(await pay.memberships.byId(added.id)).toMatchObject({ priceFen: 100, status: '0' })
      expect(await pay.memberships.update(9999, { priceFen: 1 })).toBe(false)
      expect(await pay.memberships.byId(9999)).toBeNull()
    })
  })

  describe('CouponRepo', () => {
    it('stores codes upper-case, finds them in any case, refuses a taken code, and updates', async () => {
      const c = await pay.coupons.create({
        code: 'spring20',
        discountFen: 2000,
        memberships: [1, 4],
        startsAt: null,
        endsAt: T0,
        perUserLimit: 1,
        totalLimit: 5,
        active: true,
        createdAt: T0,
      })
      expect(c).toMatchObject({ code: 'SPRING20', memberships: [1, 4], endsAt: T0, totalLimit: 5, active: true })
      expect(await pay.coupons.byCode('Spring20')).toMatchObject({ id: c.id, discountFen: 2000 })
      await expect(pay.coupons.create({ ...c, code: 'SPRING20' })).rejects.toThrow()
      expect(await pay.coupons.update('spring20', { active: false, memberships: [], totalLimit: null })).toBe(true)
      expect(await pay.coupons.byCode('SPRING20')).toMatchObject({ active: false, memberships: [], totalLimit: null })
      expect(await pay.coupons.update('NONE', { active: false })).toBe(false)
      expect((await pay.coupons.list()).map((x) => x.code)).toEqual(['SPRING20'])
    })
  })

  describe('OrderRepo', () => {
    it("pages a user's orders newest first and never shows another user's", async () => {
      const a = await user('13800000001')
      const b = await user('13800000002')
      for (let i = 0; i < 3; i++) await pay.orders.create(order(a.id), null, T0)
      await pay.orders.create(order(b.id), null, T0)
      const page = await pay.orders.pageOfUser(a.id, 0, 2)
      expect(page.total).toBe(3)
      expect(page.list).toHaveLength(2)
      expect(page.list.every((o) => o.userId === a.id && o.status === 'pending')).toBe(true)
      expect(page.list[0].id).toBeGreaterThan(page.list[1].id)
      expect((await pay.orders.recent(10)).length).toBe(4)
    })

    it('counts coupon uses of paid and still-payable orders only, and refuses a claim over the limits', async () => {
      const a = await user('13800000001')
      const b = await user('13800000002')
      const claim = { couponId: 7, terms: { perUserLimit: 1, totalLimit: 2 } }
      const first = await pay.orders.create(order(a.id, { couponId: 7, couponCode: 'X' }), claim, T0)
      expect(first.ok).toBe(true)
      expect(await pay.orders.create(order(a.id, { couponId: 7, couponCode: 'X' }), claim, T0)).toEqual({ ok: false, reason: 'couponUsedUp' })
      expect(await pay.orders.couponUses(7, a.id, T0)).toEqual({ byUser: 1, total: 1 })
      expect(await pay.orders.couponUses(7, b.id, T0 + 31 * MIN)).toEqual({ byUser: 0, total: 0 })
      if (!first.ok) throw new Error('unreachable')
      await pay.orders.settlePaid(first.order.outTradeNo, { providerTradeNo: 'P1', paidAt: T0 + MIN, validUntil: T0 + 2 * MIN }, grantOf([3], 10), 'test')
      expect(await pay.orders.couponUses(7, b.id, T0 + 31 * MIN)).toEqual({ byUser: 0, total: 1 })
      expect((await pay.orders.create(order(b.id, { couponId: 7, timeExpire: T0 + 61 * MIN }), claim, T0 + 31 * MIN)).ok).toBe(true)
      expect(await pay.orders.create(order(b.id, { couponId: 7 }), { ...claim, terms: { perUserLimit: 5, totalLimit: 2 } }, T0 + 31 * MIN)).toEqual({
        ok: false,
        reason: 'couponUsedUp',
      })
    })

    it('tells a user’s payable orders (pending, not expired) and paid ones still granting, newest first', async () => {
      const a = await user('13800000001')
      const b = await user('13800000002')
      const made = async (userId: number, fields: Partial<NewOrder> = {}) => {
        const c = await pay.orders.create(order(userId, fields), null, T0)
        if (!c.ok) throw new Error('not created')
        return c.order.outTradeNo
      }
      const first = await made(a.id)
      const second = await made(a.id, { timeExpire: T0 + 60 * MIN })
      const closed = await made(a.id)
      await pay.orders.markUnpaid(closed, 'closed')
      await made(b.id)
      expect((await pay.orders.openOf(a.id, T0 + MIN)).map((o) => o.outTradeNo)).toEqual([second, first])
      expect((await pay.orders.openOf(a.id, T0 + 30 * MIN)).map((o) => o.outTradeNo)).toEqual([second])
      await pay.orders.settlePaid(first, { providerTradeNo: 'P1', paidAt: T0 + MIN, validUntil: T0 + 100 * MIN }, { addChecks: 0 }, 'test')
      expect((await pay.orders.grantingAt(a.id, T0 + 2 * MIN)).map((o) => o.outTradeNo)).toEqual([first])
      expect(await pay.orders.grantingAt(a.id, T0 + 100 * MIN)).toEqual([])
      expect(await pay.orders.grantingAt(b.id, T0 + 2 * MIN)).toEqual([])
      expect((await pay.orders.openOf(a.id, T0 + 2 * MIN)).map((o) => o.outTradeNo)).toEqual([second])
    })

    it('refunds a paid order once: its checks come back off what is left, never below zero; other states stay', async () => {
      const a = await user('13800000001')
      const c = await pay.orders.create(order(a.id, { checks: 10 }), null, T0)
      if (!c.ok) throw new Error('not created')
      const no = c.order.outTradeNo
      expect(await pay.orders.markRefunded(no)).toBeNull()
      await pay.orders.settlePaid(no, { providerTradeNo: 'P', paidAt: T0, validUntil: T0 + 100 * MIN }, { addChecks: 10 }, 'test')
      await repos.users.takeCheck(a.id)
      await repos.users.takeCheck(a.id)
      const before = (await repos.users.byId(a.id))!.volunteerVerify
      expect((await pay.orders.markRefunded(no))?.status).toBe('refunded')
      expect((await repos.users.byId(a.id))!.volunteerVerify).toBe(Math.max(0, before - 10))
      expect(await pay.orders.markRefunded(no)).toBeNull()
      expect(await pay.orders.grantingAt(a.id, T0 + MIN)).toEqual([])
    })

    it('marks only pending orders failed or closed', async () => {
      const a = await user('13800000001')
      const created = await pay.orders.create(order(a.id), null, T0)
      if (!created.ok) throw new Error('not created')
      const no = created.order.outTradeNo
      expect(await pay.orders.markUnpaid(no, 'closed')).toBe(true)
      expect(await pay.orders.markUnpaid(no, 'failed')).toBe(false)
      expect((await pay.orders.byTradeNo(no))?.status).toBe('closed')
    })

    it('grants each paid order exactly once, whatever mix of duplicated, reordered and concurrent results arrives', async () => {
      let run = 0
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(fc.constantFrom(0, 1, 2, 3), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), async (waves) => {
          const a = await user(`139${String(++run).padStart(8, '0')}`)
          const nos: string[] = []
          for (let i = 0; i < 3; i++) {
            const created = await pay.orders.create(order(a.id, { services: i === 2 ? '1' : '3', checks: i === 2 ? 0 : 10 }), null, T0)
            if (!created.ok) throw new Error('not created')
            nos.push(created.order.outTradeNo)
          }
          const settle = (no: string, i: number) =>
            pay.orders.settlePaid(
              no,
              { providerTradeNo: `P${no}`, paidAt: T0 + MIN, validUntil: T0 + 365 * 1440 * MIN },
              i === 2 ? grantOf([1], 0) : grantOf([3], 10),
              `grant ${no}`,
            )
          for (const wave of waves) {
            // index 3: a result for a trade number we never issued.
            const results = await Promise.all(wave.map((i) => (i === 3 ? settle('GKUNKNOWN0000001', i) : settle(nos[i], i))))
            expect(results.filter((r) => r.kind === 'missing').length).toBe(wave.filter((i) => i === 3).length)
            expect(results.filter((r) => r.kind === 'granted').length).toBeLessThanOrEqual(new Set(wave).size)
          }
          const seen = new Set<number>(waves.flat().filter((i) => i < 3))
          const u = await repos.users.byId(a.id)
          expect(u?.volunteerVerify).toBe([0, 1].filter((i) => seen.has(i)).length * 10)
          expect(u?.isSuperVip).toBe(seen.has(2) ? 1 : 0)
          const orderGrants = (await volunteer.grants.list(a.id)).filter((g) => g.kind === 'order')
          expect(orderGrants.length).toBe(seen.size)
          for (const [i, no] of nos.entries()) expect((await pay.orders.byTradeNo(no))?.status).toBe(seen.has(i) ? 'paid' : 'pending')
        }),
        { numRuns: 15 },
      )
    })
  })
})
