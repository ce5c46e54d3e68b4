/**
 * The chat's streamed answers end to end through the real Hono app on SQLite with the shipped dataset loaded
 * and the full model fitted (numbers, not pass/fail): a signed-in student asks the generated evaluation
 * questions (one conversation per question) over the SSE endpoint; timed are the first answer sentence
 * (code 0) and the whole answer. Writes bench/results/chat.md/.json.
 * Run: npx tsx bench/chatStream.ts
 */
import { mkdtempSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { requestOf } from '@/adapters/http/requestOf'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { streamAnswer } from '@/ports/api/chat'
import type { Endpoint, OutputOf } from '@/ports/api/endpoint'
import type { StreamMessage } from '@/ports/api/stream'
import * as user from '@/ports/api/user'
import { loadReferenceData } from '../server/adapters/db/loadReferenceData'
import { migrateToLatest } from '../server/adapters/db/migrate'
import { openDatabase } from '../server/adapters/db/openDatabase'
import { ConsoleSmsSender } from '../server/adapters/sms/ConsoleSmsSender'
import { generatedQuestions } from '../server/cli/chatEval/generatedQuestions'
import { loadChatDeps } from '../server/cli/chatEval/loadChatDeps'
import { Truth } from '../server/cli/chatEval/truth'
import { composeDeps } from '../server/composeDeps'
import { createApp } from '../server/http/createApp'
import { writeResults } from './support/writeResults'

const dir = mkdtempSync(join(tmpdir(), 'gk-bench-chat-'))
const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
await migrateToLatest(db)
await loadReferenceData(db, 'data')
const clock = new ManualClock()
const sms = new ConsoleSmsSender(() => {})
const deps = composeDeps(db, { tokenTtlHours: 72, logLevel: 'silent', overrides: { clock, sms } })
const app = createApp(deps)
await deps.volunteer.model.catalogue()

async function post<E extends Endpoint>(endpoint: E, body: unknown) {
  const res = await app.request(endpoint.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { code: number; data: OutputOf<E> }
}

const phone = '13900009999'
await post(user.sendSms, { phone })
const login = await post(user.phoneLogin, { phone, smsCode: sms.lastCode(phone) })
const token = login.data.accessToken
await deps.repos.students.save(login.data.loginUserDTO.id, {
  total: 612,
  rankZs: 41854,
  rank: '1',
  batchId: 1,
  subject: 'physics,chemistry,biology',
  isFill: '1',
})

/** One question over the stream: ms to the first answer message and to the end. */
async function ask(question: string, group: string): Promise<{ first: number; whole: number }> {
  const { path, query } = requestOf(streamAnswer, { question, uaGroup: group, token, uuid: 'bench', userId: undefined })
  const started = performance.now()
  const res = await app.request(path + query, { headers: { 'x-forwarded-for': '127.0.0.1' } })
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let first = NaN
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += value
    if (Number.isNaN(first)) {
      const messages = buffer
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => JSON.parse(l.slice(5).trim()) as StreamMessage)
      if (messages.some((m) => m.code === 0)) first = performance.now() - started
    }
  }
  return { first, whole: performance.now() - started }
}

const { ds } = loadChatDeps('data')
const truth = new Truth(ds, (await deps.volunteer.model.catalogue())!)
const questions = generatedQuestions(ds, truth, 2027).map((q) => q.turns[q.turns.length - 1])
for (const q of questions.slice(0, 10)) await ask(q, 'warm')
// A student may ask 200 questions a day: the bench's clock moves on a day every 150.
const DAY = 24 * 3600_000
clock.advance(DAY)
const firsts: number[] = []
const wholes: number[] = []
for (const [k, q] of questions.entries()) {
  const r = await ask(q, `g${k}`)
  clock.advance(k % 150 === 149 ? DAY : 61_000) // past the per-minute (and per-day) question limits of one student
  if (!Number.isNaN(r.first)) firsts.push(r.first)
  wholes.push(r.whole)
}
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]
}
const result = {
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  questions: questions.length,
  answered: firsts.length,
  firstSentence: { median: q(firsts, 0.5), p95: q(firsts, 0.95), max: q(firsts, 1) },
  wholeAnswer: { median: q(wholes, 0.5), p95: q(wholes, 0.95), max: q(wholes, 1) },
}
const f = (x: number) => x.toFixed(1)
const md = [
  '# Benchmark: the chat’s streamed answers over HTTP (SQLite, shipped dataset, full model)',
  '',
  `Machine: ${result.machine}. ${result.questions} questions of the generated evaluation set (seed 2027), each a new conversation, asked by a signed-in student over \`GET ${streamAnswer.path}\` in process; ${result.answered} streamed an answer sentence.`,
  '',
  '| | median ms | p95 ms | max ms |',
  '|---|---|---|---|',
  `| first answer sentence | ${f(result.firstSentence.median)} | ${f(result.firstSentence.p95)} | ${f(result.firstSentence.max)} |`,
  `| whole answer | ${f(result.wholeAnswer.median)} | ${f(result.wholeAnswer.p95)} | ${f(result.wholeAnswer.max)} |`,
  '',
].join('\n')
writeResults('chat', result, md)
process.exit(0)
