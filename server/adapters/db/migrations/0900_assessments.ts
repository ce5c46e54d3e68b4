import type { Migration } from 'kysely'
import { withId } from './idColumn'

/** The interest tests' answer sheets (专业选择测试 and 选科测评), every attempt kept. */
export const assessments: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('assessments'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    // Every read is one user's newest sheet of one test.
    await db.schema.createIndex('assessments_user_kind').on('assessments').columns(['user_id', 'kind', 'created_at']).execute()
  },
  async down(db) {
    await db.schema.dropTable('assessments').execute()
  },
}
