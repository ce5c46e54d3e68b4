import { embedded, postgresUrl } from '../support/testDatabases'
import BetterSqlite3 from 'better-sqlite3'
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import { saveScores } from '@/ports/api/batch'
import { Codes } from '@/ports/api/endpoint'
import { apiMessage } from '@/ports/api/messages'
import { orderStatus, sandboxSettle, wxPayQr } from '@/ports/api/pay'
import { joinAi, planSchools, volunteerDelete, volunteerList } from '@/ports/api/plan'
import { studentInfo } from '@/ports/api/system'
import { updateStudentBatch } from '@/ports/api/user'
import { serverSchemaUrl } from '../support/postgresSchema'
import { freePort, launchServerProcess, profileWith, signInOver, startServerProcess, type ServerProcess } from './serverProcess'
import { present, send, sendRaw } from './testServer'

/**
 * The server as an operator meets it on a bad day: killed mid-write, its database file damaged or made
 * read-only, PostgreSQL down at start or dropping connections. Real processes, real files and sockets.
 */
const url = postgresUrl
const unavailable = apiMessage('common.unavailable', 'zh_CN')

const dirs: string[] = []
const servers: ServerProcess[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill('SIGKILL')))
  for (const dir of dirs.splice(0)) {
    unfreeze(dir)
    rmSync(dir, { recursive: true, force: true })
  }
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gk-faults-'))
  dirs.push(dir)
  return dir
}

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env)
  servers.push(server)
  return server
}

/** A student with scores, the 一段 batch and a generated list. */
async function student(server: ServerProcess, phone: string): Promise<string> {
  const { token } = await signInOver(phone, server)
  expect((await send(server, saveScores, saveScoresPayload(profileWith({}), []), { token })).code).toBe(Codes.ok)
  expect((await send(server, updateStudentBatch, { batchId: 1 }, { token })).code).toBe(Codes.ok)
  expect((await send(server, joinAi, {}, { token })).code).toBe(Codes.ok)
  return token
}

/** Whether this machine can make a file immutable (root on a filesystem with attributes), our stand-in for a read-only disk. */
function canFreeze(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'gk-freeze-'))
  const probe = join(dir, 'probe')
  writeFileSync(probe, '')
  try {
    execFileSync('chattr', ['+i', probe], { stdio: 'ignore' })
    execFileSync('chattr', ['-i', probe], { stdio: 'ignore' })
    return true
  } catch {
    return false
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const freezable = ['app.db', 'app.db-wal', 'app.db-shm', '.']
function freeze(dir: string): void {
  for (const name of freezable) execFileSync('chattr', ['+i', join(dir, name)], { stdio: 'ignore' })
}
function unfreeze(dir: string): void {
  for (const name of freezable) {
    try {
      execFileSync('chattr', ['-i', join(dir, name)], { stdio: 'ignore' })
    } catch {
      // Never frozen, or gone.
    }
  }
}

/** Whether this machine can make a file immutable (root on a filesystem with attributes), our stand-in for a read-only disk. */
const FREEZABLE = canFreeze()

/**
 * One bad day on the embedded database, in the order an operator might meet it (one flow, so the
 * dataset is loaded once): killed mid-burst, restarted; the disk turned read-only while serving; the file
 * damaged, then restored from a backup.
 */
describe.skipIf(!embedded)('a bad day on SQLite', () => {
  it('SIGKILL mid-burst loses no acknowledged write and half-writes nothing; read-only answers "try again"; a damaged file is named and waited for until restored', async () => {
    const dir = tempDir()
    const env = { DATA_DIR: dir }
    const server = await started(env)
    const phones = ['13600000001', '13600000002', '13600000003']
    const tokens = await Promise.all(phones.map((phone) => student(server, phone)))

    // 1. SIGKILL in the middle of a burst of profile saves, list edits and payments.
    /** What the server acknowledged (code 0) before it died, per student. */
    const acked = tokens.map(() => ({ chinese: 120, deleted: [] as number[], paid: [] as string[], placed: [] as string[] }))
    let killed = false
    const burst = tokens.map(async (token, i) => {
      const rows = (await send(server, volunteerList, {}, { token })).data
      const order = (await send(server, wxPayQr, { orderType: 1 }, { token })).data
      if (order) acked[i].placed.push(order.outTradeNo)
      for (let k = 1; !killed; k++) {
        try {
          const chinese = 100 + (k % 40)
          const saved = await send(server, saveScores, saveScoresPayload(profileWith({ chinese }), []), { token })
          if (saved.code === Codes.ok) acked[i].chinese = chinese
          const row = rows[k]
          if (row && (await send(server, volunteerDelete, { id: row.id }, { token })).code === Codes.ok) acked[i].deleted.push(row.id)
          if (order && k === 3 && (await send(server, sandboxSettle, { outTradeNo: order.outTradeNo, result: 'pay' })).code === Codes.ok)
            acked[i].paid.push(order.outTradeNo)
        } catch {
          return // The connection died with the server.
        }
      }
    })
    // Kill once the burst is well under way: every student has had writes acknowledged.
    await expect.poll(() => acked.every((a) => a.deleted.length >= 4 && a.paid.length === 1), { timeout: 30_000 }).toBe(true)
    killed = true
    await server.kill('SIGKILL')
    await Promise.all(burst)
    const file = new BetterSqlite3(join(dir, 'app.db'))
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok')
    file.close()

    const again = await started(env)
    for (const [i, token] of tokens.entries()) {
      const profile = present((await send(again, studentInfo, {}, { token })).data.loginUser.gkUserStudent, 'profile')
      // The last acknowledged save, or one sent after it whose answer the kill swallowed: never an older one.
      expect(profile.chinese === acked[i].chinese || profile.chinese === 100 + ((acked[i].chinese - 99) % 40)).toBe(true)
      // The total is the sum of the saved scores: the record was written whole.
      expect(profile.total).toBe(Number(profile.chinese) + 125 + 125 + 85 * 3)
      const ids = new Set((await send(again, volunteerList, {}, { token })).data.map((row) => row.id))
      for (const id of acked[i].deleted) expect(ids.has(id)).toBe(false)
      for (const outTradeNo of acked[i].paid) expect((await send(again, orderStatus, { outTradeNo }, { token })).data.status).toBe('paid')
      // A paid order and its grant are one write: paid means 尊享版 is open, pending means it is not.
      const status = (await send(again, orderStatus, { outTradeNo: acked[i].placed[0] }, { token })).data.status
      expect((await send(again, planSchools, {}, { token })).code === 4602).toBe(status !== 'paid')
    }

    // 2. The disk turns read-only while serving (needs root and chattr; skipped elsewhere).
    const token = tokens[0]
    if (FREEZABLE) {
      expect((await send(again, saveScores, saveScoresPayload(profileWith({ chinese: 111 }), []), { token })).code).toBe(Codes.ok)
      freeze(dir)
      const refused = await sendRaw(again, saveScores, saveScoresPayload(profileWith({ chinese: 112 }), []), { token })
      expect(refused).toMatchObject({ code: Codes.error, msg: unavailable })
      expect(present((await send(again, studentInfo, {}, { token })).data.loginUser.gkUserStudent, 'profile').chinese).toBe(111)
      unfreeze(dir)
      await expect
        .poll(async () => (await sendRaw(again, saveScores, saveScoresPayload(profileWith({ chinese: 113 }), []), { token })).code, { timeout: 20_000 })
        .toBe(Codes.ok)
    }

    // 3. The file is damaged: the server names it and the fix, waits, and starts once the backup is back.
    await again.kill()
    const backup = join(tempDir(), 'app.db')
    copyFileSync(join(dir, 'app.db'), backup)
    writeFileSync(join(dir, 'app.db'), 'not a database: what a failed disk left behind. '.repeat(100))
    const waiting = launchServerProcess(env)
    servers.push(waiting)
    await expect.poll(() => waiting.output(), { timeout: 60_000 }).toMatch(/app\.db is damaged: stop the server and restore the file .* from a backup/)
    expect(waiting.output()).not.toMatch(/\n\s+at /)
    copyFileSync(backup, join(dir, 'app.db'))
    await waiting.ready()
    // The restored data is served: the student is still signed in, with their scores.
    const restored = present((await send(waiting, studentInfo, {}, { token })).data.loginUser.gkUserStudent, 'profile')
    expect(restored.total).toBe(Number(restored.chinese) + 125 + 125 + 85 * 3)
  }, 240_000)
})

/** A TCP relay in front of PostgreSQL that the test switches off (refusing, and cutting every open connection) and on. */
class Relay {
  private server: Server | null = null
  private readonly sockets = new Set<Socket>()
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}
  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host)
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('close', () => this.sockets.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done))
    this.server = server
  }
  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((done) => server.close(() => done()))
  }
}

