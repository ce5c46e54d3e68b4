import type { Migration } from 'kysely'

/**
 * The data-visualisation history (issue 12): each Beijing day's last cohort snapshot (aggregated figures
 * only) and each student's own list summary per day. Nothing earlier exists: the history starts when this
 * migration runs.
 */
export const datav: Migration = {
  async up(db) {
    await db.schema
      .createTable('datav_cohort_days')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('taken_at', 'bigint', (c) => c.notNull())
      .addColumn('figures', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('datav_list_days')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('taken_at', 'bigint', (c) => c.notNull())
      .addColumn('rows', 'integer', (c) => c.notNull())
      .addColumn('chong', 'integer', (c) => c.notNull())
      .addColumn('wen', 'integer', (c) => c.notNull())
      .addColumn('bao', 'integer', (c) => c.notNull())
      .addColumn('no_band', 'integer', (c) => c.notNull())
      .addColumn('unknown_band', 'integer', (c) => c.notNull())
      .addColumn('slip', 'double precision')
      .addColumn('expected_row', 'double precision')
      // Every read is one student's days, so the key leads with user_id.
      .addPrimaryKeyConstraint('datav_list_days_pk', ['user_id', 'day'])
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('datav_list_days').execute()
    await db.schema.dropTable('datav_cohort_days').execute()
  },
}
