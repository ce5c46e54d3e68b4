/**
 * Load test of real server processes (numbers, not pass/fail). Starts `server/cli/start.ts` (what
 * `npm start` runs) as a child node process on 127.0.0.1 with a fresh DATA_DIR under var/, signs up
 * LOAD_STUDENTS students by SMS through the API (codes read from the server's `[sms] to … code …` lines;
 * TRUST_PROXY=1 and a distinct X-Forwarded-For per student, because SMS and login are rate-limited per IP),
 * saves their scores and batch as the profile page does, then drives each scenario with autocannon for
 * LOAD_DURATION seconds at each of LOAD_CONCURRENCY connections, checking every response's envelope.
 * Stops the servers by pid and writes bench/results/load.md and load.json.
 *
 * Database: SQLite in that fresh DATA_DIR by default (DATABASE_URL=''). LOAD_DATABASE_URL=postgres://…
 * runs on that PostgreSQL instead, in a fresh schema `gkbench_<timestamp>` of the run's own (the servers
 * get DATABASE_URL=<url>?options=-c search_path=<schema>; the first one migrates it and loads the dataset),
 * dropped at the end unless LOAD_KEEP=1.
 * Processes: LOAD_PROCESSES=N (default 1) starts N servers on the one database (PostgreSQL only: an SQLite
 * file serves one process), the others once the first listens; they share DATA_DIR for their logs only.
 * Students are prepared on the processes in turn; each row then runs one autocannon per process in
 * parallel, with ⌈connections / N⌉ connections against its own process: requests/s and counts are summed,
 * latency is the worst instance's p50/p90/p99/max, CPU is summed and RSS given per process. Runs other than
 * the default (SQLite, one process) write bench/results/load-postgres-<N>p.md and .json instead.
 *
 * Run on a quiet machine, after `npm ci --prefix bench` once (autocannon is not in the root install):
 * npm run bench:load   (knobs: LOAD_STUDENTS=220 LOAD_DURATION=10 LOAD_WARMUP=2
 * LOAD_CONCURRENCY=20,50 LOAD_DATABASE_URL= LOAD_PROCESSES=1; LOAD_WORKTREE=1 serves the working tree
 * instead of a snapshot of HEAD; LOAD_KEEP=1 keeps var/load-* and the PostgreSQL schema)
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { requestOf } from '@/adapters/http/requestOf'
import type { ProfileForm } from '@/core/domain/profileForm'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import type { ElectiveKey } from '@/core/domain/subjects'
import * as aiMsg from '@/ports/api/aiMsg'
import * as batch from '@/ports/api/batch'
import type { Endpoint, InputOf, OutputOf } from '@/ports/api/endpoint'
import * as plan from '@/ports/api/plan'
import * as school from '@/ports/api/school'
import * as system from '@/ports/api/system'
import * as user from '@/ports/api/user'
import { fromBenchPackage } from './support/benchPackage'
import { createBenchSchema, redacted, type BenchSchema } from './support/benchSchema'
import { eveningMix, SEARCH_TERMS, type MixReport, type MixStudent } from './support/eveningMix'
import { random } from './support/random'
import { freePort } from './support/freePort'
import { writeResults } from './support/writeResults'

/** The part of autocannon's result this file reads (autocannon ships no types; one package, no @types). */
interface CannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p99: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
}
const autocannon = await fromBenchPackage(
  'autocannon',
  () => createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<CannonResult>,
)

// More students than the evening mix's connections, so no two of its virtual users share one (a profile save
// or a new list by one would change what the other is reading).
const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 220)
const DURATION = Number(process.env.LOAD_DURATION ?? 10)
const WARMUP = Number(process.env.LOAD_WARMUP ?? 2)
/** Connections of each autocannon row; LOAD_CONCURRENCY=0 skips the rows (the evening mix alone). */
const CONCURRENCY = (process.env.LOAD_CONCURRENCY ?? '20,50')
  .split(',')
  .map(Number)
  .filter((c) => c > 0)
const PROCESSES = Number(process.env.LOAD_PROCESSES ?? 1)
const DATABASE_URL = process.env.LOAD_DATABASE_URL ?? ''
const HOST = '127.0.0.1'
/** The evening mix (bench/support/eveningMix.ts): virtual users and seconds; 0 connections skips it. */
const MIX_CONNECTIONS = Number(process.env.LOAD_MIX_CONNECTIONS ?? 200)
const MIX_DURATION = Number(process.env.LOAD_MIX_DURATION ?? 60)
let mixServerCpuPercent = 0
/** Extra node flags for the servers, e.g. LOAD_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile them. */
const NODE_ARGS = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean)
let mixServerRssMb: number[] = []

