/**
 * Grades the local chat assistant on the question set of chatEval/chatQuestions.ts over the shipped dataset:
 *   npx tsx server/cli/evalChat.ts [--data data] [--verbose]
 * An answer passes when it holds every expected figure (computed from the dataset rows, not by the tools);
 * an out-of-scope answer passes when it holds no digit that the question does not. Prints pass rates per
 * type and overall, and the median time to the first streamed chunk.
 */
import { bandOf } from '../../src/core/domain/admission/admitProbability'
import { indexProbability } from '../../src/core/domain/admission/indexProbability'
import { LocalChatModel } from '../adapters/chat/LocalChatModel'
import { chatTools } from '../app/chat/tools/chatTools'
import type { ChatTurn } from '../ports/ChatModel'
import { CHAT_QUESTIONS, type Fixture } from './chatEval/chatQuestions'
import { loadChatDeps } from './chatEval/loadChatDeps'
import { Truth } from './chatEval/truth'
import { DATA_DIR } from './data/paths'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const FIXTURE_TOTAL = 612

async function main(): Promise<void> {
  const { deps, ds } = loadChatDeps(arg('data') ?? DATA_DIR)
  const cat = await deps.volunteer.model.catalogue()
  if (!cat) throw new Error('the dataset has no plan to evaluate against')
  const truth = new Truth(ds, cat)

  // The "我" student: 物化生, 一段, 612 points, and a short list of the first programmes of six schools.
  const user = await deps.repos.users.create({ phone: '13800000000', passwordHash: null, inviteCode: 'EVAL01', invitedBy: null, createdAt: 0 })
  const rank = truth.rank(FIXTURE_TOTAL)
  await deps.repos.students.save(user.id, {
    total: FIXTURE_TOTAL,
    rankZs: rank,
    rank: '1',
    batchId: 1,
    subject: 'physics,chemistry,biology',
    isFill: '1',
    province: '浙江',
  })
  const picks = ['0001', '0003', '0005', '0006', '0009', '0020'].flatMap((code) => cat.candidates.filter((c) => c.schoolCode === code).slice(0, 1))
  for (const c of picks) await deps.volunteer.lists.add(user.id, { planId: c.id, year: cat.year, fromAi: false }, Number.MAX_SAFE_INTEGER, { max: 80 })
  const bands = { chong: 0, wen: 0, bao: 0, no: 0 }
  for (const c of picks) {
    const i = cat.index.position.get(c.id)
    const p = i === undefined ? null : indexProbability(cat.index, i, rank)
    if (p !== null) bands[bandOf(p)]++
  }
  const fixture: Fixture = { total: FIXTURE_TOTAL, rank, subjects: ['物理', '化学', '生物'], listCount: picks.length, bands }

  const model = new LocalChatModel()
  const tools = chatTools(deps, { userId: user.id, lang: 'zh_CN' })
  const verbose = process.argv.includes('--verbose')
  const byType = new Map<string, { pass: number; total: number }>()
  const firstChunk: number[] = []
  const heldOut = new Map<string, { pass: number; total: number }>()
  for (const question of CHAT_QUESTIONS) {
    const history: ChatTurn[] = []
    let answer = ''
    for (const turn of question.turns) {
      const started = performance.now()
      let first: number | null = null
      answer = ''
      for await (const chunk of model.answer({ question: turn, history, lang: 'zh_CN', tools }, new AbortController().signal)) {
        first ??= performance.now() - started
        if (chunk.kind === 'answer') answer += chunk.text
      }
      if (first !== null) firstChunk.push(first)
      history.push({ question: turn, answer })
    }
    const last = question.turns[question.turns.length - 1]
    let pass: boolean
    let missing: string[]
    if (question.expect === null) {
      const allowed = new Set(last.match(/\d+/g) ?? [])
      missing = (answer.match(/\d+/g) ?? []).filter((d) => !allowed.has(d))
      pass = missing.length === 0
    } else {
      let expected: string[]
      try {
        expected = question.expect(truth, fixture)
      } catch (error) {
        // A question whose figure the dataset lacks is a fault of the question set, reported as a failure.
        expected = [`(no expectation: ${error instanceof Error ? error.message : String(error)})`]
      }
      missing = expected.filter((f) => !answer.includes(f))
      pass = missing.length === 0
    }
    const stat = byType.get(question.type) ?? { pass: 0, total: 0 }
    stat.total++
    if (pass) stat.pass++
    byType.set(question.type, stat)
    if (question.heldOut !== undefined) {
      const h = heldOut.get(question.heldOut) ?? { pass: 0, total: 0 }
      h.total++
      if (pass) h.pass++
      heldOut.set(question.heldOut, h)
    }
    if (verbose || !pass)
      process.stdout.write(
        `${pass ? 'PASS' : 'FAIL'} [${question.type}] ${question.turns.join(' → ')}\n  ${answer}\n${pass ? '' : `  missing/extra: ${missing.join(', ')}\n`}`,
      )
  }
  let pass = 0
  let total = 0
  process.stdout.write('\ntype          pass/total  rate\n')
  for (const [type, st] of byType) {
    pass += st.pass
    total += st.total
    process.stdout.write(`${type.padEnd(14)}${`${st.pass}/${st.total}`.padEnd(12)}${((100 * st.pass) / st.total).toFixed(1)}%\n`)
  }
  for (const [block, h] of heldOut)
    process.stdout.write(`${`held out (${block})`.padEnd(22)}${`${h.pass}/${h.total}`.padEnd(12)}${((100 * h.pass) / h.total).toFixed(1)}%\n`)
  const sorted = [...firstChunk].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  process.stdout.write(`overall       ${`${pass}/${total}`.padEnd(12)}${((100 * pass) / total).toFixed(1)}%\n`)
  process.stdout.write(`first chunk: median ${median.toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms over ${sorted.length} turns\n`)
}

void main()
