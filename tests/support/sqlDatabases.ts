import { embedded, postgresUrl } from './testDatabases'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { migrateToLatest } from '../../server/adapters/db/migrate'
import { openDatabase } from '../../server/adapters/db/openDatabase'
import type { Database } from '../../server/adapters/db/schema'
import { openTestSchema } from './postgresSchema'

export interface OpenedDatabase {
  db: Kysely<Database>
  /** Another connection to the same database, as a second server process would open it. */
  another(): Promise<Kysely<Database>>
  close(): Promise<void>
}

/** A migrated database of each kind a server runs on: a fresh SQLite file, and PostgreSQL when DATABASE_URL is set (./testDatabases.ts). */
export const sqlDatabases: { name: string; open(): Promise<OpenedDatabase> }[] = [
  {
    name: 'SQLite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'gk-db-'))
      const file = join(dir, 'app.db')
      const db = openDatabase({ kind: 'sqlite', file })
      await migrateToLatest(db)
      const others: Kysely<Database>[] = []
      return {
        db,
        async another() {
          const other = openDatabase({ kind: 'sqlite', file })
          others.push(other)
          return other
        },
        async close() {
          for (const other of others) await other.destroy()
          await db.destroy()
          rmSync(dir, { recursive: true, force: true })
        },
      }
    },
  },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL',
          async open(): Promise<OpenedDatabase> {
            const opened = await openTestSchema(postgresUrl ?? '')
            const others: { close(): Promise<void> }[] = []
            return {
              db: opened.db,
              async another() {
                const other = await opened.connect()
                others.push(other)
                return other.db
              },
              async close() {
                for (const other of others) await other.close()
                await opened.close()
              },
            }
          },
        },
      ]
    : []),
].filter((database) => embedded || database.name === 'PostgreSQL')