if (!Number.isInteger(PROCESSES) || PROCESSES < 1) {
  console.error(`LOAD_PROCESSES must be a whole number of at least 1, not ${JSON.stringify(process.env.LOAD_PROCESSES)}`)
  process.exit(1)
}
if (DATABASE_URL && !/^postgres(ql)?:\/\//.test(DATABASE_URL)) {
  console.error('LOAD_DATABASE_URL must be a postgres:// (or postgresql://) URL')
  process.exit(1)
}
if (!DATABASE_URL && PROCESSES > 1) {
  console.error(`LOAD_PROCESSES=${PROCESSES} needs LOAD_DATABASE_URL=postgres://…: on SQLite there is one process only (an SQLite file serves one process).`)
  process.exit(1)
}
const onPostgres = DATABASE_URL !== ''
const databaseKind = onPostgres ? 'PostgreSQL' : 'SQLite'
/** The default run (SQLite, one process) keeps bench/results/load.*; the others write beside it. */
const resultName = onPostgres ? `load-postgres-${PROCESSES}p` : 'load'
/** The CPU of the local PostgreSQL's processes is measured when the database is on this machine. */
const databaseIsLocal = onPostgres && ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(new URL(DATABASE_URL).hostname)

// ---------- the servers as child processes ----------

const stamp = Date.now()
const runDir = resolve('var', `load-${stamp}`)
const dataDir = join(runDir, 'data')
mkdirSync(dataDir, { recursive: true })
const commit = execSync('git rev-parse --short HEAD').toString().trim()
const dirtyServer = execSync('git status --porcelain -- server')
  .toString()
  .split('\n')
  .filter(Boolean)
  .map((l) => l.slice(3))
/**
 * By default the server runs from a snapshot of the committed HEAD (git archive; node_modules and the
 * built dist linked), so work in progress in the tree is not measured; LOAD_WORKTREE=1 runs the tree as is.
 */
const fromWorktree = process.env.LOAD_WORKTREE === '1'
let serverCwd = process.cwd()
if (!fromWorktree) {
  serverCwd = join(runDir, 'src')
  mkdirSync(serverCwd)
  execSync(`git archive HEAD | tar -x -C ${JSON.stringify(serverCwd)}`)
  symlinkSync(resolve('node_modules'), join(serverCwd, 'node_modules'))
  symlinkSync(resolve('dist'), join(serverCwd, 'dist'))
}

/** One server process: its own port, its stdout read for SMS codes and its "running at" line. */
interface ServerChild {
  /** 1, 2, … in start order. */
  n: number
  base: string
  child: ChildProcess
  startedAt: number
  listening: Promise<void>
  /** Seconds from spawn to its "running at" line. */
  listenSeconds: number
  exited: Promise<number | null>
  stderrTail: string[]
}

/** SMS codes by phone, from whichever process printed them. */
const smsCodes = new Map<string, string>()
const smsWaiters = new Map<string, (code: string) => void>()
const servers: ServerChild[] = []
let stopping = false
let reportDeath: (error: Error) => void = () => {}
/** Fails when a server exits before the run stops it: the run is abandoned (and cleaned up). */
const died = new Promise<never>((_, fail) => (reportDeath = fail))
died.catch(() => {})

async function startServer(databaseUrl: string): Promise<ServerChild> {
  const port = await freePort(HOST)
  const stderrTail: string[] = []
  let listening = () => {}
  const startedAt = performance.now()
  // node itself (not the tsx CLI wrapper), so the pid we kill is the server's.
  const child: ChildProcess = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', 'server/cli/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      NODE_ENV: 'development',
      SMS_PROVIDER: 'console',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: serverCwd,
  })
  const server: ServerChild = {
    n: servers.length + 1,
    base: `http://${HOST}:${port}`,
    child,
    startedAt,
    listening: new Promise<void>((done) => (listening = done)),
    listenSeconds: NaN,
    exited: new Promise<number | null>((done) => child.once('exit', (code) => done(code))),
    stderrTail,
  }
  servers.push(server)
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const sms = /\[sms\] to (\d+) code (\d{6})/.exec(line)
    if (sms) {
      smsCodes.set(sms[1], sms[2])
      smsWaiters.get(sms[1])?.(sms[2])
    } else if (line.includes('running at http') && Number.isNaN(server.listenSeconds)) {
      server.listenSeconds = (performance.now() - startedAt) / 1000
      listening()
    }
  })
  createInterface({ input: child.stderr! }).on('line', (line) => {
    stderrTail.push(line)
    if (stderrTail.length > 20) stderrTail.shift()
  })
  void server.exited.then((code) => {
    if (!stopping) reportDeath(new Error(`server ${server.n} (pid ${child.pid}) exited early (code ${code})`))
  })
  return server
}

async function stopServers(): Promise<void> {
  stopping = true
  await Promise.all(
    servers.map(async ({ child, exited }) => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
      process.kill(child.pid, 'SIGTERM')
      const timer = setTimeout(() => child.pid && child.exitCode === null && child.signalCode === null && process.kill(child.pid, 'SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    }),
  )
}

function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, fail) => setTimeout(() => fail(new Error(`timed out waiting for ${what}`)), ms).unref())])
}

// ---------- the API as the web app calls it ----------

interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/**
 * One call of a contract endpoint (method, path and query or body from the contract) to one server (the
 * first unless told); the answer is typed by its output.
 */
