/**
 * join/ai end to end through the real Hono app on SQLite with the full dataset model (numbers, not
 * pass/fail): sign-in, profile, then timed POST /api/gk/gk-plan-ok/join/ai per student (generate 80
 * rows over the whole plan + replace the stored list + answer). Writes bench/results/joinAi.md/.json.
 * Run: npx tsx bench/joinAi.ts
 */
import { mkdtempSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrateToLatest } from '../server/adapters/db/migrate'
import { openDatabase } from '../server/adapters/db/openDatabase'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { ConsoleSmsSender } from '../server/adapters/sms/ConsoleSmsSender'
import { composeDeps } from '../server/composeDeps'
import { createApp } from '../server/http/createApp'
import type { Endpoint, OutputOf } from '../src/ports/api/endpoint'
import * as plan from '../src/ports/api/plan'
import * as user from '../src/ports/api/user'
import { writeResults } from './support/writeResults'

const dir = mkdtempSync(join(tmpdir(), 'gk-bench-'))
const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
await migrateToLatest(db)
const clock = new ManualClock()
const sms = new ConsoleSmsSender(() => {})
const deps = composeDeps(db, { tokenTtlHours: 72, logLevel: 'silent', overrides: { clock, sms } })
const app = createApp(deps)
const t0 = performance.now()
await deps.volunteer.model.catalogue()
const fitMs = performance.now() - t0

async function post<E extends Endpoint>(endpoint: E, body: unknown, token?: string) {
  const res = await app.request(endpoint.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1', ...(token ? { 'qiren-token': token } : {}) },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { code: number; data: OutputOf<E> }
}

const ranks = [5000, 15000, 30000, 50000, 80000, 120000, 160000]
const students: string[] = []
for (let i = 0; i < ranks.length; i++) {
  const phone = `1390000${String(i).padStart(4, '0')}`
  await post(user.sendSms, { phone })
  const login = await post(user.phoneLogin, { phone, smsCode: sms.lastCode(phone) })
  clock.advance(121_000)
  await deps.repos.students.save(login.data.loginUserDTO.id, { rankZs: ranks[i], rank: '1', batchId: 1, subject: 'physics,chemistry,biology', isFill: '1' })
  students.push(login.data.accessToken)
}
for (const t of students) await post(plan.joinAi, {}, t) // warm-up
const ms: number[] = []
let rows = 0
for (let i = 0; i < 70; i++) {
  const t = performance.now()
  const res = await post(plan.joinAi, {}, students[i % students.length])
  ms.push(performance.now() - t)
  if (res.code !== 0) throw new Error(`join/ai failed: ${JSON.stringify(res)}`)
  rows += res.data.rows.length
}
const s = [...ms].sort((a, b) => a - b)
const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]
const result = {
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  fitAndPredictPlanMs: Math.round(fitMs),
  runs: s.length,
  medianMs: q(0.5),
  p99Ms: q(0.99),
  minMs: s[0],
  maxMs: s[s.length - 1],
  meanRows: rows / s.length,
}
const md = [
  '# Benchmark: POST /api/gk/gk-plan-ok/join/ai end to end (full 2026 plan, SQLite)',
  '',
  `Machine: ${result.machine}. One-off model fit + plan prediction at start: ${result.fitAndPredictPlanMs} ms.`,
  '',
  '| runs | median ms | p99 ms | min | max | rows per list |',
  '|---|---|---|---|---|---|',
  `| ${result.runs} | ${result.medianMs.toFixed(1)} | ${result.p99Ms.toFixed(1)} | ${result.minMs.toFixed(1)} | ${result.maxMs.toFixed(1)} | ${result.meanRows.toFixed(1)} |`,
  '',
].join('\n')
writeResults('joinAi', result, md)
await db.destroy()
