/**
 * Benchmarks of the list tools on the full 2026 plan (numbers, not pass/fail):
 * generating an 80-row list for one student, and checking a list with 20,000 simulated outcomes.
 * npm run bench → prints median / p99 and writes bench/results/bench.md and bench.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { readDataset } from '../server/cli/data/readDataset'
import { buildModelData } from '../src/core/domain/admission/history'
import { fitModel } from '../src/core/domain/admission/fitModel'
import { createPredictor, planCandidates } from '../src/core/domain/admission/createPredictor'
import { generateList } from '../src/core/domain/admission/generateList'
import { checkList } from '../src/core/domain/admission/checkList'
import { simulateList } from '../src/core/domain/admission/simulateList'

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

const ds = readDataset('data')
const names = new Map(ds.schools.map((s) => [s.code, s.name]))
const t0 = performance.now()
const data = buildModelData(ds.toudang, ds.rank, ds.batchLines)
const params = fitModel(data, 2026)
const tFit = performance.now() - t0
const plans = ds.plans.filter((p) => p.year === 2026).map((p) => ({ ...p, schoolName: names.get(p.schoolCode) ?? p.schoolCode }))
const t1 = performance.now()
const candidates = planCandidates(plans, createPredictor(data, params))
const tPredict = performance.now() - t1
const student = { subjects: ['物理', '化学', '生物'] }
const ranks = [8000, 20000, 40000, 60000, 90000, 120000, 150000]
// Warm up the JIT so the timings describe the steady state a server sees.
for (let i = 0; i < 5; i++) generateList(candidates, { ...student, rank: ranks[i % ranks.length] }, { rho: params.rho, seed: i })
const gen = time(60, (i) => generateList(candidates, { ...student, rank: ranks[i % ranks.length] }, { rho: params.rho, seed: i, targetProvinces: ['浙江'] }))
const list = generateList(candidates, { ...student, rank: 40000 }, { rho: params.rho }).rows
const check = time(60, (i) => checkList(list, { ...student, rank: 40000 }, { samples: 20000, seed: i, rho: params.rho }))
const sim = time(60, (i) => simulateList(list.map((r) => r.prediction), 40000, { samples: 20000, seed: i, rho: params.rho }))
const sample = generateList(candidates, { ...student, rank: 40000 }, { rho: params.rho })
const result = {
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  plan2026Programmes: candidates.length,
  withPrediction: candidates.filter((c) => c.prediction).length,
  oneOffMs: { buildAndFit: Math.round(tFit), predictWholePlan: Math.round(tPredict) },
  generateList80: stats(gen),
  checkList20000: stats(check),
  simulateList20000: stats(sim),
  example: { rank: 40000, rows: sample.rows.length, slip: sample.simulation.slip, metRiskTarget: sample.metRiskTarget, bands: sample.rows.reduce<Record<string, number>>((m, r) => ((m[r.band] = (m[r.band] ?? 0) + 1), m), {}) },
}
const f = (x: number) => x.toFixed(1)
const md = [
  '# Benchmarks: list generation and list check (full 2026 plan)',
  '',
  `Machine: ${result.machine}. Plan: ${result.plan2026Programmes} programmes, ${result.withPrediction} with a prediction.`,
  `One-off per dataset version (not per student): build + fit ${result.oneOffMs.buildAndFit} ms, predict the whole plan ${result.oneOffMs.predictWholePlan} ms.`,
  '',
  '| operation | runs | median ms | p99 ms | min | max |',
  '|---|---|---|---|---|---|',
  ...(['generateList80', 'checkList20000', 'simulateList20000'] as const).map((k) => {
    const s = result[k]
    return `| ${k} | ${s.runs} | ${f(s.median)} | ${f(s.p99)} | ${f(s.min)} | ${f(s.max)} |`
  }),
  '',
  `Example (rank 40,000, 物化生): ${result.example.rows} rows, bands ${JSON.stringify(result.example.bands)}, simulated 滑档 ${(result.example.slip * 100).toFixed(2)}% (target met: ${result.example.metRiskTarget}).`,
  '',
].join('\n')
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/bench.json', JSON.stringify(result, null, 2) + '\n')
writeFileSync('bench/results/bench.md', md)
process.stdout.write(md)
