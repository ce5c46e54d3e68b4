import md5 from 'md5'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { threadId } from 'node:worker_threads'
import type { Hono } from 'hono'
import { inject } from 'vitest'
import type { Kysely } from 'kysely'
import { SvgCaptchaGenerator } from '../../server/adapters/captcha/SvgCaptchaGenerator'
import { loadReferenceData } from '../../server/adapters/db/loadReferenceData'
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
import { requestOf } from '@/adapters/http/requestOf'
import { type Endpoint, envelopeOf as envelopeIn, type InputOf, type OutputOf } from '@/ports/api/endpoint'
import { captchaImage, passwordLogin, phoneLogin, proofChallenge, sendSms } from '@/ports/api/user'
import { Codes } from '@/ports/api/endpoint'
import { AltchaProofSolver } from '@/adapters/crypto/AltchaProofSolver'

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
  readonly warnings: string[] = []
  info(): void {}
  warn(message: string): void {
    this.warnings.push(message)
  }
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

const DATA = resolve(import.meta.dirname, '../../data')

let loadedTemplate: Promise<string> | null = null
/**
 * A migrated SQLite file holding the shipped dataset in its reference tables, made once per test worker (loading
 * the dataset takes a second or more; copying the file, a few milliseconds). Closed before it is copied, so the
 * file holds everything (SQLite folds its write-ahead log into it on close).
 */
function loadedDatabase(): Promise<string> {
  loadedTemplate ??= (async () => {
    // In the run's folder, which the run removes at its end (a worker thread has no exit to clean up after).
    const file = join(inject('runFolder'), `loaded-${process.pid}-${threadId}.db`)
    const db = openDatabase({ kind: 'sqlite', file })
    await migrateToLatest(db)
    await loadReferenceData(db, DATA)
    await db.destroy()
    return file
  })()
  return loadedTemplate
}

/**
 * The real app on a fresh SQLite file in a temp folder, with a manual clock. `withData`: the file starts as a copy
 * of one where the shipped dataset is loaded (as loadReferenceData leaves it), instead of empty.
 */
