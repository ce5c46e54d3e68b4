/**
 * `npm run bench:web`: Lighthouse's mobile preset (a mid-range phone: 4× CPU slowdown, slow 4G, simulated) on
 * the production build, as `npm start` serves it, for the pages a family opens first: login, home, a school's
 * detail and the AI result. A report, not a test: the figures go to bench/results/web.{md,json} with the machine
 * they were taken on; the README quotes them.
 *
 * The server is `node --import tsx server/cli/start.ts` (it rebuilds dist/ when stale or not a production build)
 * with a fresh DATA_DIR under var/, on BENCH_WEB_PORT (a free port by default). A student is signed up through
 * the API (SMS code from the server's log), given scores, 普通类第一段 and a one-click list, for the AI result page.
 * Each page is measured BENCH_WEB_RUNS times (3) in a fresh browser context (empty cache, as a first visit), and
 * the median run is reported. The phone has chosen the app on the introduction page (?app=phone); the student's
 * session is put in the tab's sessionStorage first, as signing in would.
 *
 * BENCH_WEB_PAGES=login,school measures only the pages whose names start so (while working on one).
 * BENCH_WEB_THROTTLING=devtools slows the browser for real instead of simulating (see FLAGS).
 * Chromium: CHROME_PATH, else /usr/bin/chromium, else Debian's headless shell. Lighthouse and puppeteer-core
 * come from bench/package.json, not the root install: `npm ci --prefix bench` once before.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, loadavg, totalmem } from 'node:os'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import type { Flags } from 'lighthouse'
import { requestOf } from '@/adapters/http/requestOf'
import type { ProfileForm } from '@/core/domain/profileForm'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import * as batch from '@/ports/api/batch'
import type { Endpoint, InputOf, OutputOf } from '@/ports/api/endpoint'
import * as plan from '@/ports/api/plan'
import * as user from '@/ports/api/user'
import { TOKEN_KEY } from '@/ports/TokenStore'
import { fromBenchPackage } from './support/benchPackage'
import { freePort } from './support/freePort'
import { writeResults } from './support/writeResults'

const { navigation } = await fromBenchPackage('lighthouse', () => import('lighthouse'))
const { default: puppeteer } = await fromBenchPackage('puppeteer-core', () => import('puppeteer-core'))

const HOST = '127.0.0.1'
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3)
const CHROME = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'].find((path) => existsSync(path))
if (!CHROME) throw new Error('no Chromium: set CHROME_PATH (apt-get install -y chromium)')

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

// ---------- the server ----------

const port = Number(process.env.BENCH_WEB_PORT ?? 0) || (await freePort(HOST))
const base = `http://${HOST}:${port}`
const dataDir = resolve('var', `bench-web-${Date.now()}`)
mkdirSync(dataDir, { recursive: true })
const smsCodes = new Map<string, string>()
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/cli/start.ts'], {
  env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, TRUST_PROXY: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
})
const listening = new Promise<void>((done, fail) => {
  server.once('exit', (code) => fail(new Error(`the server exited (${code}) before listening`)))
  createInterface({ input: server.stdout! }).on('line', (line) => {
    const sms = /\[sms\] to (\d+) code (\d+)/.exec(line)
    if (sms) smsCodes.set(sms[1], sms[2])
    if (line.includes('running at')) done()
    if (/building the web app|built in/.test(line)) console.log(line)
  })
  createInterface({ input: server.stderr! }).on('line', (line) => process.stderr.write(`[server] ${line}\n`))
})

async function api<E extends Endpoint>(endpoint: E, input: InputOf<E>, token?: string): Promise<OutputOf<E>> {
  const { path, query, body } = requestOf(endpoint, input)
  const headers: Record<string, string> = { 'x-forwarded-for': '10.9.0.1' }
  if (token) headers['qiren-token'] = token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const answer = (await (await fetch(base + path + query, { method: endpoint.method, headers, body })).json()) as Envelope<OutputOf<E>>
  if (answer.code !== 0) throw new Error(`${endpoint.name} answered code ${answer.code}: ${answer.msg}`)
  return answer.data
}

/** A 杭州 物理 · 化学 · 技术 student of 612 points with a one-click list: the AI result page has 8–80 rows to show. */
async function prepareStudent(): Promise<string> {
  const phone = '13700019901'
  await api(user.sendSms, { phone })
  for (let i = 0; i < 50 && !smsCodes.has(phone); i++) await new Promise((r) => setTimeout(r, 100))
  const smsCode = smsCodes.get(phone)
  if (!smsCode) throw new Error('no SMS code in the server log')
  const token = (await api(user.phoneLogin, { phone, smsCode })).accessToken
  const form: ProfileForm = {
    name: '考生',
    sex: '男',
    province: '浙江',
    city: '杭州市',
    district: '西湖区',
    highSchool: '杭州第二中学',
    studentType: 1,
    subjects: ['physics', 'chemistry', 'technology'],
    scores: { chinese: 118, math: 126, english: 121, physics: 85, chemistry: 82, technology: 80 },
    addScoreType: null,
    policyScore: null,
  }
  await api(batch.saveScores, saveScoresPayload(form, []), token)
  await api(user.updateStudentBatch, { batchId: 1 }, token)
  await api(plan.joinAi, {}, token)
  return token
}

