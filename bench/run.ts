/**
 * Benchmarks of the list engine on the full plan (numbers, not pass/fail): the one-off work per model
 * version (fit, forecast the plan, build the index), then per student: an 80-row list (buildList) for
 * profiles from the top to the 一段 line, with and without wanted majors, and the check of a list.
 * npm run bench → prints median / p99 and writes bench/results/bench.md and bench.json.
 */
import { cpus } from 'node:os'
import { datasetAdmissionSource } from '../server/adapters/model/datasetAdmissionSource'
import { buildPlanCatalogue } from '../server/adapters/model/buildPlanCatalogue'
import { buildList } from '../src/core/domain/admission/buildList'
import { checkList } from '../src/core/domain/admission/checkList'
import { DEFAULT_WANTS, type ListWants } from '../src/core/domain/admission/listWants'
import { simulateList } from '../src/core/domain/admission/simulateList'
import { writeResults } from './support/writeResults'

function stats(ms: number[]): { runs: number; median: number; p99: number; min: number; max: number } {
  const s = [...ms].sort((a, b) => a - b)
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]
  return { runs: s.length, median: q(0.5), p99: q(0.99), min: s[0], max: s[s.length - 1] }
}

function time<T>(runs: number, f: (i: number) => T): number[] {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    f(i)
    out.push(performance.now() - t)
  }
  return out
}

const t0 = performance.now()
const cat = buildPlanCatalogue(datasetAdmissionSource('data'))!
const tBuild = performance.now() - t0
const index = cat.index
const subjects = ['物理', '化学', '生物']
const ranks = [8000, 20000, 40000, 60000, 90000, 120000, 150000, 175000]
const cs: ListWants = {
  ...DEFAULT_WANTS,
  priority: 'major',
  targets: [
    { name: '计算机类', num: 20, code: '0809' },
    { name: '软件工程', num: 10, code: '080902' },
    { name: '电子信息类', num: 20, code: '0807' },
  ],
}
const student = (i: number) => ({ rank: ranks[i % ranks.length], subjects, segment: '一段' as const })
// Warm up the JIT so the timings describe the steady state a server sees.
for (let i = 0; i < 80; i++) buildList(index, student(i), i % 2 ? cs : DEFAULT_WANTS)
const gen = time(240, (i) => buildList(index, student(i), DEFAULT_WANTS))
const genTargets = time(240, (i) => buildList(index, student(i), cs))
const s40 = { rank: 40000, subjects, segment: '一段' as const }
const sample = buildList(index, s40, DEFAULT_WANTS)
const rows = sample.rows.map((r) => r.index)
const facts = { scores: { chinese: 110, math: 120, english: 120 }, sex: null }
const check = time(60, () => checkList(index, rows, s40, DEFAULT_WANTS, facts))
const sim = time(20, (i) =>
  simulateList(
    rows.map((r) => index.candidates[r].prediction),
    40000,
    { samples: 20000, seed: i, rho: index.rho },
  ),
)
const lengths = ranks.map((r) => buildList(index, { rank: r, subjects, segment: '一段' }, DEFAULT_WANTS).rows.length)
const result = {
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  plan: { year: cat.year, forecastYear: cat.forecastYear, programmes: index.size, withPrediction: cat.candidates.filter((c) => c.prediction).length },
  oneOffMs: { fitForecastAndIndex: Math.round(tBuild) },
  buildList80: stats(gen),
  buildList80WithTargets: stats(genTargets),
  checkList: stats(check),
  monteCarlo20000: stats(sim),
  example: {
    rank: 40000,
    rows: sample.rows.length,
    slip: sample.outcome!.slip,
    metRiskTarget: sample.metRiskTarget,
    lengthsByRank: Object.fromEntries(ranks.map((r, i) => [r, lengths[i]])),
  },
}
const f = (x: number) => x.toFixed(2)
const md = [
  `# Benchmarks: the list engine (full ${result.plan.year} plan, forecasting ${result.plan.forecastYear})`,
  '',
  `Machine: ${result.machine}. Plan: ${result.plan.programmes} programmes, ${result.plan.withPrediction} with a prediction.`,
  `One-off per dataset version (not per student): fit the model, forecast the plan and build the index ${result.oneOffMs.fitForecastAndIndex} ms.`,
  '',
  '| operation (one student, one core) | runs | median ms | p99 ms | min | max |',
  '|---|---|---|---|---|---|',
  ...(['buildList80', 'buildList80WithTargets', 'checkList', 'monteCarlo20000'] as const).map((k) => {
    const s = result[k]
    return `| ${k} | ${s.runs} | ${f(s.median)} | ${f(s.p99)} | ${f(s.min)} | ${f(s.max)} |`
  }),
  '',
  `buildList80: no preferences, ranks ${ranks.join(', ')} in turn; buildList80WithTargets: 专业优先 计算机类 + 软件工程 + 电子信息类. checkList: the exact outcome over the shared shock (the old Monte Carlo of 20,000 draws is shown for comparison; it is now the test oracle).`,
  `Example (rank 40,000, 物化生, no preferences): ${result.example.rows} rows, 滑档 ${(result.example.slip * 100).toFixed(2)}% (target met: ${result.example.metRiskTarget}). Rows by rank: ${JSON.stringify(result.example.lengthsByRank)}.`,
  '',
].join('\n')
writeResults('bench', result, md)
