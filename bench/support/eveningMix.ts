import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { requestOf } from '@/adapters/http/requestOf'
import * as batch from '@/ports/api/batch'
import * as chat from '@/ports/api/chat'
import type { Endpoint, InputOf } from '@/ports/api/endpoint'
import * as plan from '@/ports/api/plan'
import * as school from '@/ports/api/school'
import * as system from '@/ports/api/system'
import * as user from '@/ports/api/user'
import type { ProfileForm } from '@/core/domain/profileForm'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import { random } from './random'

/** A prepared student as the mix drives it: the process it talks to, its address and its current token. */
export interface MixStudent {
  phone: string
  ip: string
  base: string
  token: string
  form: ProfileForm
  /** The batch its score reaches; saved again after each profile save, as the profile page does. */
  batchId: number
}

export interface MixInput {
  students: MixStudent[]
  /** Signs the student in again by SMS (send, read the code, log in) and answers the new token. */
  signIn(student: MixStudent): Promise<string>
  schoolIds: number[]
  connections: number
  seconds: number
}

export interface OpStats {
  op: string
  label: string
  weight: number
  requests: number
  perSecond: number
  p50Ms: number
  p90Ms: number
  p99Ms: number
  maxMs: number
  errors: number
  errorSamples: string[]
}

export interface MixReport {
  connections: number
  seconds: number
  requests: number
  perSecond: number
  errors: number
  /** CPU of the process sending the calls (100 = one core): latency includes its own queueing when near 100. */
  clientCpuPercent: number
  /**
   * When each virtual user's first call was answered, from the mix's start (all open their connection at once):
   * a saturated server that stops taking in connections shows here as a long tail.
   */
  firstAnswer: { p50Ms: number; p99Ms: number; maxMs: number }
  ops: OpStats[]
}

/** School-name fragments a student types (also the search scenario's). */
export const SEARCH_TERMS = ['大学', '浙江', '杭州', '师范', '理工', '医科', '中国', '北京', '上海', '宁波', '科技', '财经']
const QUESTIONS = ['2025年620分排多少名', '浙江大学计算机去年多少分', '我的分数能上哪些学校', '2026年600分是多少位次', '什么是三位一体']
/** An SMS code can be asked for once a minute per phone; the mix signs a student in again only after this. */
const SIGN_IN_EVERY_MS = 65_000

interface Op {
  name: string
  label: string
  /** Calls per 100 of the mix. */
  weight: number
  /** Runs the call; answers null when it went as it should, else what went wrong. */
  run(s: MixStudent, r: () => number, state: UserState): Promise<string | null>
}

interface UserState {
  rowIds: number[]
  lastSignIn: number
  /** Whether this user's first call has been answered yet. */
  answered: boolean
}

/**
 * node:http with a keep-alive agent, not the global fetch: with 200 calls in flight, fetch (undici) left
 * some waiting far longer for their answers than the server, timed from the request's arrival to the last byte
 * written, had taken (docs/PERFORMANCE.md). Measured with fetch, that looked like starvation by the server.
 */
const agent = new HttpAgent({ keepAlive: true, maxSockets: Infinity })

/** One call over node:http with a keep-alive agent: status, headers and the (gunzipped) text. */
function httpCall(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      url,
      { method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
          done({ status: res.statusCode ?? 0, headers: res.headers, text })
        })
        res.on('error', fail)
      },
    )
    req.on('error', fail)
    req.end(body)
  })
}

const pick = <T>(items: readonly T[], r: () => number): T => items[Math.floor(r() * items.length)]

async function call<E extends Endpoint>(
  s: MixStudent,
  endpoint: E,
  input: InputOf<E>,
  useToken = true,
): Promise<{ code: number; msg: string; data: unknown } | string> {
  const { path, query, body } = requestOf(endpoint, input)
  const headers: Record<string, string> = { 'x-forwarded-for': s.ip, 'accept-encoding': 'gzip' }
  if (useToken) headers['qiren-token'] = s.token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await httpCall(s.base + path + query, endpoint.method, headers, body)
  const text = response.text
  if (response.status !== 200) return `HTTP ${response.status}`
  try {
    return JSON.parse(text) as { code: number; msg: string; data: unknown }
  } catch {
    return `not JSON: ${text.slice(0, 60)}`
  }
}