// ---------- Lighthouse ----------

interface PageSpec {
  name: string
  path: string
  signedIn: boolean
}

const PAGES: PageSpec[] = [
  { name: 'login', path: '/?app=phone#/login', signedIn: false },
  { name: 'home (visitor)', path: '/?app=phone#/home', signedIn: false },
  { name: 'school detail (浙江大学)', path: '/?app=phone#/elseService/pickCollegiate/collegiateDetail?id=0001', signedIn: false },
  { name: 'AI result (one-click list)', path: '/?app=phone#/intelligentVolunteer/aiVolunteer/result/index', signedIn: true },
].filter((spec) => !process.env.BENCH_WEB_PAGES || process.env.BENCH_WEB_PAGES.split(',').some((word) => spec.name.startsWith(word.trim())))

interface Run {
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  speedIndexMs: number
  scriptKb: number
  scriptRequests: number
}

const FLAGS: Flags = {
  // The tab keeps what was put in it (the session, the phone's choice); each run has its own fresh context.
  disableStorageReset: true,
  // BENCH_WEB_THROTTLING=devtools: the browser really slowed (network and CPU) instead of Lighthouse's simulation
  // from an unthrottled run; slower to take and noisier, but it sees timers and React's own waits.
  ...(process.env.BENCH_WEB_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
  onlyCategories: ['performance', 'accessibility'],
  logLevel: 'error',
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(browser: Awaited<ReturnType<typeof puppeteer.launch>>, spec: PageSpec, token: string): Promise<Run> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    // The origin's storage first (a tiny file of the site), as the app would have it after the introduction / sign-in.
    await page.goto(`${base}/robots.txt`)
    await page.evaluate(
      (key, value) => {
        localStorage.setItem('phone-app', '1')
        if (value) sessionStorage.setItem(key, value)
      },
      TOKEN_KEY,
      spec.signedIn ? token : '',
    )
    const flow = await navigation(page, base + spec.path, { flags: FLAGS })
    const lhr = flow?.lhr
    if (!lhr) throw new Error(`no Lighthouse result for ${spec.name}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    // BENCH_WEB_DIAG=1: where the main thread's time went (scripts by URL, long tasks), to see what to cut; the
    // whole report goes to var/lighthouse-<page>.json (the request chain, the LCP's phases, every audit).
    if (process.env.BENCH_WEB_DIAG === '1') writeFileSync(resolve('var', `lighthouse-${spec.name.split(' ')[0]}.json`), JSON.stringify(lhr))
    if (process.env.BENCH_WEB_DIAG === '1')
      for (const id of ['bootup-time', 'mainthread-work-breakdown', 'long-tasks', 'largest-contentful-paint-element', 'layout-shifts']) {
        const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []
        console.log(`  ${id}: ${JSON.stringify(items.slice(0, 8))}`)
      }
    const scripts = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
    )?.items?.find((item) => item.resourceType === 'script')
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      speedIndexMs: audit('speed-index'),
      scriptKb: (scripts?.transferSize ?? 0) / 1024,
      scriptRequests: scripts?.requestCount ?? 0,
    }
  } finally {
    await context.close()
  }
}

// ---------- the run ----------

const loadBefore = loadavg()
const startedAt = new Date()
let browser: Awaited<ReturnType<typeof puppeteer.launch>> | null = null
try {
  await Promise.race([listening, new Promise((_, fail) => setTimeout(() => fail(new Error('the server did not listen within 5 minutes')), 300_000))])
  const built = JSON.parse(readFileSync('dist/.vite/build-mode.json', 'utf8')) as { mode: string }
  if (built.mode !== 'production') throw new Error(`dist/ is a ${built.mode} build`)
  console.log(`server on ${base}; preparing the student…`)
  const token = await prepareStudent()
  browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: CHROME.includes('headless-shell') ? 'shell' : true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const results: { page: string; path: string; runs: Run[]; median: Run }[] = []
  for (const spec of PAGES) {
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measure(browser, spec, token))
      console.log(
        `${spec.name} run ${i + 1}: performance ${runs.at(-1)!.performance}, LCP ${runs.at(-1)!.lcpMs.toFixed(0)} ms, TBT ${runs.at(-1)!.tbtMs.toFixed(0)} ms`,
      )
    }
    // The median run by performance score, reported whole (its metrics belong together).
    const mid = median(runs.map((r) => r.performance))
    results.push({ page: spec.name, path: spec.path, runs, median: runs.find((r) => r.performance === mid)! })
  }
  const chromium = await browser.version()
  // The copy the import above resolved (bench/node_modules), not a fixed path that could name another one.
  const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version
  const commit = execSync('git rev-parse --short HEAD').toString().trim()
  const dirty = execSync('git status --porcelain -- src index.html public tools vite.config.ts').toString().trim() !== ''
  const machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadBefore: loadBefore.map((l) => l.toFixed(1)).join(' '),
    loadAfter: loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
    node: process.version,
    chromium,
    lighthouse: lighthouseVersion,
  }
  const ms = (n: number) => `${(n / 1000).toFixed(1)} s`
  const md = [
    `# Web performance: Lighthouse ${lighthouseVersion}, mobile preset`,
    '',
    `Taken ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}${dirty ? ' (with uncommitted changes)' : ''}, on the production build served by \`npm start\`,`,
    `median of ${RUNS} runs per page (each in a fresh browser context: a first visit, empty cache).`,
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; load average ${machine.loadBefore} before, ${machine.loadAfter} after`,
    `(the machine is shared); Node ${machine.node}; ${machine.chromium}. Lighthouse simulates a mid-range phone`,
    '(4× CPU slowdown, 150 ms round trips, 1.6 Mbit/s down) from what it observed.',
    '',
    '| page | performance | LCP | TBT | CLS | FCP | Speed Index | JavaScript (requests) | accessibility |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ page, median: r }) =>
        `| ${page} | **${r.performance}** | ${ms(r.lcpMs)} | ${r.tbtMs.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${ms(r.fcpMs)} | ${ms(r.speedIndexMs)} | ${r.scriptKb.toFixed(0)} kB (${r.scriptRequests}) | ${r.accessibility} |`,
    ),
    '',
    `Performance scores of every run: ${results.map((r) => `${r.page} ${r.runs.map((x) => x.performance).join('/')}`).join('; ')}.`,
    '',
  ].join('\n')
  // A partial run (BENCH_WEB_PAGES) or one really slowed (BENCH_WEB_THROTTLING) is printed, not written over the
  // simulated report of every page that the README quotes.
  if (process.env.BENCH_WEB_PAGES || process.env.BENCH_WEB_THROTTLING) console.log(md)
  else writeResults('web', { machine, commit, dirty, runs: RUNS, results }, md)
} finally {
  await browser?.close()
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
