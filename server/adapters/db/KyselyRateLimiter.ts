import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely'
import type { Clock } from '@/ports/Clock'
import type { RateDecision, RateLimiter } from '../../ports/RateLimiter'
import type { Database } from './schema'

/** First key of the advisory locks on rate-limit keys (the second is a hash of the key): "rat" in ASCII. */
const KEY_LOCK = 0x726174
/** How often one process sweeps out the hits of keys that are never seen again. */
const PRUNE_EVERY_MS = 60_000

/**
 * The sliding window of InMemoryRateLimiter, one row per counted hit, shared by every process on the
 * database. PostgreSQL serialises hits on one key with an advisory lock; SQLite runs one transaction
 * at a time on Kysely's single connection, and the first statement (a delete) takes the write lock.
 */
export class KyselyRateLimiter implements RateLimiter {
  private lastPrune = Number.NEGATIVE_INFINITY

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock.now()
    const decision = await this.db.transaction().execute(async (tx) => {
      await lockKey(tx, key)
      await tx
        .deleteFrom('rate_limit_hits')
        .where('key', '=', key)
        .where('at', '<=', now - windowMs)
        .execute()
      const counted = await tx
        .selectFrom('rate_limit_hits')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')])
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
      if (Number(counted.n) >= limit) return { allowed: false, retryAfterMs: Number(counted.oldest) + windowMs - now, remaining: 0 }
      await tx
        .insertInto('rate_limit_hits')
        .values({ key, at: now, expires_at: now + windowMs })
        .execute()
      return { allowed: true, retryAfterMs: 0, remaining: limit - Number(counted.n) - 1 }
    })
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now
      await this.db.deleteFrom('rate_limit_hits').where('expires_at', '<=', now).execute()
    }
    return decision
  }

  async count(key: string, windowMs: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('key', '=', key)
      .where('at', '>', this.clock.now() - windowMs)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** One row only, even when two hits share a millisecond: SQLite's rowid, PostgreSQL's ctid. */
  async refund(key: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await lockKey(tx, key)
      const row = tx.getExecutor().adapter instanceof PostgresAdapter ? sql.raw('ctid') : sql.raw('rowid')
      await sql`delete from rate_limit_hits where ${row} = (select ${row} from rate_limit_hits where key = ${key} order by at desc limit 1)`.execute(tx)
    })
  }

  /** substr rather than LIKE, so no character of the prefix is a wildcard. */
  async clear(prefix: string): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limit_hits')
      .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}

async function lockKey(tx: Transaction<Database>, key: string): Promise<void> {
  if (tx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${KEY_LOCK}::int, hashtext(${key}))`.execute(tx)
}