describe.skipIf(!url)('PostgreSQL down at start, and dropping every connection while serving', () => {
  it('waits with a clear message while it is down and starts when it is up; cut connections answer "try again" and the next request works', async () => {
    const real = new URL(url ?? '')
    const relay = new Relay(await freePort(), { host: real.hostname, port: Number(real.port || 5432) })
    const viaRelay = new URL(await serverSchemaUrl(url ?? '', 'faults'))
    viaRelay.hostname = '127.0.0.1'
    viaRelay.port = String(relay.port)
    const server = launchServerProcess({ DATA_DIR: tempDir(), DATABASE_URL: viaRelay.toString() })
    servers.push(server)
    try {
      await expect
        .poll(() => server.output(), { timeout: 60_000 })
        .toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/\w+ is not reachable: start it or check DATABASE_URL/)
      expect(server.output()).not.toMatch(/\n\s+at /)
      await relay.up()
      await server.ready()
      const { token } = await signInOver('13600000021', server)
      expect((await send(server, studentInfo, {}, { token })).code).toBe(Codes.ok)
      // PostgreSQL goes away: every pooled connection is cut and new ones are refused.
      await relay.down()
      expect(await sendRaw(server, studentInfo, {}, { token })).toMatchObject({ code: Codes.error, msg: unavailable })
      expect(await sendRaw(server, saveScores, saveScoresPayload(profileWith({ chinese: 101 }), []), { token })).toMatchObject({
        code: Codes.error,
        msg: unavailable,
      })
      // It comes back: the same process answers again, nothing restarted.
      await relay.up()
      await expect.poll(async () => (await sendRaw(server, studentInfo, {}, { token })).code, { timeout: 20_000 }).toBe(Codes.ok)
      expect((await send(server, saveScores, saveScoresPayload(profileWith({ chinese: 102 }), []), { token })).code).toBe(Codes.ok)
      expect(await Promise.race([server.exited, new Promise((done) => setTimeout(() => done('running'), 100))])).toBe('running')
    } finally {
      await relay.down()
    }
  }, 180_000)
})
