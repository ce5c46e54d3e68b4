import type { Migration } from 'kysely'
import { withId } from './idColumn'

/**
 * Issue 15: the append-only security log (sign-ins, failures, locks, password and session changes, grants,
 * paid orders, imports, operator commands), kept 180 days and read with `npm run admin -- security-log`.
 */
export const securityLog: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('security_log'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('phone', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('detail', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('security_log_at').on('security_log').column('at').execute()
    await db.schema.createIndex('security_log_phone_at').on('security_log').columns(['phone', 'at']).execute()
  },
  async down(db) {
    await db.schema.dropTable('security_log').execute()
  },
}
