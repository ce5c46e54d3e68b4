import { embedded, postgresUrl } from '../../support/testDatabases'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type Kysely } from 'kysely'
import { openTestSchema } from '../../support/postgresSchema'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { KyselyRateLimiter } from '../../../server/adapters/db/KyselyRateLimiter'
import { migrateToLatest } from '../../../server/adapters/db/migrate'
import { openDatabase } from '../../../server/adapters/db/openDatabase'
import type { Database } from '../../../server/adapters/db/schema'
import { InMemoryRateLimiter } from '../../../server/adapters/memory/InMemoryRateLimiter'
import { ManualClock } from '@/adapters/fake/ManualClock'
import type { RateLimiter } from '../../../server/ports/RateLimiter'

interface Opened {
  limiter(clock: ManualClock): RateLimiter
  /** Rows the limiter keeps in the database (0 in memory). */
  storedRows(): Promise<number>
  close(): Promise<void>
}

const sqlBackend = (db: Kysely<Database>, drop: () => Promise<void>): Opened => ({
  limiter: (clock) => new KyselyRateLimiter(db, clock),
  storedRows: async () => Number((await sql<{ n: number }>`select count(*) as n from rate_limit_hits`.execute(db)).rows[0].n),
  close: drop,
})

/** `shared`: limiters over the same store count together (the database ones; memory is per process, for demo mode). */
const allBackends: { name: string; shared: boolean; open(): Promise<Opened> }[] = [
  {
    name: 'InMemoryRateLimiter',
    shared: false,
    open: async () => ({ limiter: (clock) => new InMemoryRateLimiter(clock), storedRows: async () => 0, close: async () => {} }),
  },
  {
    name: 'KyselyRateLimiter on SQLite',
    shared: true,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'gk-limits-'))
      const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
      await migrateToLatest(db)
      return sqlBackend(db, async () => {
        await db.destroy()
        rmSync(dir, { recursive: true, force: true })
      })
    },
  },
  ...(postgresUrl ? [postgres(postgresUrl)] : []),
]
const backends = allBackends.filter((backend) => embedded || backend.name.endsWith('PostgreSQL'))

/** A schema of its own per test, as in repoBackends. */
function postgres(url: string) {
  return {
    name: 'KyselyRateLimiter on PostgreSQL',
    shared: true,
    async open(): Promise<Opened> {
      const { db, close } = await openTestSchema(url)
      return sqlBackend(db, close)
    },
  }
}

describe.each(backends)('RateLimiter: $name', (backend) => {
  let opened: Opened
  let clock: ManualClock
  let limiter: RateLimiter
  beforeEach(async () => {
    opened = await backend.open()
    clock = new ManualClock()
    limiter = opened.limiter(clock)
  })
  afterEach(async () => {
    await opened.close()
  })

  it('allows `limit` hits per window per key, then refuses until the oldest hit leaves the window', async () => {
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit('k', 3, 1000)).allowed).toBe(true)
    expect(await limiter.hit('k', 3, 1000)).toEqual({ allowed: false, retryAfterMs: 1000, remaining: 0 })
    expect((await limiter.hit('other', 3, 1000)).allowed).toBe(true)
    clock.advance(1001)
    expect((await limiter.hit('k', 3, 1000)).allowed).toBe(true)
  })

  it('counts the hits in a window without counting one, per key, and forgets those that left it', async () => {
    expect(await limiter.count('k', 1000)).toBe(0)
    await limiter.hit('k', 10, 1000)
    clock.advance(600)
    await limiter.hit('k', 10, 1000)
    await limiter.hit('k:other', 10, 1000)
    expect(await limiter.count('k', 1000)).toBe(2)
    expect(await limiter.count('k', 1000)).toBe(2)
    expect(await limiter.count('k', 500)).toBe(1)
    clock.advance(401)
    expect(await limiter.count('k', 1000)).toBe(1)
  })

  it('slides the window: each hit leaves it on its own, and the wait counts from the oldest counted hit', async () => {
    for (const step of [0, 400, 400]) {
      clock.advance(step)
      expect((await limiter.hit('k', 3, 1000)).allowed).toBe(true)
    }
    clock.advance(100)
    expect(await limiter.hit('k', 3, 1000)).toEqual({ allowed: false, retryAfterMs: 100, remaining: 0 })
    clock.advance(101)
    expect(await limiter.hit('k', 3, 1000)).toEqual({ allowed: true, retryAfterMs: 0, remaining: 0 })
    clock.advance(99)
    expect(await limiter.hit('k', 3, 1000)).toEqual({ allowed: false, retryAfterMs: 300, remaining: 0 })
  })

  it('says how many hits are left, takes back the latest hit on refund, and forgets a key on clear', async () => {
    expect((await limiter.hit('k', 3, 1000)).remaining).toBe(2)
    clock.advance(10)
    expect((await limiter.hit('k', 3, 1000)).remaining).toBe(1)
    // Two hits in the same millisecond: a refund takes back one of them, not both.
    expect((await limiter.hit('k', 4, 1000)).remaining).toBe(1)
    await limiter.refund('k')
    await limiter.refund('k')
    expect((await limiter.hit('k', 3, 1000)).remaining).toBe(1)
    expect((await limiter.hit('k', 3, 1000)).remaining).toBe(0)
    expect((await limiter.hit('k', 3, 1000)).allowed).toBe(false)
    await limiter.hit('other', 3, 1000)
    await limiter.hit('k:2', 3, 1000)
    await limiter.hit('k%', 3, 1000)
    expect(await limiter.clear('k')).toBe(5)
    expect((await limiter.hit('k', 3, 1000)).remaining).toBe(2)
    expect((await limiter.hit('other', 3, 1000)).remaining).toBe(1)
    await limiter.hit('a_b', 3, 1000)
    await limiter.hit('axb', 3, 1000)
    // The prefix is literal: '_' matches only itself.
    expect(await limiter.clear('a_')).toBe(1)
    expect((await limiter.hit('axb', 3, 1000)).remaining).toBe(1)
    await limiter.refund('never seen')
  })

  it('does not count refused hits', async () => {
    for (let i = 0; i < 2; i += 1) await limiter.hit('k', 2, 1000)
    for (let i = 0; i < 5; i += 1) {
      clock.advance(100)
      expect((await limiter.hit('k', 2, 1000)).allowed).toBe(false)
    }
    clock.advance(501)
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(true)
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(true)
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(false)
  })

  it('lets exactly `limit` of many simultaneous hits on one key through', async () => {
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('login:phone:13300000001', 5, 60_000)))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5)
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterMs === 60_000)).toBe(true)
  })

  it.skipIf(!backend.shared)('keeps counting in a second limiter over the same store, as a restarted or second server would', async () => {
    for (let i = 0; i < 3; i += 1) await limiter.hit('k', 3, 1000)
    expect(await opened.limiter(clock).hit('k', 3, 1000)).toEqual({ allowed: false, retryAfterMs: 1000, remaining: 0 })
  })

  it.skipIf(!backend.shared)('deletes hits once their window has passed, also for keys never seen again', async () => {
    for (let i = 0; i < 20; i += 1) await limiter.hit(`ip:${i}`, 5, 1000)
    expect(await opened.storedRows()).toBe(20)
    clock.advance(60_000)
    await limiter.hit('k', 5, 1000)
    expect(await opened.storedRows()).toBe(1)
  })
})
