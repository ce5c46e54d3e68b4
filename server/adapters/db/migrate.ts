import { inspect } from 'node:util'
import { Migrator, type Kysely } from 'kysely'
import type { Database } from './schema'
import { migrationProvider, migrations, type NamedMigration } from './migrations'

/** Brings the schema up to date; throws (refusing to start) if any migration fails. */
export async function migrateToLatest(db: Kysely<Database>, list: readonly NamedMigration[] = migrations): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(list) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw new Error(`database migration failed: ${error instanceof Error ? error.message : inspect(error)}`, { cause: error })
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
