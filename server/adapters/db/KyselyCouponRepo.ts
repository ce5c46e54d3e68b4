import type { Kysely, Selectable, Updateable } from 'kysely'
import type { Coupon, CouponRepo, NewCoupon } from '../../ports/CouponRepo'
import type { CouponsTable, Database } from './schema'

const idsOf = (text: string): number[] => (text === '' ? [] : text.split(',').map(Number))
const num = (v: number | string | null): number | null => (v === null ? null : Number(v))

const couponOf = (r: Selectable<CouponsTable>): Coupon => ({
  id: Number(r.id),
  code: r.code,
  discountFen: Number(r.discount_fen),
  memberships: idsOf(r.memberships),
  startsAt: num(r.starts_at),
  endsAt: num(r.ends_at),
  perUserLimit: Number(r.per_user_limit),
  totalLimit: num(r.total_limit),
  active: Number(r.active) === 1,
  createdAt: Number(r.created_at),
})

export class KyselyCouponRepo implements CouponRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async byCode(code: string): Promise<Coupon | null> {
    const r = await this.db.selectFrom('coupons').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst()
    return r ? couponOf(r) : null
  }

  async list(): Promise<Coupon[]> {
    return (await this.db.selectFrom('coupons').selectAll().orderBy('id').execute()).map(couponOf)
  }

  async create(c: NewCoupon): Promise<Coupon> {
    const row = await this.db
      .insertInto('coupons')
      .values({
        code: c.code.toUpperCase(),
        discount_fen: c.discountFen,
        memberships: c.memberships.join(','),
        starts_at: c.startsAt,
        ends_at: c.endsAt,
        per_user_limit: c.perUserLimit,
        total_limit: c.totalLimit,
        active: c.active ? 1 : 0,
        created_at: c.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return couponOf(row)
  }

  async update(code: string, ch: Partial<Omit<Coupon, 'id' | 'code' | 'createdAt'>>): Promise<boolean> {
    const set: Updateable<CouponsTable> = {}
    if (ch.discountFen !== undefined) set.discount_fen = ch.discountFen
    if (ch.memberships !== undefined) set.memberships = ch.memberships.join(',')
    if (ch.startsAt !== undefined) set.starts_at = ch.startsAt
    if (ch.endsAt !== undefined) set.ends_at = ch.endsAt
    if (ch.perUserLimit !== undefined) set.per_user_limit = ch.perUserLimit
    if (ch.totalLimit !== undefined) set.total_limit = ch.totalLimit
    if (ch.active !== undefined) set.active = ch.active ? 1 : 0
    if (Object.keys(set).length === 0) return (await this.byCode(code)) !== null
    const res = await this.db.updateTable('coupons').set(set).where('code', '=', code.toUpperCase()).executeTakeFirst()
    return Number(res.numUpdatedRows) > 0
  }
}