export async function startTestServer(
  shared?: { dir: string; clock: ManualClock },
  options: { smsBudget?: { perHour: number; perDay: number }; withData?: boolean } = {},
): Promise<TestServer> {
  const dir = shared?.dir ?? mkdtempSync(join(tmpdir(), 'gk-server-'))
  if (options.withData && !shared) copyFileSync(await loadedDatabase(), join(dir, 'app.db'))
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
  await migrateToLatest(db)
  const clock = shared?.clock ?? new ManualClock()
  const sms = new ConsoleSmsSender(() => {})
  const captcha = new ReadableCaptcha()
  const logger = new RecordingLogger()
  const deps = composeDeps(db, { tokenTtlHours: 72, logLevel: 'silent', smsBudget: options.smsBudget, overrides: { clock, sms, captcha, logger } })
  const app = createApp(deps)
  return {
    app,
    db,
    deps,
    clock,
    sms,
    captcha,
    logger,
    twin: () => startTestServer({ dir, clock }, options),
    async restart() {
      await db.destroy()
      return startTestServer({ dir, clock }, options)
    },
    async close() {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Anything that answers a request: the app in this process (TestServer), or a server process reached over
 * its port (serverProcess.ts), so the same calls test both.
 */
export interface Reachable {
  app: { request(url: string, init: RequestInit): Response | Promise<Response> }
}

export interface CallOptions {
  token?: string
  headers?: Record<string, string>
  ip?: string
}

/** The parsed envelope of one answer, with the HTTP status and headers. */
export interface Answer<T = unknown> {
  status: number
  code: number
  msg: string
  data: T
  headers: Headers
}

/**
 * One call of a contract endpoint as the web app makes it (path parameters filled from the input, GET
 * input as the query, POST input as the JSON body). A successful answer must match the endpoint's
 * output schema, so data is typed as the contract says; a failure's data is whatever the server sent.
 */
export async function send<E extends Endpoint>(server: Reachable, endpoint: E, input: InputOf<E>, options: CallOptions = {}): Promise<Answer<OutputOf<E>>> {
  const answer = await sendRaw(server, endpoint, input, options)
  if (answer.code === 0) {
    const checked = endpoint.output.safeParse(answer.data)
    if (!checked.success) throw new Error(`${endpoint.name} answered data the contract does not describe: ${checked.error.message}`)
  }
  return answer as Answer<OutputOf<E>>
}

/** A contract endpoint called with input the contract does not allow (junk, wrong types): data stays unknown. */
export async function sendRaw(server: Reachable, endpoint: Endpoint, input: unknown, options: CallOptions = {}): Promise<Answer> {
  return envelopeOf(await fetchRaw(server, endpoint, input, options))
}

/** The HTTP response itself, for what the envelope does not show: files, images, compression, headers. */
export async function fetchRaw<E extends Endpoint>(server: Reachable, endpoint: E, input: InputOf<E>, options: CallOptions = {}): Promise<Response> {
  const { path, query, body } = requestOf(endpoint, input)
  return request(server, endpoint.method, path + query, body, options)
}

/** A request off the contract (a path it does not have, a body that is not JSON): the envelope, data unknown. */
export async function call(server: Reachable, method: 'GET' | 'POST', path: string, body?: string, options: CallOptions = {}): Promise<Answer> {
  return envelopeOf(await request(server, method, path, body, options))
}

function request(server: Reachable, method: 'GET' | 'POST', url: string, body: string | undefined, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.0.0.1', ...options.headers }
  if (options.token) headers['qiren-token'] = options.token
  if (body !== undefined) headers['content-type'] = 'application/json'
  return Promise.resolve(server.app.request(url, { method, headers, body }))
}

async function envelopeOf(response: Response): Promise<Answer> {
  const text = await response.text()
  const envelope = envelopeIn(JSON.parse(text))
  if (!envelope) throw new Error(`not an envelope: ${text.slice(0, 200)}`)
  return { status: response.status, code: envelope.code, msg: envelope.msg, data: envelope.data, headers: response.headers }
}

export const digest = (password: string) => md5(`${password}gk-salt`)

/** The value, or a failed test naming what was missing (for the results of find() and nullable fields). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, got ${String(value)}`)
  return value
}

/** The last SMS code sent to a phone, as its owner reads it; '' when none was sent. */
export const smsCode = (server: TestServer, phone: string): string => server.sms.lastCode(phone) ?? ''

const solver = new AltchaProofSolver()

/**
 * An attempt as the web app sends it (core/auth/withProof.ts): when the server answers 428, fetch a challenge,
 * solve it (real work) and send the attempt again with the solution.
 */
export async function withProof<T>(
  server: Reachable,
  purpose: 'sms' | 'password' | 'code',
  phone: string,
  attempt: (proof: string | undefined) => Promise<Answer<T>>,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const first = await attempt(undefined)
  if (first.code !== Codes.proofNeeded) return first
  const challenge = await send(server, proofChallenge, { purpose, phone }, options)
  if (challenge.code !== 0) throw new Error(`no challenge: ${challenge.msg}`)
  return attempt((await solver.solve(challenge.data)) ?? undefined)
}

/** Signs a phone in over SMS (creating the account), answering its token and user id. */
export async function signIn(server: TestServer, phone: string): Promise<{ token: string; userId: number }> {
  await withProof(server, 'sms', phone, (proof) => send(server, sendSms, { phone, proof }))
  const answer = await withProof(server, 'code', phone, (proof) => send(server, phoneLogin, { phone, smsCode: smsCode(server, phone), proof }))
  if (answer.code !== 0) throw new Error(`sign-in failed: ${answer.msg}`)
  server.clock.advance(121_000)
  return { token: answer.data.accessToken, userId: answer.data.loginUserDTO.id }
}

/** A password sign-in as a person does it: draw the picture code, read it, send it with the password. */
export async function passwordSignIn(
  server: TestServer,
  account: string,
  password: string,
  options: CallOptions & { uuid?: string; captchaAnswer?: string } = {},
): Promise<Answer<OutputOf<typeof passwordLogin>>> {
  const uuid = options.uuid ?? `captcha-${Math.random().toString(36).slice(2, 12)}`
  await fetchRaw(server, captchaImage, { uuid }, options)
  const code = options.captchaAnswer ?? server.captcha.lastText
  return withProof(
    server,
    'password',
    account,
    (proof) => send(server, passwordLogin, { account, password: digest(password), code, uuid, type: 1, proof }, options),
    options,
  )
}
