import { sql, type Migration } from 'kysely'

/**
 * data/regions.csv in the database (provinces, cities, districts) for the profile's city and district
 * choices (clearing ref_meta's version makes the next start load the dataset again, regions included),
 * and notice_reads: who has read the notice and agreement (isReadType).
 */
export const regionsAndNotices: Migration = {
  async up(db) {
    await db.schema
      .createTable('ref_regions')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parent', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('ref_regions_parent').on('ref_regions').columns(['level', 'parent']).execute()
    await sql`delete from ref_meta where key = 'version'`.execute(db)
    await db.schema
      .createTable('notice_reads')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('read_at', 'bigint', (c) => c.notNull())
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('notice_reads').execute()
    await db.schema.dropTable('ref_regions').execute()
  },
}
