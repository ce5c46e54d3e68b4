import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KyselyReferenceData } from '../../../server/adapters/db/KyselyReferenceData'
import { loadReferenceData } from '../../../server/adapters/db/loadReferenceData'
import { migrateToLatest } from '../../../server/adapters/db/migrate'
import { openDatabase } from '../../../server/adapters/db/openDatabase'
import { readReferenceSnapshot } from '../../../server/adapters/db/readReferenceSnapshot'
import type { Database } from '../../../server/adapters/db/schema'
import { VersionedReferenceData } from '../../../server/adapters/memory/VersionedReferenceData'

const DATA = resolve(__dirname, '../../../data')

/**
 * The server's reference data: the database's dataset version held in memory. Another process (or an
 * operator) loading a new version into the same database is seen within the check interval, swapped whole.
 */
describe('VersionedReferenceData over SQLite', () => {
  let dir: string
  let db: Kysely<Database>
  let clock = 0
  let snapshots = 0
  let ref: VersionedReferenceData
  const swaps: string[] = []

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gk-vref-'))
    db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
    await migrateToLatest(db)
    const store = new KyselyReferenceData(db)
    ref = new VersionedReferenceData(
      {
        version: () => store.version(),
        snapshot: () => {
          snapshots++
          return readReferenceSnapshot(db)
        },
      },
      store,
      { checkEveryMs: 10_000, now: () => clock, onSwap: (v) => swaps.push(v) },
    )
  }, 60_000)
  afterAll(async () => {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers from the database itself while no dataset is loaded', async () => {
    expect(await ref.version()).toBeNull()
    expect(await ref.rankYears()).toEqual([])
    expect(snapshots).toBe(0)
  })

  it('reads a loaded version once and serves it from memory, without reading it again per request', async () => {
    await loadReferenceData(db, DATA)
    clock += 10_000
    await ref.version()
    await ref.refresh()
    const version = await ref.version()
    expect(version).not.toBeNull()
    expect(swaps).toEqual([version])
    const reads = snapshots
    for (let i = 0; i < 50; i++) expect((await ref.rankTable(2025)).find((r) => r.score === 690)).toMatchObject({ count: 67, rank: 513 })
    expect(snapshots).toBe(reads)
  }, 60_000)

  it('keeps the version in hand until the interval has passed, then swaps to the new one whole', async () => {
    const before = await ref.version()
    // Another process loads a new version: a changed row and a new version id, in one transaction.
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('ref_score_rank').set({ count: 68 }).where('year', '=', 2025).where('score', '=', 690).execute()
      await tx.updateTable('ref_meta').set({ value: 'next-version' }).where('key', '=', 'version').execute()
    })
    clock += 5_000
    expect(await ref.version()).toBe(before)
    expect((await ref.rankTable(2025)).find((r) => r.score === 690)?.count).toBe(67)
    clock += 5_000
    // This call is answered from the version in hand and starts the check in the background.
    expect(await ref.version()).toBe(before)
    await ref.refresh()
    expect(await ref.version()).toBe('next-version')
    expect((await ref.rankTable(2025)).find((r) => r.score === 690)?.count).toBe(68)
    expect(swaps.at(-1)).toBe('next-version')
  }, 60_000)

  it('hands out copies: a caller sorting an answer does not change the next one', async () => {
    const table = await ref.rankTable(2024)
    table.reverse()
    expect((await ref.rankTable(2024))[0].score).toBeGreaterThan((await ref.rankTable(2024)).at(-1)!.score)
  })
})
