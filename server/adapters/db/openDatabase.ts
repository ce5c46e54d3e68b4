import BetterSqlite3 from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { cachedStatements } from './cachedStatements'
import { FairSqliteDialect } from './FairSqliteDialect'
import type { Database } from './schema'

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string }

/** PostgreSQL when a URL is configured, else an embedded SQLite file (created with its folder). */
export function openDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // A connection dropped while idle (PostgreSQL restarted, the network cut) is reported here; without a
    // listener Node would end the whole process. The pool opens a new one on next use.
    pool.on('error', () => {})
    // The pool listens only to its idle connections: one dropped while checked out (a query running, or
    // between a transaction's queries) emits 'error' on the client itself, which ended the process (found by
    // tests/server/faults.test.ts). Its queries fail on their own and are answered as the database being
    // unavailable; on release the pool sees it is dead and drops it.
    pool.on('connect', (client) => client.on('error', () => {}))
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  if (target.file !== ':memory:') mkdirSync(dirname(target.file), { recursive: true })
  const sqlite = new BetterSqlite3(target.file)
  // WAL lets readers run while a write is in progress; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new FairSqliteDialect({ database: cachedStatements(sqlite) }) })
}
