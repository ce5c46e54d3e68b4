import type { ServiceGrant } from '@/core/domain/pay/services'
import type { GrantRepo } from '../../ports/GrantRepo'
import type { CouponClaim, NewOrder, Order, OrderRepo, SettleResult } from '../../ports/OrderRepo'
import type { UserRepo } from '../../ports/UserRepo'

type Paid = { providerTradeNo: string; paidAt: number; validUntil: number }

/** Orders in memory; settling applies the grant through the same user and grant stores the rest of the backend uses. */
export class InMemoryOrderRepo implements OrderRepo {
  private readonly rows: Order[] = []
  /** Settlements run one after another, as the database's transactions do: a grant reads and adds to the user's checks. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly users: UserRepo,
    private readonly grants: GrantRepo,
  ) {}

  async create(o: NewOrder, claim: CouponClaim | null, now: number): Promise<{ ok: true; order: Order } | { ok: false; reason: 'couponUsedUp' }> {
    // Count and push with no await between, as the database's transaction does.
    if (claim) {
      const used = this.usesNow(claim.couponId, o.userId, now)
      if (used.byUser >= claim.terms.perUserLimit || (claim.terms.totalLimit !== null && used.total >= claim.terms.totalLimit))
        return { ok: false, reason: 'couponUsedUp' }
    }
    if (this.rows.some((r) => r.outTradeNo === o.outTradeNo)) throw new Error(`order ${o.outTradeNo} exists`)
    const order: Order = { ...o, id: this.rows.length + 1, status: 'pending', paidAt: null, providerTradeNo: null, validUntil: null }
    this.rows.push(order)
    return { ok: true, order: { ...order } }
  }

  async byTradeNo(outTradeNo: string): Promise<Order | null> {
    const o = this.rows.find((r) => r.outTradeNo === outTradeNo)
    return o ? { ...o } : null
  }

  async grantingAt(userId: number, now: number): Promise<Order[]> {
    return this.rows
      .filter((r) => r.userId === userId && r.status === 'paid' && (r.validUntil ?? 0) > now)
      .reverse()
      .map((o) => ({ ...o }))
  }

  async openOf(userId: number, now: number): Promise<Order[]> {
    return this.rows
      .filter((r) => r.userId === userId && r.status === 'pending' && r.timeExpire > now)
      .reverse()
      .map((o) => ({ ...o }))
  }

  async pageOfUser(userId: number, offset: number, limit: number): Promise<{ total: number; list: Order[] }> {
    const mine = this.rows.filter((r) => r.userId === userId).reverse()
    return { total: mine.length, list: mine.slice(offset, offset + limit).map((o) => ({ ...o })) }
  }

  async recent(limit: number): Promise<Order[]> {
    return [...this.rows]
      .reverse()
      .slice(0, limit)
      .map((o) => ({ ...o }))
  }

  async couponUses(couponId: number, userId: number, now: number): Promise<{ byUser: number; total: number }> {
    return this.usesNow(couponId, userId, now)
  }

  settlePaid(outTradeNo: string, paid: Paid, grant: ServiceGrant, grantText: string): Promise<SettleResult> {
    const run = this.queue.then(() => this.settleNow(outTradeNo, paid, grant, grantText))
    this.queue = run.catch(() => undefined)
    return run
  }

  private async settleNow(outTradeNo: string, paid: Paid, grant: ServiceGrant, grantText: string): Promise<SettleResult> {
    const o = this.rows.find((r) => r.outTradeNo === outTradeNo)
    if (!o) return { kind: 'missing' }
    if (o.status === 'paid') return { kind: 'already', order: { ...o } }
    Object.assign(o, { status: 'paid', paidAt: paid.paidAt, providerTradeNo: paid.providerTradeNo, validUntil: paid.validUntil })
    const user = await this.users.byId(o.userId)
    if (user) {
      await this.users.setEntitlements(o.userId, {
        ...(grant.isSuperVip ? { isSuperVip: 1 } : {}),
        ...(grant.isBaseVip ? { isBaseVip: 1 } : {}),
        ...(grant.isThreeOne ? { isThreeOne: 1 } : {}),
        volunteerVerify: user.volunteerVerify + grant.addChecks,
      })
    }
    await this.grants.record({ userId: o.userId, kind: 'order', detail: grantText, at: paid.paidAt })
    return { kind: 'granted', order: { ...o } }
  }

  async markRefunded(outTradeNo: string): Promise<Order | null> {
    const o = this.rows.find((r) => r.outTradeNo === outTradeNo)
    if (!o || o.status !== 'paid') return null
    o.status = 'refunded'
    const user = await this.users.byId(o.userId)
    if (user && o.checks > 0) await this.users.setEntitlements(o.userId, { volunteerVerify: Math.max(0, user.volunteerVerify - o.checks) })
    return { ...o }
  }

  async markUnpaid(outTradeNo: string, status: 'failed' | 'closed'): Promise<boolean> {
    const o = this.rows.find((r) => r.outTradeNo === outTradeNo)
    if (!o || o.status !== 'pending') return false
    o.status = status
    return true
  }

  private usesNow(couponId: number, userId: number, now: number) {
    const counted = this.rows.filter((r) => r.couponId === couponId && (r.status === 'paid' || (r.status === 'pending' && r.timeExpire > now)))
    return { byUser: counted.filter((r) => r.userId === userId).length, total: counted.length }
  }
}
