import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/** Distinct SQL texts kept; the app has a few hundred, so this bound is only a guard against generated SQL. */
const MAX_STATEMENTS = 2000

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text compiled once. The driver prepares every
 * query anew, and SQLite's compile is most of a short query's cost (a session lookup, a profile read). Reusing
 * a statement is safe here: the driver runs one query at a time on its one connection, and SQLite recompiles a
 * statement by itself when a migration changes the schema under it.
 */
export function cachedStatements(db: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>()
  return {
    close: () => db.close(),
    prepare(sql) {
      let statement = statements.get(sql)
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear()
        statement = db.prepare(sql)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}
