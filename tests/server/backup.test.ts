import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { wxPayQr } from '@/ports/api/pay'
import { migrateToLatest } from '../../server/adapters/db/migrate'
import { openDatabase } from '../../server/adapters/db/openDatabase'
import { restoreFrom } from '../../server/cli/backup'
import { runAdmin } from '../../server/cli/runAdmin'
import { send, signIn, startTestServer, type TestServer } from './testServer'
import { giveStudent } from './volunteerFixtures'

/** Issue 35: a backup taken while the server runs, restored on a fresh DATA_DIR, holds the same students, lists and orders. */
let server: TestServer
let dir: string
beforeEach(async () => {
  server = await startTestServer()
  dir = mkdtempSync(join(tmpdir(), 'gk-backup-'))
})
afterEach(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const snapshot = async (db: TestServer['db']) => ({
  students: await db.selectFrom('students').selectAll().orderBy('user_id').execute(),
  lists: await db.selectFrom('volunteer_entries').selectAll().orderBy('id').execute(),
  orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
  users: await db.selectFrom('users').select(['id', 'phone']).orderBy('id').execute(),
})

it('backs up a running server and restores it on a fresh DATA_DIR with the same students, lists and orders', async () => {
  const a = await signIn(server, '13800000101')
  await giveStudent(server, a.userId, 20_000)
  await server.db
    .insertInto('volunteer_entries')
    .values([
      { user_id: a.userId, plan_id: '0001-001', year: 2026, position: 1, created_at: 1 },
      { user_id: a.userId, plan_id: '0002-003', year: 2026, position: 2, created_at: 1 },
    ])
    .execute()
  await send(server, wxPayQr, { orderType: 1 }, { token: a.token })
  const before = await snapshot(server.db)
  expect(before.students).toHaveLength(1)
  expect(before.orders).toHaveLength(1)
  expect(before.lists).toHaveLength(2)

  const file = join(dir, 'backups', 'gk.db')
  const made = await runAdmin(server.db, ['backup', '--to', file], server.clock)
  expect(made.exitCode, made.output).toBe(0)
  expect((await runAdmin(server.db, ['backup', '--to', file], server.clock)).exitCode).toBe(1)

  const fresh = join(dir, 'fresh')
  expect(restoreFrom(fresh, file, false)).toMatchObject({ exitCode: 0 })
  const restored = openDatabase({ kind: 'sqlite', file: join(fresh, 'app.db') })
  try {
    await migrateToLatest(restored)
    expect(await snapshot(restored)).toEqual(before)
  } finally {
    await restored.destroy()
  }
  expect(restoreFrom(fresh, file, false).exitCode).toBe(1)
  expect(restoreFrom(fresh, file, true).exitCode).toBe(0)
})

it('refuses to restore a file that is not one of its backups, and leaves the database as it was', () => {
  const junk = join(dir, 'junk.db')
  writeFileSync(junk, 'not a database at all')
  expect(restoreFrom(join(dir, 'x'), junk, true)).toMatchObject({ exitCode: 1 })
  expect(restoreFrom(join(dir, 'x'), join(dir, 'missing.db'), true).output).toContain('No file')
})
