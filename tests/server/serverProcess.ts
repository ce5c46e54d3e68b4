import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import type { ProfileForm } from '@/core/domain/profileForm'
import { Codes } from '@/ports/api/endpoint'
import { systemSettingList } from '@/ports/api/system'
import { phoneLogin, sendSms } from '@/ports/api/user'
import { ordinaryForm } from '../support/builders'
import { send, type Reachable } from './testServer'

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
 * Launches the server with this environment on top of the test's (no DATABASE_URL unless given: SQLite in
 * DATA_DIR) without waiting for it: for a server that is expected to wait (its database out of reach).
 */
export function launchServerProcess(
  env: Record<string, string>,
  port: Promise<number> = freePort(),
): ServerProcess & { ready(withinMs?: number): Promise<void> } {
  let base = ''
  let output = ''
  let gone = false
  let resolveExit: (code: number | null) => void = () => {}
  const exited = new Promise<number | null>((done) => (resolveExit = done))
  void exited.then(() => (gone = true))
  const inherited = { ...process.env }
  delete inherited.DATABASE_URL
  const child = port.then((chosen) => {
    base = `http://127.0.0.1:${chosen}`
    const spawned = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...inherited, LOG_LEVEL: 'warn', ...env, PORT: String(chosen), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    spawned.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    spawned.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    spawned.once('exit', (code) => resolveExit(code))
    return spawned
  })
  const server = {
    get base() {
      return base
    },
    app: { request: async (url: string, init: RequestInit) => (await child, fetch(base + url, init)) },
    output: () => output,
    smsCode(phone: string) {
      const codes = [...output.matchAll(new RegExp(`\\[sms\\] to ${phone} code (\\d{6})`, 'g'))]
      return codes.at(-1)?.[1] ?? ''
    },
    exited,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      const spawned = await child
      if (!gone) spawned.kill(signal)
      return exited
    },
    /** Resolves once it answers; fails with its output if it exits first or takes longer than withinMs. */
    async ready(withinMs = 90_000) {
      await child
      const deadline = Date.now() + withinMs
      for (;;) {
        if (gone) throw new Error(`the server exited before it answered:\n${output}`)
        try {
          if ((await fetch(base + systemSettingList.path)).ok) return
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`the server did not answer within ${withinMs} ms:\n${output}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    },
  }
  return server
}

/** Starts the server (see launchServerProcess) and waits until it answers; on failure it is killed. */
export async function startServerProcess(env: Record<string, string>, readyWithinMs = 90_000): Promise<ServerProcess> {
  const server = launchServerProcess(env)
  try {
    await server.ready(readyWithinMs)
  } catch (error) {
    await server.kill('SIGKILL')
    throw error
  }
  return server
}

/**
 * The code the process logged for this phone. The log line travels through the child's stdout pipe,
 * which can reach us after the HTTP answer to sendSms does (seen once in CI on a busy machine), so
 * this waits for it instead of reading the output at once.
 */
export async function deliveredSmsCode(server: ServerProcess, phone: string, withinMs = 10_000): Promise<string> {
  const deadline = Date.now() + withinMs
  for (;;) {
    const code = server.smsCode(phone)
    if (code || Date.now() > deadline) return code
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Signs in by SMS: the code is asked of one process and used on the other (the log line is the delivery). */
export async function signInOver(phone: string, asked: ServerProcess, used: ServerProcess = asked): Promise<{ token: string; userId: number }> {
  const sent = await send(asked, sendSms, { phone })
  if (sent.code !== Codes.ok) throw new Error(`sendSms ${phone}: ${sent.msg}`)
  const login = await send(used, phoneLogin, { phone, smsCode: await deliveredSmsCode(asked, phone) })
  if (login.code !== Codes.ok) throw new Error(`phoneLogin ${phone}: ${login.msg}`)
  return { token: login.data.accessToken, userId: login.data.loginUserDTO.id }
}

/** A 625-point 物化生 student of Hangzhou (一段), with some scores changed. */
export function profileWith(scores: Partial<ProfileForm['scores']>): ProfileForm {
  return ordinaryForm({
    name: '进程测试',
    sex: '女',
    scores: { chinese: 120, math: 125, english: 125, physics: 85, chemistry: 85, biology: 85, ...scores },
    addScoreType: null,
    policyScore: null,
  })
}
