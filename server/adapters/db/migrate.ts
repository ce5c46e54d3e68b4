import { inspect } from 'node:util'
import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from './schema'
import { migrationProvider, migrations, type NamedMigration } from './migrations'

/**
 * On PostgreSQL, the schema the connection works in (its search_path). Kysely looks for its migration
 * tables in every schema unless told which: with two schemas in one database (a test per schema, or two
 * deployments) it would find another schema's tables and never create its own.
 */
async function migrationSchemaOf(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema ?? undefined
}

/** Brings the schema up to date; throws (refusing to start) if any migration fails. */
export async function migrateToLatest(db: Kysely<Database>, list: readonly NamedMigration[] = migrations): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(list), migrationTableSchema: await migrationSchemaOf(db) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw new Error(`database migration failed: ${error instanceof Error ? error.message : inspect(error)}`, { cause: error })
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
