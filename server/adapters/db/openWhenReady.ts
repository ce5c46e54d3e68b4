import type { Kysely } from 'kysely'
import { databaseFaultOf, faultAdvice } from './databaseFault'
import { openDatabase, type DatabaseTarget } from './openDatabase'
import type { Database } from './schema'

export interface ReadyOptions {
  /** What to do once the database is open: migrations, the dataset load. A fault here is retried too. */
  prepare(db: Kysely<Database>): Promise<void>
  /** Where the operator reads why the server is waiting. */
  log(line: string): void
  retryMs?: number
}

/**
 * Opens and prepares the database, and while it is out of reach, damaged, read-only or full, says so in
 * the log and tries again every few seconds instead of exiting with a stack trace: the server comes up by
 * itself once PostgreSQL is back or the file is restored. Any other error (a failed migration) is thrown.
 */
export async function openWhenReady(target: DatabaseTarget, options: ReadyOptions): Promise<Kysely<Database>> {
  const retryMs = options.retryMs ?? 2000
  let lastSaid = ''
  for (;;) {
    let db: Kysely<Database> | undefined
    try {
      db = openDatabase(target)
      await options.prepare(db)
      if (lastSaid) options.log('database ready again: starting')
      return db
    } catch (error) {
      await db?.destroy().catch(() => {})
      const kind = databaseFaultOf(error)
      if (!kind) throw error
      const said = `${faultAdvice(kind, target)} (${error instanceof Error ? error.message : String(error)}); trying again every ${retryMs / 1000} s`
      // Said once per change, not every few seconds.
      if (said !== lastSaid) options.log(said)
      lastSaid = said
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
  }
}