/** null for code 0, else a short description of the failure. */
function failure(answer: Awaited<ReturnType<typeof call>>): string | null {
  if (typeof answer === 'string') return answer
  return answer.code === 0 ? null : `code ${answer.code}: ${answer.msg}`
}

const label = (e: Endpoint, what: string) => `${e.method} ${e.path} (${what})`

/**
 * The evening mix: what a signed-in student's browser calls while filling the list, in these proportions
 * (page loads and user info most, generation and chat least), plus an SMS sign-in per student at most once
 * a minute. Weights are ours (no peer publishes theirs); they sum to 100.
 */
function ops(input: MixInput): Op[] {
  return [
    { name: 'page', label: 'GET / (index.html, a page load)', weight: 6, run: async (s) => page(s) },
    {
      name: 'studentInfo',
      label: label(system.studentInfo, 'user info, every page'),
      weight: 20,
      run: async (s) => failure(await call(s, system.studentInfo, {})),
    },
    {
      name: 'saveScores',
      label: label(batch.saveScores, 'profile save, then the batch again'),
      weight: 2,
      run: async (s) =>
        failure(await call(s, batch.saveScores, saveScoresPayload(s.form, []))) ?? failure(await call(s, user.updateStudentBatch, { batchId: s.batchId })),
    },
    {
      name: 'scoreRank',
      label: label(school.scoreRank, 'score → rank'),
      weight: 8,
      run: async (s, r) => failure(await call(s, school.scoreRank, { year: 2026, score: 300 + Math.floor(r() * 420) }, false)),
    },
    {
      name: 'schoolSearch',
      label: label(school.schoolSearch, 'school search'),
      weight: 8,
      run: async (s, r) => failure(await call(s, school.schoolSearch, { pageNum: 1, pageSize: 10, name: pick(SEARCH_TERMS, r) }, false)),
    },
    {
      name: 'schoolDetail',
      label: label(school.schoolDetail, 'school page'),
      weight: 5,
      run: async (s, r) => failure(await call(s, school.schoolDetail, { schoolId: pick(input.schoolIds, r) }, false)),
    },
    {
      name: 'planPage',
      label: label(plan.recommendedPlanPage, 'recommended plans, page of 10'),
      weight: 10,
      run: async (s, r) => failure(await call(s, plan.recommendedPlanPage, { pageNum: 1 + Math.floor(r() * 3), pageSize: 10 })),
    },
    {
      name: 'schoolChances',
      label: label(school.schoolChances, "my chance at a school's programmes"),
      weight: 5,
      run: async (s, r) => failure(await call(s, school.schoolChances, { schoolId: pick(input.schoolIds, r) })),
    },
    {
      name: 'volunteerList',
      label: label(plan.volunteerList, 'the list with predictions'),
      weight: 10,
      run: async (s, _r, state) => {
        const answer = await call(s, plan.volunteerList, {})
        if (typeof answer !== 'string' && answer.code === 0) state.rowIds = (answer.data as { id: number }[]).map((row) => row.id)
        return failure(answer)
      },
    },
    { name: 'volunteerCount', label: label(plan.volunteerCount, 'band counts'), weight: 4, run: async (s) => failure(await call(s, plan.volunteerCount, {})) },
    {
      name: 'volunteerOrder',
      label: label(plan.volunteerOrder, 'list edit: move a row'),
      weight: 8,
      run: async (s, r, state) => {
        if (state.rowIds.length < 2) return failure(await call(s, plan.volunteerList, {}))
        const id = pick(state.rowIds, r)
        return failure(await call(s, plan.volunteerOrder, { id, order: 1 + Math.floor(r() * state.rowIds.length) }))
      },
    },
    {
      name: 'joinAi',
      label: label(plan.joinAi, 'generate the 80-row list'),
      weight: 3,
      run: async (s, _r, state) => {
        const answer = await call(s, plan.joinAi, {})
        if (typeof answer !== 'string' && answer.code === 0) state.rowIds = []
        return failure(answer)
      },
    },
    { name: 'chat', label: label(chat.streamAnswer, 'AI assistant, streamed to the end'), weight: 2, run: async (s, r) => stream(s, pick(QUESTIONS, r)) },
    {
      name: 'signIn',
      label: 'SMS sign-in (sendSms, code, phoneLogin)',
      weight: 9,
      run: async (s, _r, state) => {
        // At most once a minute per phone (the SMS cooldown); otherwise this draw is a user-info call.
        if (Date.now() - state.lastSignIn < SIGN_IN_EVERY_MS) return failure(await call(s, system.studentInfo, {}))
        state.lastSignIn = Date.now()
        s.token = await input.signIn(s)
        return null
      },
    },
  ]
}

