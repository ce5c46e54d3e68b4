import type { Migration } from 'kysely'
import { withId } from './idColumn'

/**
 * Expert consultation and the cooperation form (issue 12). No experts are seeded: they are real people an
 * operator adds (`npm run admin -- expert add …`); until then the page says no one is taking bookings.
 */
export const consultations: Migration = {
  async up(db) {
    await withId(db, db.schema.createTable('experts'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('years', 'integer', (c) => c.notNull())
      // One text joined with '、'; items never hold a separator (the CLI splits on , ， and 、).
      .addColumn('specialities', 'text', (c) => c.notNull())
      .addColumn('bio', 'text', (c) => c.notNull())
      .addColumn('availability', 'text', (c) => c.notNull())
      .addColumn('accepting', 'integer', (c) => c.notNull())
      .addColumn('visible', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await withId(db, db.schema.createTable('consultations'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('expert_id', 'integer')
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('preferred_date', 'text', (c) => c.notNull())
      .addColumn('preferred_period', 'text', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    // A student reads their own bookings; operators read the newest of a status.
    await db.schema.createIndex('consultations_user').on('consultations').columns(['user_id', 'created_at']).execute()
    await db.schema.createIndex('consultations_status').on('consultations').columns(['status', 'created_at']).execute()
    await withId(db, db.schema.createTable('cooperation_requests'))
      .addColumn('organisation', 'text', (c) => c.notNull())
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    // The daily cap counts and the pruning deletes by time.
    await db.schema.createIndex('cooperation_requests_created').on('cooperation_requests').column('created_at').execute()
  },
  async down(db) {
    await db.schema.dropTable('cooperation_requests').execute()
    await db.schema.dropTable('consultations').execute()
    await db.schema.dropTable('experts').execute()
  },
}
