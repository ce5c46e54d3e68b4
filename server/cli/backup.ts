import BetterSqlite3 from 'better-sqlite3'
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../adapters/db/migrations/idColumn'
import type { Database } from '../adapters/db/schema'

type Run = { exitCode: 0 | 1 | 2; output: string }

const POSTGRES_ADVICE =
  'This server runs on PostgreSQL: back it up with pg_dump -Fc "$DATABASE_URL" > gk.dump and restore with pg_restore -d "$DATABASE_URL" --clean gk.dump (see docs/OPERATIONS.md, Operators).'

/**
 * `npm run admin -- backup --to FILE`: a consistent copy of the SQLite database while the server keeps running
 * (SQLite's VACUUM INTO reads one snapshot; writers are not stopped), refused over an existing file.
 */
export async function backupTo(db: Kysely<Database>, to: string | undefined): Promise<Run> {
  if (isPostgres(db as Kysely<unknown>)) return { exitCode: 1, output: POSTGRES_ADVICE }
  if (!to) return { exitCode: 2, output: 'backup needs --to with the file to write, e.g. --to backups/gk-2027-06-25.db' }
  const file = resolve(to)
  if (existsSync(file)) return { exitCode: 1, output: `${file} exists; choose a new file (a backup never overwrites one).` }
  mkdirSync(dirname(file), { recursive: true })
  await sql`vacuum into ${file}`.execute(db)
  return { exitCode: 0, output: `Backed up to ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB).` }
}

/** The tables a backup of ours must have (a file of another program is refused before anything is replaced). */
const OUR_TABLES = ['users', 'students', 'orders', 'kysely_migration']

/**
 * `npm run admin -- restore --from FILE [--replace]`: puts a backup in place as DATA_DIR/app.db. Run it with the
 * server stopped. Refused when the file is not one of our databases, and over an existing database unless
 * --replace (which keeps the replaced one beside it as app.db.before-restore).
 */
export function restoreFrom(dataDir: string, from: string | undefined, replace: boolean): Run {
  if (!from) return { exitCode: 2, output: 'restore needs --from with a backup file (made by npm run admin -- backup).' }
  const source = resolve(from)
  if (!existsSync(source)) return { exitCode: 1, output: `No file ${source}.` }
  try {
    const check = new BetterSqlite3(source, { readonly: true, fileMustExist: true })
    try {
      if (check.pragma('integrity_check', { simple: true }) !== 'ok')
        return { exitCode: 1, output: `${source} is damaged (integrity check failed); nothing restored.` }
      const tables = new Set((check.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((t) => t.name))
      const missing = OUR_TABLES.filter((t) => !tables.has(t))
      if (missing.length > 0) return { exitCode: 1, output: `${source} is not a backup of this app (no ${missing.join(', ')}); nothing restored.` }
    } finally {
      check.close()
    }
  } catch (error) {
    return { exitCode: 1, output: `${source} is not an SQLite database (${error instanceof Error ? error.message : String(error)}); nothing restored.` }
  }
  const target = join(resolve(dataDir), 'app.db')
  if (existsSync(target)) {
    if (!replace) return { exitCode: 1, output: `${target} exists. Stop the server, then add --replace (the current one is kept as app.db.before-restore).` }
    copyFileSync(target, `${target}.before-restore`)
  }
  mkdirSync(dirname(target), { recursive: true })
  // A write-ahead log of the replaced database must not be replayed onto the restored one.
  for (const extra of ['-wal', '-shm']) rmSync(`${target}${extra}`, { force: true })
  copyFileSync(source, target)
  return { exitCode: 0, output: `Restored ${source} to ${target}; start the server (it applies any newer migrations).` }
}
