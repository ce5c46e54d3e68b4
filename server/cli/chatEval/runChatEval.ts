import { bandOf } from '../../../src/core/domain/admission/admitProbability'
import { checkList } from '../../../src/core/domain/admission/checkList'
import { indexProbability } from '../../../src/core/domain/admission/indexProbability'
import { DEFAULT_WANTS } from '../../../src/core/domain/admission/listWants'
import { percentText } from '../../../src/core/domain/admission/listTypes'
import { LocalChatModel } from '../../adapters/chat/LocalChatModel'
import { chatTools } from '../../app/chat/tools/chatTools'
import type { ChatTurn } from '../../ports/ChatModel'
import { CHAT_QUESTIONS, type Fixture } from './chatQuestions'
import { generatedQuestions } from './generatedQuestions'
import { loadChatDeps } from './loadChatDeps'
import { recordingTools } from './recordingTools'
import { Truth } from './truth'

const FIXTURE_TOTAL = 612

/**
 * Runs both sets of the chat evaluation over a dataset folder: the fixture student (物化生, 一段, 612 points,
 * a short list of six schools' first programmes) for the "我" questions, each question asked as a new
 * conversation. Failures (every answer with `log: 'all'`) go to `log`.
 */
export async function runChatEval(opts: { dir: string; seed: number; verbose?: boolean; log?: (line: string) => void }): Promise<ChatEvalResult> {
  const log = opts.log ?? (() => {})
  const { deps, ds } = loadChatDeps(opts.dir)
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
  const positions = picks.map((c) => cat.index.position.get(c.id) ?? -1)
  const check = checkList(cat.index, positions, { rank, subjects: ['物理', '化学', '生物'], segment: '一段' }, DEFAULT_WANTS, { scores: {}, sex: null })
  const filed = check.rows.map((r, k) => ({ k, filed: r.filed })).sort((a, b) => b.filed - a.filed)[0]
  const riskiest = check.rows.map((r, k) => ({ k, p: r.probability ?? 2 })).sort((a, b) => a.p - b.p)[0]
  const fixture: Fixture = {
    total: FIXTURE_TOTAL,
    rank,
    subjects: ['物理', '化学', '生物'],
    listCount: picks.length,
    bands,
    slip: percentText(check.outcome?.slip ?? 1),
    likeliest: picks[filed.k].schoolName,
    riskiest: riskiest.k + 1,
  }

  const model = new LocalChatModel()
  const allTools = chatTools(deps, { userId: user.id, lang: 'zh_CN' })
  const verbose = opts.verbose === true
  const firstChunk: number[] = []

  /** Grades one set; prints each failure (every answer with --verbose) and returns pass counts per type and block. */
  async function grade(set: readonly Graded[]): Promise<SetResult> {
    const byType = new Map<string, Tally>()
    const heldOut = new Map<string, Tally>()
    const unsourced: string[] = []
    for (const question of set) {
      const history: ChatTurn[] = []
      let answer = ''
      // Every tool result of the last turn, so each figure of its answer can be traced to a tool or the question.
      let results: unknown[] = []
      for (const turn of question.turns) {
        results = []
        const tools = recordingTools(allTools, results)
        const started = performance.now()
        let first: number | null = null
        answer = ''
        for await (const chunk of model.answer({ question: turn, history, lang: 'zh_CN', tools }, new AbortController().signal)) {
          if (chunk.kind === 'answer') {
            first ??= performance.now() - started
            answer += chunk.text
          }
        }
        if (first !== null) firstChunk.push(first)
        history.push({ question: turn, answer })
      }
      // An answer with no figure to give may hold only the digits of the question itself.
      const allowed = new Set(question.turns.join(' ').match(/\d+/g) ?? [])
      const extra = question.noFigures ? (answer.match(/\d+/g) ?? []).filter((d) => !allowed.has(d)) : []
      let expected: string[] = []
      if (question.expect !== null)
        try {
          expected = question.expect(truth, fixture)
        } catch (error) {
          // A question whose figure the dataset lacks is a fault of the question set, reported as a failure.
          expected = [`(no expectation: ${error instanceof Error ? error.message : String(error)})`]
        }
      // A figure no tool gave and the question does not hold is an invented one: a failure whatever else the answer holds.
      const sources = JSON.stringify(results) + question.turns.join(' ')
      const invented = (answer.match(/\d+(?:\.\d+)?/g) ?? []).filter((d) => !sources.includes(d))
      if (invented.length > 0) unsourced.push(`${question.turns.join(' → ')}: ${invented.join(', ')}`)
      const missing = [...expected.filter((f) => !answer.includes(f)), ...extra.map((d) => `extra ${d}`), ...invented.map((d) => `not from a tool: ${d}`)]
      const pass = missing.length === 0
      const tally = (m: Map<string, Tally>, k: string) => {
        const st = m.get(k) ?? { pass: 0, total: 0 }
        st.total++
        if (pass) st.pass++
        m.set(k, st)
      }
      tally(byType, question.type)
      if (question.heldOut !== undefined) tally(heldOut, question.heldOut)
      if (verbose || !pass)
        log(
          `${pass ? 'PASS' : 'FAIL'} [${question.type}] ${question.turns.join(' → ')}\n  ${answer}\n${pass ? '' : `  missing/extra: ${missing.join(', ')}\n`}`,
        )
    }
    return { byType, heldOut, unsourced }
  }

  // The generated set first (its rate is the one the README quotes), then the hand-written one.
  const generated = await grade(generatedQuestions(ds, truth, opts.seed))
  const handWritten = await grade(CHAT_QUESTIONS.map((q) => ({ ...q, noFigures: q.expect === null })))
  const sorted = [...firstChunk].sort((a, b) => a - b)
  return {
    generated,
    handWritten,
    firstSentence: { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted[sorted.length - 1] ?? 0, turns: sorted.length },
  }
}

export interface ChatEvalResult {
  generated: SetResult
  handWritten: SetResult
  /** Milliseconds from a question to its first answer sentence. */
  firstSentence: { median: number; max: number; turns: number }
}

export interface SetResult {
  byType: Map<string, Tally>
  heldOut: Map<string, Tally>
  /** Answers holding a figure that no tool returned and the question does not hold. */
  unsourced: string[]
}

export interface Tally {
  pass: number
  total: number
}

interface Graded {
  type: string
  turns: string[]
  expect: ((t: Truth, f: Fixture) => string[]) | null
  noFigures?: boolean
  heldOut?: string
}
