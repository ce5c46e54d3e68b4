import type { Migration } from 'kysely'

/** The AI target's preferences (what to rule out, places, school level, 学校/专业优先, 滑档 ceiling) as JSON; null for targets saved before. */
export const listPrefs: Migration = {
  async up(db) {
    await db.schema.alterTable('ai_targets').addColumn('prefs', 'text').execute()
  },
  async down(db) {
    await db.schema.alterTable('ai_targets').dropColumn('prefs').execute()
  },
}
