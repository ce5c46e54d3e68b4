/**
 * Rolling backtest of the admission model against the peers' rules.
 *   npm run backtest                                  every year with data (fit on earlier years only)
 *   npm run backtest -- --truth <投档线 file> --year Y  score a year whose table is not in the dataset
 * Writes the table to stdout and to bench/results/backtest.md (or --out).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { readDataset } from './data/readDataset'
import { parseImport } from './data/importOfficial'
import { buildModelData, programmeKey, type ModelData } from '../../src/core/domain/admission/history'
import { fitModel } from '../../src/core/domain/admission/fitModel'
import { backtestYear, targetsInData, METHODS, type BacktestTarget, type YearForecasts } from '../../src/core/domain/admission/backtest'
import { backtestReport } from '../../src/core/domain/admission/backtestReport'
import type { ModelParams } from '../../src/core/domain/admission/modelParams'
import { optionText } from './optionText'

function truthTargets(data: ModelData, file: string, year: number): { targets: BacktestTarget[]; lineRank: number } {
  const imp = parseImport(file, { kind: 'toudang', year })
  const seen = new Map<string, number>()
  const lineRank = data.lineRanks.get(year) ?? Math.max(...imp.toudang.map((r) => r.minRank ?? 0))
  const rows = [...imp.toudang].sort((a, b) => a.schoolCode.localeCompare(b.schoolCode) || a.majorCode.localeCompare(b.majorCode))
  const targets = rows.map((r) => {
    const base = `${r.schoolCode}|${r.majorKey}`
    const occ = seen.get(base) ?? 0
    seen.set(base, occ + 1)
    return {
      schoolCode: r.schoolCode,
      majorKey: r.majorKey,
      history: data.histories.get(programmeKey(r.schoolCode, r.majorKey, occ)) ?? null,
      actualRank: r.minRank ?? lineRank,
      plan: r.plan,
    }
  })
  return { targets, lineRank }
}

function main(): void {
  const { values } = parseArgs({
    options: { data: { type: 'string' }, truth: { type: 'string' }, year: { type: 'string' }, out: { type: 'string' } },
    strict: false,
  })
  const dir = optionText(values.data) ?? 'data'
  const ds = readDataset(dir)
  const truth = optionText(values.truth)
  const year = optionText(values.year)
  const only = year ? Number(year) : undefined
  const t0 = performance.now()
  const results: YearForecasts[] = []
  const fits: Array<{ year: number; params: ModelParams }> = []
  if (truth) {
    if (!only) throw new Error('--truth 需要同时给出 --year')
    const data = buildModelData(
      ds.toudang.filter((r) => r.year < only),
      ds.rank,
      ds.batchLines,
    )
    const params = fitModel(data, only)
    const { targets, lineRank } = truthTargets(data, truth, only)
    results.push(backtestYear(data, targets, only, params, lineRank))
    fits.push({ year: only, params })
  } else {
    const data = buildModelData(ds.toudang, ds.rank, ds.batchLines)
    const years = data.years.filter((y) => y > data.years[0] && (only === undefined || y === only))
    for (const y of years) {
      const params = fitModel(data, y)
      results.push(backtestYear(data, targetsInData(data, y), y, params, data.lineRanks.get(y)!))
      fits.push({ year: y, params })
    }
  }
  const md = backtestReport(results, fits, { headlineFrom: truth ? undefined : 2022, seconds: (performance.now() - t0) / 1000, methods: METHODS })
  process.stdout.write(md)
  const out = optionText(values.out) ?? (truth ? `bench/results/backtest-truth-${only}.md` : 'bench/results/backtest.md')
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, md)
  process.stdout.write(`\n(written to ${out})\n`)
}

main()
