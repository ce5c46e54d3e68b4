import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '../../server/adapters/db/migrate'
import type { Database } from '../../server/adapters/db/schema'

/** Every schema a test makes starts with this, so the global teardown finds them all. */
export const TEST_SCHEMA_PREFIX = 'gktest_'

/**
 * A migrated schema of its own on the PostgreSQL of `url`, so suites running side by side never see each
 * other's rows. Closing only disconnects: the schemas are dropped together after the run
 * (tests/support/dropTestSchemas.ts), because dropping one while another suite's migrator lists the
 * database's tables makes that listing fail.
 */
export async function openTestSchema(url: string): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  const schema = `${TEST_SCHEMA_PREFIX}${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max: 4 }) }),
  })
  await migrateToLatest(db)
  return { db, close: () => db.destroy() }
}