async function api<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: { token?: string; ip?: string; on?: ServerChild } = {},
): Promise<Envelope<OutputOf<E>>> {
  const { path, query, body } = requestOf(endpoint, input)
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.0.0.1' }
  if (options.token) headers['qiren-token'] = options.token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch((options.on ?? servers[0]).base + path + query, { method: endpoint.method, headers, body })
  return (await response.json()) as Envelope<OutputOf<E>>
}

function must<T>(answer: Envelope<T>, what: string): T {
  if (answer.code !== 0) throw new Error(`${what} answered code ${answer.code}: ${answer.msg}`)
  return answer.data
}

const ELECTIVES: ElectiveKey[] = ['physics', 'chemistry', 'biology', 'technology', 'history', 'politics', 'geography']
const CITIES: [string, string, string][] = [
  ['杭州市', '西湖区', '杭州高级中学'],
  ['宁波市', '海曙区', '宁波中学'],
  ['温州市', '鹿城区', '温州中学'],
  ['金华市', '婺城区', '金华一中'],
  ['绍兴市', '越城区', '绍兴一中'],
]
const MAJORS = ['计算机类', '电子信息类', '经济学类', '临床医学', '法学类', '机械类']

/** A 普通类 student of ability between weak 二段 and strong 一段: three 选考 of seven, scores around the ability. */
function studentForm(i: number): ProfileForm {
  const r = random(i + 1)
  const ability = 0.5 + 0.45 * r()
  const near = (max: number, min: number) => Math.max(min, Math.min(max, Math.round(max * ability + (r() - 0.5) * max * 0.16)))
  const subjects = [...ELECTIVES].sort(() => r() - 0.5).slice(0, 3)
  const [city, district, highSchool] = CITIES[i % CITIES.length]
  const scores: Record<string, number> = { chinese: near(150, 0), math: near(150, 0), english: near(150, 0) }
  for (const s of subjects) scores[s] = near(100, 40)
  return {
    name: `考生${i}`,
    sex: i % 2 ? '男' : '女',
    province: '浙江',
    city,
    district,
    highSchool,
    studentType: 1,
    subjects,
    scores,
    addScoreType: null,
    policyScore: null,
  }
}

interface Student {
  phone: string
  token: string
  total: number
  rank: number
  batchId: number
  /** The server process the student was prepared on (the processes in turn). */
  server: ServerChild
  /** Its own X-Forwarded-For address (SMS and sign-in are limited per address). */
  ip: string
  form: ProfileForm
}

/** Sends the SMS, reads the code from the server's log line and signs in: the new token. */
async function smsSignIn(phone: string, ip: string, on: ServerChild): Promise<string> {
  const code = new Promise<string>((done) => smsWaiters.set(phone, done))
  smsCodes.delete(phone)
  must(await api(user.sendSms, { phone }, { ip, on }), `sendSms ${phone}`)
  const smsCode = smsCodes.get(phone) ?? (await within(10_000, `the SMS line for ${phone}`, code))
  smsWaiters.delete(phone)
  return must(await api(user.phoneLogin, { phone, smsCode }, { ip, on }), `phoneLogin ${phone}`).accessToken
}

/** Sign-up by SMS, scores, (for half of them) an AI target, then the batch their score reaches. */
async function prepareStudent(i: number): Promise<Student> {
  const phone = `1990${String(i).padStart(7, '0')}`
  const ip = `10.77.${(i >> 8) & 255}.${i & 255}`
  const on = servers[i % servers.length]
  const token = await smsSignIn(phone, ip, on)
  const form = studentForm(i)
  const saved = must(await api(batch.saveScores, saveScoresPayload(form, []), { token, ip, on }), `updScore ${phone}`)
  if (i % 2 === 0) {
    const major = MAJORS[i % MAJORS.length]
    const target = { major, jsonList: JSON.stringify([{ name: major, num: 5 }]), province: '浙江', maxTuition: 30000 }
    must(await api(aiMsg.addAiTarget, target, { token, ip, on }), `gk-ai-msg/add ${phone}`)
  }
  const reachesFirst = must(await api(batch.checkBatch, { batchId: 1 }, { token, ip, on }), `getBatch ${phone}`)
  const batchId = reachesFirst ? 1 : 2
  must(await api(user.updateStudentBatch, { batchId }, { token, ip, on }), `upd/studentBacth ${phone}`)
  // updScore answers the record it saved: a total and a rank are always there for these students.
  return { phone, token, total: saved.total ?? 0, rank: saved.rankZs ?? 0, batchId, server: on, ip, form }
}

async function inParallel<T>(count: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(count)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++
        out[i] = await work(i)
      }
    }),
  )
  return out
}

// ---------- scenarios ----------

