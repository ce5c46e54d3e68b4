import type { Migration } from 'kysely'
import { membershipSeed } from '../../seed/memberships'
import { withId } from './idColumn'

/** Memberships for sale, operators' coupons and orders (issue 11). Amounts are fen, times epoch ms. */
export const payment: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('memberships'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('price_fen', 'integer', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('services', 'text', (c) => c.notNull())
      .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('valid_days', 'integer', (c) => c.notNull())
      .addColumn('slogan', 'text')
      .addColumn('original_fen', 'integer')
      .addColumn('style', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db
      .insertInto('memberships')
      .values(
        membershipSeed.map((m) => ({
          name: m.name,
          price_fen: m.priceFen,
          type: m.type,
          services: m.services,
          checks: m.checks,
          valid_days: m.validDays,
          slogan: m.slogan,
          original_fen: m.originalFen,
          style: m.style,
          status: m.status,
          sort: m.sort,
        })),
      )
      .execute()
    await withId(db, db.schema.createTable('coupons'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('discount_fen', 'integer', (c) => c.notNull())
      .addColumn('memberships', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'bigint')
      .addColumn('ends_at', 'bigint')
      .addColumn('per_user_limit', 'integer', (c) => c.notNull())
      .addColumn('total_limit', 'integer')
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await withId(db, db.schema.createTable('orders'))
      .addColumn('out_trade_no', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('membership_id', 'integer', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('price_fen', 'integer', (c) => c.notNull())
      .addColumn('discount_fen', 'integer', (c) => c.notNull())
      .addColumn('total_fen', 'integer', (c) => c.notNull())
      .addColumn('coupon_id', 'integer')
      .addColumn('coupon_code', 'text')
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('gateway', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('services', 'text', (c) => c.notNull())
      .addColumn('checks', 'integer', (c) => c.notNull())
      .addColumn('valid_days', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('time_expire', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('provider_trade_no', 'text')
      .addColumn('valid_until', 'bigint')
      .execute()
    await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute()
    await db.schema.createIndex('orders_coupon').on('orders').column('coupon_id').execute()
  },
  async down(db) {
    await db.schema.dropTable('orders').execute()
    await db.schema.dropTable('coupons').execute()
    await db.schema.dropTable('memberships').execute()
  },
}