async function page(s: MixStudent): Promise<string | null> {
  const response = await httpCall(s.base + '/', 'GET', { 'accept-encoding': 'gzip' })
  return response.status === 200 && response.text.startsWith('<!') ? null : `HTTP ${response.status}: ${response.text.slice(0, 40)}`
}

/** The assistant's answer read to its end message (code 2), as the chat window does. */
async function stream(s: MixStudent, question: string): Promise<string | null> {
  const { path, query } = requestOf(chat.streamAnswer, { question, token: s.token, uuid: `b${Math.floor(Math.random() * 1e9)}`, uaGroup: 'bench' })
  const response = await httpCall(s.base + path + query, 'GET', { 'x-forwarded-for': s.ip, 'qiren-token': s.token })
  const text = response.text
  if (response.status !== 200) return `HTTP ${response.status}`
  if (!(response.headers['content-type'] ?? '').includes('text/event-stream')) return `not a stream: ${text.slice(0, 80)}`
  return /"code":2\b/.test(text) ? null : `stream without its end: ${text.slice(-80)}`
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10
}

/** `connections` virtual users, each one student, calling without pause for `seconds`. */
export async function eveningMix(input: MixInput): Promise<MixReport> {
  const all = ops(input)
  const total = all.reduce((sum, op) => sum + op.weight, 0)
  const latencies = new Map<string, number[]>(all.map((op) => [op.name, []]))
  const errors = new Map<string, string[]>(all.map((op) => [op.name, []]))
  const deadline = performance.now() + input.seconds * 1000
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  const firstAnswers: number[] = []
  await Promise.all(
    Array.from({ length: input.connections }, async (_, u) => {
      const r = random(1000 + u)
      const s = input.students[u % input.students.length]
      const state: UserState = { rowIds: [], lastSignIn: Date.now(), answered: false }
      while (performance.now() < deadline) {
        let x = r() * total
        const op = all.find((o) => (x -= o.weight) < 0) ?? all[0]
        const t = performance.now()
        let problem: string | null
        try {
          problem = await op.run(s, r, state)
        } catch (error) {
          problem = error instanceof Error ? error.message : String(error)
        }
        latencies.get(op.name)!.push(performance.now() - t)
        if (firstAnswers.length < input.connections && !state.answered) {
          state.answered = true
          firstAnswers.push(performance.now() - t0)
        }
        if (problem) errors.get(op.name)!.push(problem)
      }
    }),
  )
  const elapsed = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  const stats = all.map((op): OpStats => {
    const sorted = latencies.get(op.name)!.sort((a, b) => a - b)
    const failed = errors.get(op.name)!
    return {
      op: op.name,
      label: op.label,
      weight: op.weight,
      requests: sorted.length,
      perSecond: Math.round((sorted.length / elapsed) * 10) / 10,
      p50Ms: percentile(sorted, 50),
      p90Ms: percentile(sorted, 90),
      p99Ms: percentile(sorted, 99),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      errors: failed.length,
      errorSamples: [...new Set(failed)].slice(0, 3),
    }
  })
  const requests = stats.reduce((sum, s) => sum + s.requests, 0)
  firstAnswers.sort((a, b) => a - b)
  return {
    connections: input.connections,
    seconds: Math.round(elapsed * 10) / 10,
    requests,
    perSecond: Math.round(requests / elapsed),
    errors: stats.reduce((sum, s) => sum + s.errors, 0),
    clientCpuPercent: Math.round(((cpu.user + cpu.system) / 1e6 / elapsed) * 100),
    firstAnswer: { p50Ms: percentile(firstAnswers, 50), p99Ms: percentile(firstAnswers, 99), maxMs: Math.round(firstAnswers.at(-1) ?? 0) },
    ops: stats,
  }
}
