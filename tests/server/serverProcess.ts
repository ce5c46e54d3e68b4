import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { systemSettingList } from '@/ports/api/system'
import type { Reachable } from './testServer'

const REPO_ROOT = resolve(import.meta.dirname, '../..')

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))))
    })
  })
}

/** A real server process (server/main.ts, as `npm start` runs it after the build), reached over its port. */
export interface ServerProcess extends Reachable {
  base: string
  /** Everything it wrote to stdout and stderr so far. */
  output(): string
  /** The last SMS code the console SMS adapter wrote for this phone ('' when none). */
  smsCode(phone: string): string
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>
  kill(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * Starts the server with this environment on top of the test's (no DATABASE_URL unless given: SQLite in
 * DATA_DIR) and waits until it answers. Fails with the process's output if it exits first.
 */
export async function startServerProcess(env: Record<string, string>, readyWithinMs = 90_000): Promise<ServerProcess> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const inherited = { ...process.env }
  delete inherited.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  let gone = false
  void exited.then(() => (gone = true))
  const server: ServerProcess = {
    base,
    app: { request: (url, init) => fetch(base + url, init) },
    output: () => output,
    smsCode(phone) {
      const codes = [...output.matchAll(new RegExp(`\\[sms\\] to ${phone} code (\\d{6})`, 'g'))]
      return codes.at(-1)?.[1] ?? ''
    },
    exited,
    async kill(signal = 'SIGTERM') {
      if (!gone) child.kill(signal)
      return exited
    },
  }
  const deadline = Date.now() + readyWithinMs
  for (;;) {
    if (gone) throw new Error(`the server exited before it answered:\n${output}`)
    try {
      const answer = await fetch(base + systemSettingList.path)
      if (answer.ok) return server
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.kill('SIGKILL')
      throw new Error(`the server did not answer within ${readyWithinMs} ms:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
