import type { Migration } from 'kysely'

/**
 * Rate-limit hits kept in the database, so login and SMS limits survive a restart and hold across
 * several server processes. One row per counted hit (a sliding window, as the in-memory limiter);
 * `expires_at` lets any process prune hits of keys that are never seen again.
 */
export const rateLimits: Migration = {
  async up(db) {
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('rate_limit_hits_key_at').on('rate_limit_hits').columns(['key', 'at']).execute()
    await db.schema.createIndex('rate_limit_hits_expires_at').on('rate_limit_hits').column('expires_at').execute()
  },
  async down(db) {
    await db.schema.dropTable('rate_limit_hits').execute()
  },
}
