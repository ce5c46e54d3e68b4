import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { ServiceGrant } from '@/core/domain/pay/services'
import type { OrderStatus } from '@/ports/api/pay'
import type { CouponClaim, NewOrder, Order, OrderRepo, SettleResult } from '../../ports/OrderRepo'
import { isPostgres } from './migrations/idColumn'
import type { Database, OrdersTable } from './schema'

const num = (v: number | string | null): number | null => (v === null ? null : Number(v))

const orderOf = (r: Selectable<OrdersTable>): Order => ({
  id: Number(r.id),
  outTradeNo: r.out_trade_no,
  userId: Number(r.user_id),
  membershipId: Number(r.membership_id),
  subject: r.subject,
  priceFen: Number(r.price_fen),
  discountFen: Number(r.discount_fen),
  totalFen: Number(r.total_fen),
  couponId: num(r.coupon_id),
  couponCode: r.coupon_code,
  method: r.method,
  gateway: r.gateway,
  status: r.status as OrderStatus,
  services: r.services,
  checks: Number(r.checks),
  validDays: Number(r.valid_days),
  createdAt: Number(r.created_at),
  timeExpire: Number(r.time_expire),
  paidAt: num(r.paid_at),
  providerTradeNo: r.provider_trade_no,
  validUntil: num(r.valid_until),
})

export class KyselyOrderRepo implements OrderRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async create(o: NewOrder, claim: CouponClaim | null, now: number): Promise<{ ok: true; order: Order } | { ok: false; reason: 'couponUsedUp' }> {
    return this.db.transaction().execute(async (tx) => {
      if (claim) {
        // PostgreSQL: the coupon row's lock queues concurrent claims, so two buyers never both take its last use.
        if (isPostgres(this.db as Kysely<unknown>)) await tx.selectFrom('coupons').select('id').where('id', '=', claim.couponId).forUpdate().execute()
        const used = await usesIn(tx, claim.couponId, o.userId, now)
        if (used.byUser >= claim.terms.perUserLimit || (claim.terms.totalLimit !== null && used.total >= claim.terms.totalLimit)) {
          return { ok: false as const, reason: 'couponUsedUp' as const }
        }
      }
      const row = await tx
        .insertInto('orders')
        .values({
          out_trade_no: o.outTradeNo,
          user_id: o.userId,
          membership_id: o.membershipId,
          subject: o.subject,
          price_fen: o.priceFen,
          discount_fen: o.discountFen,
          total_fen: o.totalFen,
          coupon_id: o.couponId,
          coupon_code: o.couponCode,
          method: o.method,
          gateway: o.gateway,
          status: 'pending',
          services: o.services,
          checks: o.checks,
          valid_days: o.validDays,
          created_at: o.createdAt,
          time_expire: o.timeExpire,
          paid_at: null,
          provider_trade_no: null,
          valid_until: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return { ok: true as const, order: orderOf(row) }
    })
  }

  async byTradeNo(outTradeNo: string): Promise<Order | null> {
    const r = await this.db.selectFrom('orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst()
    return r ? orderOf(r) : null
  }
  async grantingAt(userId: number, now: number): Promise<Order[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'paid')
      .where('valid_until', '>', now)
      .orderBy('id', 'desc')
      .execute()
    return rows.map(orderOf)
  }

  async openOf(userId: number, now: number): Promise<Order[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('time_expire', '>', now)
      .orderBy('id', 'desc')
      .execute()
    return rows.map(orderOf)
  }

  async pageOfUser(userId: number, offset: number, limit: number): Promise<{ total: number; list: Order[] }> {
    const count = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    const rows = await this.db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').offset(offset).limit(limit).execute()
    return { total: Number(count.n), list: rows.map(orderOf) }
  }

  async recent(limit: number): Promise<Order[]> {
    return (await this.db.selectFrom('orders').selectAll().orderBy('id', 'desc').limit(limit).execute()).map(orderOf)
  }

  couponUses(couponId: number, userId: number, now: number): Promise<{ byUser: number; total: number }> {
    return usesIn(this.db, couponId, userId, now)
  }

  async settlePaid(
    outTradeNo: string,
    paid: { providerTradeNo: string; paidAt: number; validUntil: number },
    grant: ServiceGrant,
    grantText: string,
  ): Promise<SettleResult> {
    return this.db.transaction().execute(async (tx) => {
      // One conditional UPDATE decides: of any number of replayed or concurrent notifications, exactly one flips the row.
      const flipped = await tx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: paid.paidAt, provider_trade_no: paid.providerTradeNo, valid_until: paid.validUntil })
        .where('out_trade_no', '=', outTradeNo)
        .where('status', '!=', 'paid')
        .executeTakeFirst()
      const row = await tx.selectFrom('orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst()
      if (!row) return { kind: 'missing' as const }
      const order = orderOf(row)
      if (Number(flipped.numUpdatedRows) === 0) return { kind: 'already' as const, order }
      await applyGrant(tx, order.userId, grant)
      await tx.insertInto('entitlement_grants').values({ user_id: order.userId, kind: 'order', detail: grantText, at: paid.paidAt }).execute()
      return { kind: 'granted' as const, order }
    })
  }

  async markRefunded(outTradeNo: string): Promise<Order | null> {
    return this.db.transaction().execute(async (tx) => {
      const flipped = await tx
        .updateTable('orders')
        .set({ status: 'refunded' })
        .where('out_trade_no', '=', outTradeNo)
        .where('status', '=', 'paid')
        .executeTakeFirst()
      if (Number(flipped.numUpdatedRows) === 0) return null
      const order = orderOf(await tx.selectFrom('orders').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow())
      if (order.checks > 0)
        await tx
          .updateTable('users')
          .set({ volunteer_verify: sql<number>`case when volunteer_verify > ${order.checks} then volunteer_verify - ${order.checks} else 0 end` })
          .where('id', '=', order.userId)
          .execute()
      return order
    })
  }

  async markUnpaid(outTradeNo: string, status: 'failed' | 'closed'): Promise<boolean> {
    const res = await this.db.updateTable('orders').set({ status }).where('out_trade_no', '=', outTradeNo).where('status', '=', 'pending').executeTakeFirst()
    return Number(res.numUpdatedRows) > 0
  }
}

async function usesIn(db: Kysely<Database> | Transaction<Database>, couponId: number, userId: number, now: number) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(sql<number>`case when user_id = ${userId} then 1 else 0 end`).as('byUser')])
    .where('coupon_id', '=', couponId)
    .where((eb) => eb.or([eb('status', '=', 'paid'), eb.and([eb('status', '=', 'pending'), eb('time_expire', '>', now)])]))
    .executeTakeFirstOrThrow()
  return { byUser: Number(row.byUser ?? 0), total: Number(row.total) }
}

async function applyGrant(tx: Transaction<Database>, userId: number, g: ServiceGrant): Promise<void> {
  await tx
    .updateTable('users')
    .set((eb) => ({
      ...(g.isSuperVip ? { is_super_vip: 1 } : {}),
      ...(g.isBaseVip ? { is_base_vip: 1 } : {}),
      ...(g.isThreeOne ? { is_three_one: 1 } : {}),
      volunteer_verify: eb('volunteer_verify', '+', g.addChecks),
    }))
    .where('id', '=', userId)
    .execute()
}
