import type { Migration } from 'kysely'

/**
 * 软科 2025 rank on ref_schools (the school page shows it; data/schools.csv has carried it since the dataset
 * build). The recorded dataset version is cleared, so the next start reloads the reference tables and fills it.
 */
export const schoolRuanke: Migration = {
  async up(db) {
    await db.schema.alterTable('ref_schools').addColumn('ruanke_rank', 'integer').execute()
    await db.deleteFrom('ref_meta').where('key', '=', 'version').execute()
  },
  async down(db) {
    await db.schema.alterTable('ref_schools').dropColumn('ruanke_rank').execute()
  },
}
