import type { Migration } from 'kysely'

/**
 * The running chat answers, one row per user (issue 13): a stop or a newer question may land on another
 * server process than the one writing the answer, which reads this row to learn it should stop.
 */
export const chatStreams: Migration = {
  async up(db) {
    await db.schema
      .createTable('chat_streams')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('stream_id', 'text', (c) => c.notNull())
      .addColumn('stopped', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('chat_streams').execute()
  },
}
