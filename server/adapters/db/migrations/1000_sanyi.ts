import type { Migration } from 'kysely'
import { withId } from './idColumn'

/**
 * 三位一体: the imported catalogue (schools with their formula as checked JSON, majors, what was loaded) and the
 * students' own data (intention volunteers, calculator inputs). The catalogue is filled on first use from data/sanyi.
 */
export const sanyi: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('sanyi_schools'))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('record', 'text', (c) => c.notNull())
      .execute()
    await withId(db, db.schema.createTable('sanyi_majors'))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('school', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('grp', 'text', (c) => c.notNull())
      .addColumn('requirement', 'text', (c) => c.notNull())
      .addColumn('plan', 'integer')
      .execute()
    await db.schema
      .createTable('sanyi_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute()
    await withId(db, db.schema.createTable('sanyi_choices'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('school', 'text', (c) => c.notNull())
      .addColumn('major', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    // One entry per school + major per student; every read is one student's list.
    await db.schema.createIndex('sanyi_choices_user_item').on('sanyi_choices').columns(['user_id', 'school', 'major']).unique().execute()
    await db.schema
      .createTable('sanyi_inputs')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('grades', 'text', (c) => c.notNull())
      .addColumn('test_percent', 'double precision', (c) => c.notNull())
      .addColumn('gaokao', 'double precision')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db) {
    for (const table of ['sanyi_inputs', 'sanyi_choices', 'sanyi_meta', 'sanyi_majors', 'sanyi_schools']) await db.schema.dropTable(table).execute()
  },
}
