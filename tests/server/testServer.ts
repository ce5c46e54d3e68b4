import md5 from 'md5'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { SvgCaptchaGenerator } from '../../server/adapters/captcha/SvgCaptchaGenerator'
import { migrateToLatest } from '../../server/adapters/db/migrate'
import { openDatabase } from '../../server/adapters/db/openDatabase'
import type { Database } from '../../server/adapters/db/schema'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { ConsoleSmsSender } from '../../server/adapters/sms/ConsoleSmsSender'
import { composeDeps } from '../../server/composeDeps'
import { createApp } from '../../server/http/createApp'
import type { CaptchaGenerator, CaptchaImage } from '../../server/ports/CaptchaGenerator'
import type { Logger } from '../../server/ports/Logger'
import type { ServerDeps } from '../../server/ports/ServerDeps'

/** Remembers the answer of the last picture drawn, as a person reading the image would. */
class ReadableCaptcha implements CaptchaGenerator {
  lastText = ''
  private readonly inner = new SvgCaptchaGenerator()
  create(): CaptchaImage {
    const image = this.inner.create()
    this.lastText = image.text
    return image
  }
}

export class RecordingLogger implements Logger {
  readonly errors: string[] = []
  info(): void {}
  warn(): void {}
  error(message: string): void {
    this.errors.push(message)
  }
}

export interface TestServer {
  app: Hono
  db: Kysely<Database>
  deps: ServerDeps
  clock: ManualClock
  sms: ConsoleSmsSender
  captcha: ReadableCaptcha
  logger: RecordingLogger
  /** Another server process over the same database file and clock (this one keeps running). */
  twin(): Promise<TestServer>
  /** Stops this server and starts a fresh one over the same database file and clock. */
  restart(): Promise<TestServer>
  close(): Promise<void>
}

/** The real app on a fresh SQLite file in a temp folder, with a manual clock. */
export async function startTestServer(shared?: { dir: string; clock: ManualClock }): Promise<TestServer> {
  const dir = shared?.dir ?? mkdtempSync(join(tmpdir(), 'gk-server-'))
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
  await migrateToLatest(db)
  const clock = shared?.clock ?? new ManualClock()
  const sms = new ConsoleSmsSender(() => {})
  const captcha = new ReadableCaptcha()
  const logger = new RecordingLogger()
  const deps = composeDeps(db, { tokenTtlHours: 72, logLevel: 'silent', overrides: { clock, sms, captcha, logger } })
  const app = createApp(deps)
  return {
    app, db, deps, clock, sms, captcha, logger,
    twin: () => startTestServer({ dir, clock }),
    async restart() {
      await db.destroy()
      return startTestServer({ dir, clock })
    },
    async close() {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface CallOptions {
  token?: string
  headers?: Record<string, string>
  ip?: string
}

export interface Answer {
  status: number
  code: number
  msg: string
  data: any
  headers: Headers
}

/** One request as the web app sends it; answers the parsed envelope. */
export async function call(server: TestServer, method: 'GET' | 'POST', path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.0.0.1', ...options.headers }
  if (options.token) headers['qiren-token'] = options.token
  let url = path
  let payload: string | undefined
  if (method === 'GET' && body) url += `?${new URLSearchParams(body as Record<string, string>)}`
  if (method === 'POST' && body !== undefined) {
    payload = typeof body === 'string' ? body : JSON.stringify(body)
    headers['content-type'] = 'application/json'
  }
  const response = await server.app.request(url, { method, headers, body: payload })
  const text = await response.text()
  const json = JSON.parse(text)
  return { status: response.status, code: json.code, msg: json.msg, data: json.data, headers: response.headers }
}

export const digest = (password: string) => md5(`${password}gk-salt`)

/** Signs a phone in over SMS (creating the account), answering its token and user id. */
export async function signIn(server: TestServer, phone: string): Promise<{ token: string; userId: number }> {
  await call(server, 'POST', '/api/v2/user/sendSms', { phone })
  const answer = await call(server, 'POST', '/api/v2/user/phoneLogin', { phone, smsCode: server.sms.lastCode(phone) })
  if (answer.code !== 0) throw new Error(`sign-in failed: ${answer.msg}`)
  server.clock.advance(121_000)
  return { token: answer.data.accessToken, userId: answer.data.loginUserDTO.id }
}
