import { sql, type Migration } from 'kysely'

/** A session's absolute end given to the sessions open when this migration runs (the default of SESSION_MAX_DAYS). */
const BACKFILL_SESSION_DAYS = 30

/**
 * Issue 15: what bounds guessing and the anonymous tables. An SMS code counts its tries (it dies after five);
 * a session has an absolute end besides its sliding expiry; a captcha remembers the address it was drawn for
 * (a few open per address); an error report has a fingerprint and a count, so the same report is counted
 * rather than stored again.
 */
export const boundedAuth: Migration = {
  async up(db) {
    await db.schema
      .alterTable('sms_codes')
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable('tokens').addColumn('ends_at', 'bigint').execute()
    await db
      .updateTable('tokens')
      .set({ ends_at: sql`expires_at + ${BACKFILL_SESSION_DAYS * 86_400_000}` })
      .execute()
    await db.schema.alterTable('captchas').addColumn('ip', 'text').execute()
    await db.schema.createIndex('captchas_ip_expires').on('captchas').columns(['ip', 'expires_at']).execute()
    await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute()
    await db.schema.alterTable('error_reports').addColumn('fingerprint', 'text').execute()
    await db.schema
      .alterTable('error_reports')
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await db.schema.alterTable('error_reports').addColumn('last_at', 'bigint').execute()
    await db
      .updateTable('error_reports')
      .set({ last_at: sql`created_at` })
      .execute()
    await db.schema.createIndex('error_reports_fingerprint').on('error_reports').column('fingerprint').unique().execute()
    await db.schema.createIndex('error_reports_last_at').on('error_reports').column('last_at').execute()
  },
  async down(db) {
    await db.schema.dropIndex('error_reports_last_at').execute()
    await db.schema.dropIndex('error_reports_fingerprint').execute()
    for (const column of ['last_at', 'count', 'fingerprint']) await db.schema.alterTable('error_reports').dropColumn(column).execute()
    await db.schema.dropIndex('captchas_expires').execute()
    await db.schema.dropIndex('captchas_ip_expires').execute()
    await db.schema.alterTable('captchas').dropColumn('ip').execute()
    await db.schema.alterTable('tokens').dropColumn('ends_at').execute()
    await db.schema.alterTable('sms_codes').dropColumn('tries').execute()
  },
}
