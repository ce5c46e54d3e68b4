import type { Migration } from 'kysely'
import { withId } from './idColumn'

/** Volunteer lists (志愿表), saved AI targets, and the record of trial grants. */
export const volunteerLists: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('volunteer_entries'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('plan_id', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('from_ai', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      // A list never repeats a programme, whatever the use cases do.
      .addUniqueConstraint('volunteer_entries_user_plan', ['user_id', 'plan_id'])
      .execute()
    await db.schema.createIndex('volunteer_entries_user').on('volunteer_entries').columns(['user_id', 'position']).execute()
    await db.schema
      .createTable('ai_targets')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('major', 'text', (c) => c.notNull())
      .addColumn('json_list', 'text', (c) => c.notNull())
      .addColumn('province', 'text', (c) => c.notNull())
      .addColumn('max_tuition', 'integer')
      .addColumn('exclude_sino_foreign', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('entitlement_grants')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('entitlement_grants_pk', ['user_id', 'kind'])
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('entitlement_grants').execute()
    await db.schema.dropTable('ai_targets').execute()
    await db.schema.dropTable('volunteer_entries').execute()
  },
}