interface Scenario {
  name: string
  label: string
  method: 'GET' | 'POST'
  /** The envelope is checked unless the response is a page (the static index.html). */
  envelope: boolean
  setup: (counter: number) => { path: string; body?: string; headers?: Record<string, string> }
}

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`

/** One request of a scenario as the contract shapes it (path and query, or a JSON body). */
function request<E extends Endpoint>(endpoint: E, input: InputOf<E>, token?: string): ReturnType<Scenario['setup']> {
  const { path, query, body } = requestOf(endpoint, input)
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers['qiren-token'] = token
  return { path: path + query, body, headers }
}

function scenarios(students: Student[], withList: Student[]): Scenario[] {
  return [
    {
      name: 'scoreRank',
      label: `${label(school.scoreRank)} (score → rank, 2026)`,
      method: 'GET',
      envelope: true,
      setup: (n) => request(school.scoreRank, { year: 2026, score: 300 + ((n * 37) % 420) }),
    },
    {
      name: 'schoolSearch',
      label: `${label(school.schoolSearch)} (name search, page of 10)`,
      method: 'POST',
      envelope: true,
      setup: (n) => request(school.schoolSearch, { pageNum: 1 + (n % 3), pageSize: 10, name: SEARCH_TERMS[n % SEARCH_TERMS.length] }),
    },
    {
      name: 'studentInfo',
      label: `${label(system.studentInfo)} (signed in)`,
      method: 'GET',
      envelope: true,
      setup: (n) => request(system.studentInfo, {}, students[n % students.length].token),
    },
    {
      name: 'joinAi',
      label: `${label(plan.joinAi)} (signed in; 80-row list, stored)`,
      method: 'POST',
      envelope: true,
      setup: (n) => request(plan.joinAi, {}, withList[n % withList.length].token),
    },
    { name: 'static', label: 'GET / (index.html)', method: 'GET', envelope: false, setup: () => ({ path: '/' }) },
  ]
}

const CLK_TCK = Number(execSync('getconf CLK_TCK').toString().trim()) || 100
/** User + system CPU seconds from a /proc/<pid>/stat line. */
function cpuSecondsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK
}

/** A server's CPU seconds (user + system) and resident memory, from /proc. */
function serverUsage(server: ServerChild): { cpuSeconds: number; rssMb: number } {
  const cpuSeconds = cpuSecondsOf(readFileSync(`/proc/${server.child.pid}/stat`, 'utf8'))
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))
  return { cpuSeconds, rssMb: rss ? Number(rss[1]) / 1024 : NaN }
}

/**
 * CPU seconds of every local `postgres` process by pid (the whole cluster: its backends and background
 * workers, whoever else's queries they run), from /proc.
 */
function postgresCpu(): Map<number, number> {
  const out = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') out.set(Number(entry), cpuSecondsOf(stat))
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return out
}

/** Busy CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0)
  return (total - ticks[3] - ticks[4]) / CLK_TCK
}

const ownCpuSeconds = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}

interface Measured {
  scenario: string
  label: string
  /** Connections in all (nominal; each process got connectionsPerProcess of them). */
  connections: number
  connectionsPerProcess: number
  seconds: number
  /** Summed over the processes' autocannon instances, as are the counts below. */
  requests: number
  requestsPerSecond: number
  /** Latency: the worst of the instances' figures (one per process), not a merged histogram. */
  p50Ms: number
  p90Ms: number
  p99Ms: number
  maxMs: number
  non2xx: number
  errorEnvelopes: number
  socketErrors: number
  timeouts: number
  envelopeCodes: Record<string, number>
  /** All server processes together (100 = one core). */
  serverCpuPercent: number
  /** The local PostgreSQL cluster's processes (null on SQLite, or when the database is on another host). */
  databaseCpuPercent: number | null
  clientCpuPercent: number
  /** CPU used by everything else on the machine during the row: should be near 0 on a quiet machine. */
  otherCpuPercent: number
  /** Each server process's resident memory after the row, in start order. */
  serverRssMb: number[]
}

/** One row: an autocannon instance per server process, in parallel, each with ⌈connections / processes⌉ connections. */
async function drive(s: Scenario, connections: number, seconds: number): Promise<Measured> {
  let counter = 0
  let errorEnvelopes = 0
  const codes: Record<string, number> = {}
  const perProcess = Math.ceil(connections / servers.length)
  const before = servers.map(serverUsage)
  const database0 = databaseIsLocal ? postgresCpu() : null
  const busy0 = machineBusySeconds()
  const own0 = ownCpuSeconds()
  const t0 = performance.now()
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: server.base,
        connections: perProcess,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            method: s.method,
            setupRequest: (req: { headers?: Record<string, string> }) => {
              const { path, body, headers } = s.setup(counter++)
              return { ...req, path, body, headers: { ...(req.headers ?? {}), ...(headers ?? {}) } }
            },
            onResponse: (status: number, body: string) => {
              if (status < 200 || status > 299) return
              if (!s.envelope) {
                if (!body.startsWith('<!')) errorEnvelopes++
                return
              }
              const code = /^\{"code":(-?\d+)/.exec(body)?.[1] ?? 'unparsed'
              if (code !== '0') {
                errorEnvelopes++
                codes[code] = (codes[code] ?? 0) + 1
              }
            },
          },
        ],
      }),
    ),
  )
  const elapsed = (performance.now() - t0) / 1000
  const after = servers.map(serverUsage)
  const server = after.reduce((sum, u, i) => sum + u.cpuSeconds - before[i].cpuSeconds, 0)
  let database = 0
  // A backend that started during the row counts from 0; one that ended during it is missed.
  if (database0) for (const [pid, cpuSeconds] of postgresCpu()) database += cpuSeconds - (database0.get(pid) ?? 0)
  const own = ownCpuSeconds() - own0
  const other = machineBusySeconds() - busy0 - server - database - own
  const sum = (pick: (r: CannonResult) => number) => results.reduce((total, r) => total + pick(r), 0)
  const worst = (pick: (r: CannonResult) => number) => Math.max(...results.map(pick))
  return {
    scenario: s.name,
    label: s.label,
    connections,
    connectionsPerProcess: perProcess,
    seconds,
    requests: sum((r) => r.requests.total),
    requestsPerSecond: Math.round(sum((r) => r.requests.average) * 10) / 10,
    p50Ms: worst((r) => r.latency.p50),
    p90Ms: worst((r) => r.latency.p90),
    p99Ms: worst((r) => r.latency.p99),
    maxMs: worst((r) => r.latency.max),
    non2xx: sum((r) => r.non2xx),
    errorEnvelopes,
    socketErrors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    envelopeCodes: codes,
    serverCpuPercent: Math.round((server / elapsed) * 100),
    databaseCpuPercent: database0 ? Math.round((database / elapsed) * 100) : null,
    clientCpuPercent: Math.round((own / elapsed) * 100),
    otherCpuPercent: Math.max(0, Math.round((other / elapsed) * 100)),
    serverRssMb: after.map((u) => Math.round(u.rssMb)),
  }
}

// ---------- the run ----------

const cpu = cpus()
const machine = `${cpu.length} × ${cpu[0]?.model?.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`
const loadBefore = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ')
const processesText = PROCESSES === 1 ? 'one server process' : `${PROCESSES} server processes`
const databaseText = onPostgres ? `PostgreSQL (${redacted(DATABASE_URL)}) in a fresh schema gkbench_${stamp}` : 'SQLite in a fresh DATA_DIR'
const seconds = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ')

async function run(databaseUrl: string): Promise<void> {
  // The first process migrates the database and loads the dataset; the others start once it listens.
  const first = await startServer(databaseUrl)
  await within(300_000, 'the server to listen', first.listening)
  console.log(
    `server ${first.n} pid ${first.child.pid} listening on ${first.base} after ${first.listenSeconds.toFixed(1)} s (DATA_DIR ${dataDir}; ${databaseText})`,
  )
  const others = await Promise.all(Array.from({ length: PROCESSES - 1 }, () => startServer(databaseUrl)))
  for (const server of others) {
    await within(300_000, `server ${server.n} to listen`, server.listening)
    console.log(`server ${server.n} pid ${server.child.pid} listening on ${server.base} after ${server.listenSeconds.toFixed(1)} s`)
  }
  const listenSeconds = first.listenSeconds

  const t1 = performance.now()
  const students = await inParallel(STUDENTS, 8, prepareStudent)
  const prepareSeconds = (performance.now() - t1) / 1000
  console.log(
    `${students.length} students signed up by SMS with scores and a batch in ${prepareSeconds.toFixed(1)} s${PROCESSES > 1 ? ' (on the processes in turn)' : ''}`,
  )
  // Every process sees the first student, whichever prepared it (one database).
  for (const on of servers) {
    const check = must(await api(system.studentInfo, {}, { token: students[0].token, on }), `student on server ${on.n}`).loginUser.gkUserStudent
    if (!check?.rankZs || !check.batchId) throw new Error(`student record incomplete on server ${on.n}: ${JSON.stringify(check)}`)
  }

  // Each process fitted its model at boot; its first join/ai waits for it if it is not done yet.
  const readySecondsPerProcess: number[] = []
  for (const on of servers) {
    const t2 = performance.now()
    must(await api(plan.joinAi, {}, { token: students[0].token, on }), `first join/ai on server ${on.n}`)
    readySecondsPerProcess.push((performance.now() - on.startedAt) / 1000)
    console.log(
      `first join/ai${PROCESSES > 1 ? ` on server ${on.n}` : ''} answered ${((performance.now() - t2) / 1000).toFixed(1)} s after ${on.n === 1 ? 'preparation' : 'the previous one'} (model ready ${readySecondsPerProcess.at(-1)!.toFixed(1)} s after spawn)`,
    )
  }
  const readySeconds = readySecondsPerProcess[0]
  // Every student generates one list first (as each would once), on the process that prepared it; one that gets no list is reported and left out of the join/ai rotation.
  const firstLists: Record<string, number> = {}
  const withList: Student[] = []
  const soloMs: number[] = []
  for (const s of students) {
    const t = performance.now()
    const answer = await api(plan.joinAi, {}, { token: s.token, on: s.server })
    soloMs.push(performance.now() - t)
    const key = answer.code === 0 ? '0' : `${answer.code} ${answer.msg}`
    firstLists[key] = (firstLists[key] ?? 0) + 1
    if (answer.code === 0) withList.push(s)
    else console.warn(`join/ai for ${s.phone} (total ${s.total}, rank ${s.rank}, batch ${s.batchId}) answered ${key}`)
  }
  if (withList.length === 0) throw new Error('no student got a one-click list')
  soloMs.sort((a, b) => a - b)
  const soloMedianMs = Math.round(soloMs[Math.floor(soloMs.length / 2)] * 10) / 10
  console.log(`one join/ai at a time: median ${soloMedianMs} ms over ${soloMs.length} students; outcomes ${JSON.stringify(firstLists)}`)

  const runs: Measured[] = []
  for (const s of CONCURRENCY.length > 0 ? scenarios(students, withList) : []) {
    if (WARMUP > 0) {
      const warm = await drive(s, 10, WARMUP)
      if (warm.non2xx + warm.errorEnvelopes + warm.socketErrors > 0) console.warn(`warm-up of ${s.name} saw failures: ${JSON.stringify(warm)}`)
    }
    for (const c of CONCURRENCY) {
      const m = await drive(s, c, DURATION)
      runs.push(m)
      console.log(
        `${s.name} c=${c}${PROCESSES > 1 ? ` (${PROCESSES} × ${m.connectionsPerProcess})` : ''}: ${m.requestsPerSecond} req/s, p50 ${m.p50Ms} ms, p90 ${m.p90Ms} ms, p99 ${m.p99Ms} ms, non-2xx ${m.non2xx}, error envelopes ${m.errorEnvelopes}, socket errors ${m.socketErrors}, server CPU ${m.serverCpuPercent}%${m.databaseCpuPercent === null ? '' : `, PostgreSQL ${m.databaseCpuPercent}%`}, client ${m.clientCpuPercent}%, other ${m.otherCpuPercent}%, RSS ${m.serverRssMb.join(' / ')} MB${m.errorEnvelopes ? ` codes ${JSON.stringify(m.envelopeCodes)}` : ''}`,
      )
    }
  }

  let mix: MixReport | null = null
  if (MIX_CONNECTIONS > 0) {
    // Real ids for the school pages, from a search.
    const schoolIds = new Set<number>()
    for (const name of SEARCH_TERMS)
      for (const found of must(await api(school.schoolSearch, { pageNum: 1, pageSize: 10, name }), 'search').list) schoolIds.add(found.id)
    const mixStudents: MixStudent[] = withList.map((s) => ({ phone: s.phone, ip: s.ip, base: s.server.base, token: s.token, form: s.form, batchId: s.batchId }))
    const serverOf = new Map(withList.map((s) => [s.phone, s.server]))
    const cpu0 = servers.map(serverUsage)
    const t0 = performance.now()
    mix = await eveningMix({
      students: mixStudents,
      signIn: (s) => smsSignIn(s.phone, s.ip, serverOf.get(s.phone) ?? servers[0]),
      schoolIds: [...schoolIds],
      connections: MIX_CONNECTIONS,
      seconds: MIX_DURATION,
    })
    const cpu1 = servers.map(serverUsage)
    mixServerCpuPercent = Math.round((cpu1.reduce((sum, u, i) => sum + u.cpuSeconds - cpu0[i].cpuSeconds, 0) / ((performance.now() - t0) / 1000)) * 100)
    mixServerRssMb = cpu1.map((u) => Math.round(u.rssMb))
    console.log(
      `evening mix, ${mix.connections} connections, ${mix.seconds} s: ${mix.perSecond} req/s, ${mix.errors} errors, first answers p50 ${mix.firstAnswer.p50Ms} / p99 ${mix.firstAnswer.p99Ms} / max ${mix.firstAnswer.maxMs} ms, server CPU ${mixServerCpuPercent}%, client CPU ${mix.clientCpuPercent}%, RSS ${mixServerRssMb.join(' / ')} MB`,
    )
    for (const op of mix.ops) {
      console.log(
        `  ${op.op}: ${op.requests} (${op.perSecond}/s), p50 ${op.p50Ms} ms, p90 ${op.p90Ms}, p99 ${op.p99Ms}, max ${op.maxMs}, errors ${op.errors}${op.errors ? ` ${JSON.stringify(op.errorSamples)}` : ''}`,
      )
    }
  }

  const best = (name: string) => Math.max(...runs.filter((r) => r.scenario === name).map((r) => r.requestsPerSecond))
  const ai = best('joinAi')
  const perHour = Math.round(ai * 3600)
  const candidates = 300_000
  const hoursForThree = (candidates * 3) / ai / 3600
  const busyHour = Math.round(candidates * 0.1)
  const who = PROCESSES === 1 ? 'One process serves' : `${PROCESSES} processes on one PostgreSQL serve`
  const peakText =
    runs.length === 0
      ? 'No autocannon rows were run (LOAD_CONCURRENCY=0): the evening mix alone.'
      : `${who} about ${ai.toFixed(0)} join/ai per second (≈${perHour.toLocaleString('en')} one-click lists an hour) and about ${best('studentInfo').toFixed(0)} signed-in ` +
        `page calls (\`/api/v2/user/student\`) per second on this machine, with the load generator${databaseIsLocal ? ' and PostgreSQL' : ''} on the same ${cpu.length} cores. ` +
        `If all ${candidates.toLocaleString('en')} candidates generated 3 lists each over the three weeks, that is ${(candidates * 3).toLocaleString('en')} calls ≈ ${hoursForThree.toFixed(1)} hours of saturated server; ` +
        `even a busiest hour in which ${busyHour.toLocaleString('en')} students (10 %) each generate one list needs ${(busyHour / 3600).toFixed(1)}/s, ${((busyHour / 3600 / ai) * 100).toFixed(0)} % of what ${PROCESSES === 1 ? 'one process serves' : `${PROCESSES} processes serve`}. ` +
        `The admission model is fitted once at start (the first join/ai was ready ${readySeconds.toFixed(0)} s after spawn, ${onPostgres ? 'on a fresh schema that the first process also migrated and loaded the dataset into' : 'on a fresh DATA_DIR that also imports the dataset'}), never per request; ` +
        `under overload, latency grows with the queue (compare p99 at ${CONCURRENCY.join(' and ')} connections) rather than failing.`

  const result = {
    date: new Date().toISOString(),
    machine,
    loadAverageBefore: loadBefore,
    commit,
    serverCode: fromWorktree ? { from: 'working tree', uncommittedServerFiles: dirtyServer } : { from: 'git archive of HEAD' },
    server: {
      command: 'node --import tsx server/cli/start.ts',
      host: HOST,
      database: databaseKind,
      processes: PROCESSES,
      env: { TRUST_PROXY: '1', NODE_ENV: 'development', database: databaseText },
      listenSeconds,
      modelReadySeconds: readySeconds,
      ...(PROCESSES > 1
        ? {
            listenSecondsPerProcess: servers.map((s) => s.listenSeconds),
            modelReadySecondsPerProcess: readySecondsPerProcess,
          }
        : {}),
    },
    preparation: {
      students: students.length,
      seconds: prepareSeconds,
      firstJoinAi: firstLists,
      firstJoinAiMedianMs: soloMedianMs,
      joinAiRotation: withList.length,
      firstBatch: students.filter((s) => s.batchId === 1).length,
      secondBatch: students.filter((s) => s.batchId === 2).length,
      totals: [Math.min(...students.map((s) => s.total)), Math.max(...students.map((s) => s.total))],
      ranks: [Math.min(...students.map((s) => s.rank)), Math.max(...students.map((s) => s.rank))],
    },
    load: {
      tool: 'autocannon 8',
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      connections: CONCURRENCY,
      acceptEncoding: 'none (uncompressed responses; every envelope checked)',
      ...(PROCESSES > 1
        ? {
            perProcess: `one autocannon instance per process, in parallel, with ⌈connections / ${PROCESSES}⌉ connections each; requests/s and counts summed, latency the worst instance's p50/p90/p99/max`,
          }
        : {}),
    },
    runs,
    eveningMix: mix ? { ...mix, serverCpuPercent: mixServerCpuPercent, serverRssMb: mixServerRssMb } : null,
    peak: peakText,
  }
  const withDatabaseCpu = databaseIsLocal
  const row = (m: Measured) =>
    `| ${m.label} | ${PROCESSES > 1 ? `${m.connections} (${PROCESSES} × ${m.connectionsPerProcess})` : m.connections} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50Ms} | ${m.p90Ms} | ${m.p99Ms} | ${m.non2xx} | ${m.errorEnvelopes} | ${m.serverCpuPercent} % |${withDatabaseCpu ? ` ${m.databaseCpuPercent} % |` : ''} ${m.clientCpuPercent} % | ${m.otherCpuPercent} % | ${m.serverRssMb.join(' / ')} |`
  const md = [
    `# Load: ${processesText} on ${databaseKind}, real HTTP on loopback (\`npm run bench:load\`)`,
    '',
    `Machine: ${machine}; load average before the run ${loadBefore}. ${fromWorktree ? `Working tree at ${commit}${dirtyServer.length ? ` with uncommitted server files: ${dirtyServer.join(', ')}` : ''}` : `Server code: commit ${commit} (a git archive snapshot; uncommitted work not measured)`}.`,
    PROCESSES === 1
      ? `Server: \`node --import tsx server/cli/start.ts\` (what \`npm start\` runs) on ${HOST}, ${databaseText}, TRUST_PROXY=1; listening after ${listenSeconds.toFixed(1)} s, model fitted and first join/ai answered ${readySeconds.toFixed(1)} s after spawn.`
      : `Servers: ${PROCESSES} × \`node --import tsx server/cli/start.ts\` (what \`npm start\` runs) on ${HOST}, each on its own port, all on ${databaseText}, TRUST_PROXY=1; the first (which migrated the schema and loaded the dataset) listening after ${listenSeconds.toFixed(1)} s, the others started then and listening after ${seconds(others.map((s) => s.listenSeconds))} s; model fitted and first join/ai answered ${seconds(readySecondsPerProcess)} s after each one's spawn.`,
    `State: ${students.length} students signed up by SMS through the API (code read from the ${PROCESSES === 1 ? 'server log' : "servers' logs; students prepared on the processes in turn"}), scores saved with \`updScore\` (totals ${result.preparation.totals.join('–')}, ranks ${result.preparation.ranks.join('–')}), half with an AI target, batch 普通类第一段 (${result.preparation.firstBatch}) or 第二段 (${result.preparation.secondBatch}); ${prepareSeconds.toFixed(1)} s. Then each student's first join/ai, one at a time (median ${soloMedianMs} ms; answers ${Object.entries(
      firstLists,
    )
      .map(([k, v]) => `${k === '0' ? 'code 0' : k}: ${v}`)
      .join(', ')}); the join/ai rows rotate over the ${withList.length} students who got a list.`,
    `Load: autocannon, ${DURATION} s per row after a ${WARMUP} s warm-up at 10 connections, from the same machine (client and server share the ${cpu.length} cores); signed-in calls rotate over the students' tokens, score-rank over scores 300–719, search over ${SEARCH_TERMS.length} name fragments. No Accept-Encoding, so every JSON envelope is read: "error envelopes" = 2xx answers whose \`code\` ≠ 0 (for index.html: a body that is not the page). CPU columns: 100 % = one core, from /proc; "other" is every other process on the machine during the row (≈0 when quiet).`,
    ...(PROCESSES > 1
      ? [
          `Processes: each row runs ${PROCESSES} autocannon instances in parallel, one per process with ⌈connections / ${PROCESSES}⌉ connections against its own port, for the same duration. req/s, non-2xx and error envelopes are summed over the instances; the latency columns are the **worst** instance's p50/p90/p99 (not a merged histogram); server CPU is all processes together; RSS is each process's, in start order.`,
        ]
      : []),
    ...(withDatabaseCpu
      ? [
          'PostgreSQL CPU: every local `postgres` process (the whole cluster, so anything else it serves meanwhile too), from /proc; it is not counted in "other".',
        ]
      : []),
    '',
    `| scenario | connections | req/s | p50 ms | p90 ms | p99 ms | non-2xx | error envelopes | server CPU |${withDatabaseCpu ? ' PostgreSQL CPU |' : ''} autocannon CPU | other CPU | server RSS MB${PROCESSES > 1 ? ' (per process)' : ''} |`,
    `|---|---|---|---|---|---|---|---|---|${withDatabaseCpu ? '---|' : ''}---|---|---|`,
    ...runs.map(row),
    '',
    ...(mix ? mixSection(mix) : []),
    peakText,
    '',
  ].join('\n')
  writeResults(resultName, result, md)
}

/** The evening mix's table: every call of the mix with its share, rate, latency and failures. */
function mixSection(mix: MixReport): string[] {
  return [
    `## Evening mix: ${mix.connections} students at once for ${mix.seconds} s`,
    '',
    `Each of ${mix.connections} connections is one signed-in student (its own token and address) calling without pause, each call drawn from the mix below (\`bench/support/eveningMix.ts\`; deterministic draws): page loads, user info, profile saves, score ↔ rank, school search and pages, plan pages, the list with predictions, moves of a row, one-click generation (80 rows, stored), the assistant streamed to its end, and an SMS sign-in at most once a minute per student. Fetch from the same process as the other rows; latency is from sending to the last byte of the answer. Every answer is checked: HTTP 200 and envelope code 0 (a stream must reach its end message).`,
    '',
    `In all: **${mix.perSecond.toLocaleString('en')} calls/s**, ${mix.requests.toLocaleString('en')} calls, **${mix.errors} errors**; server CPU ${mixServerCpuPercent} %, the sending process's CPU ${mix.clientCpuPercent} %, server RSS ${mixServerRssMb.join(' / ')} MB after.`,
    '',
    `Every connection is opened at the start: its first answer came after ${mix.firstAnswer.p50Ms} ms at the median, ${mix.firstAnswer.p99Ms} ms at p99 and ${mix.firstAnswer.maxMs.toLocaleString('en')} ms at most (a server that stops taking in connections while saturated shows here).`,
    '',
    '| call | share % | calls | calls/s | p50 ms | p90 ms | p99 ms | max ms | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...mix.ops.map(
      (o) =>
        `| ${o.label} | ${o.weight} | ${o.requests} | ${o.perSecond} | ${o.p50Ms} | ${o.p90Ms} | ${o.p99Ms} | ${o.maxMs} | ${o.errors}${o.errors ? ` (${o.errorSamples.join('; ')})` : ''} |`,
    ),
    '',
  ]
}

let exitCode = 0
let schema: BenchSchema | undefined
try {
  if (onPostgres) {
    schema = await createBenchSchema(DATABASE_URL, stamp)
    console.log(`schema ${schema.name} created on ${redacted(DATABASE_URL)}`)
  }
  await Promise.race([run(schema?.serverUrl ?? ''), died])
} catch (error) {
  console.error(error)
  for (const server of servers) if (server.stderrTail.length) console.error(`server ${server.n} stderr (last lines):\n${server.stderrTail.join('\n')}`)
  exitCode = 1
} finally {
  await stopServers()
  if (schema) {
    if (process.env.LOAD_KEEP) console.log(`schema ${schema.name} kept (LOAD_KEEP)`)
    else await schema.drop().catch((error: unknown) => console.error(`could not drop schema ${schema?.name}: ${String(error)}`))
  }
  if (!process.env.LOAD_KEEP) rmSync(runDir, { recursive: true, force: true })
}
process.exit(exitCode)
