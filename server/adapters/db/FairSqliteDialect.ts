import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely'
import { FifoSemaphore } from '../../app/shared/FifoSemaphore'

/**
 * Kysely's SQLite driver guards its one connection with a lock whose release wakes every waiter, lets them
 * race for it and re-queues the losers: each release costs work for every waiting query, and a query can
 * be overtaken again and again. This driver queues callers first come, first served before asking the
 * inner one, which is then never contended.
 */
class FairSqliteDriver extends SqliteDriver implements Driver {
  private readonly turn = new FifoSemaphore(1)

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.turn.acquire()
    return super.acquireConnection()
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection()
    this.turn.release()
  }
}

/** Kysely's SQLite dialect with the first-come, first-served driver above. */
export class FairSqliteDialect extends SqliteDialect {
  constructor(private readonly fairConfig: SqliteDialectConfig) {
    super(fairConfig)
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.fairConfig)
  }
}
