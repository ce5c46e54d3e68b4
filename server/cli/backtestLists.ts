/**
 * The list-level backtest: where students would really have landed.
 *   npm run backtest:lists [-- --years 2023,2024,2025,2026 --students 1200 --reach 16 --out bench/results/backtest-lists.md]
 * For each held-out year Y: the model fitted on 投档线 up to Y−1 only, lists built for synthetic students
 * (ranks 1,000 … Y's 一段 line, six 选考 combinations, four preference profiles), each student filed at the
 * first row whose real Y cutoff admits them. Ours beside the community's rank-ratio 冲稳保 list.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { buildList, partOf } from '../../src/core/domain/admission/buildList'
import { fitListRho, type LandingCase } from '../../src/core/domain/admission/listRho'
import { thresholdAt } from '../../src/core/domain/admission/planIndex'
import { rankRatioList } from '../../src/core/domain/admission/rankRatioList'
import { buildPlanCatalogue } from '../adapters/model/buildPlanCatalogue'
import { datasetAdmissionSource } from '../adapters/model/datasetAdmissionSource'
import { bandOf, judgeList, type JudgedList } from './lists/listBacktest'
import { listMix } from './lists/listMix'
import { listBacktestReport, METHODS, type Method, type Tagged, type YearResult } from './lists/listBacktestReport'
import { sourceAsOf } from './lists/sourceAsOf'
import { specToList } from './lists/studentSpec'
import { syntheticStudents } from './lists/syntheticStudents'

function main(): void {
  const { values } = parseArgs({
    options: {
      years: { type: 'string', default: '2023,2024,2025,2026' },
      students: { type: 'string', default: '1200' },
      data: { type: 'string', default: 'data' },
      out: { type: 'string', default: 'bench/results/backtest-lists.md' },
      seed: { type: 'string', default: '2027' },
      // 冲 rows of every synthetic student (the form's default otherwise), to see what more or fewer reaches do.
      reach: { type: 'string' },
    },
  })
  const years = values.years.split(',').map(Number)
  const count = Number(values.students)
  const t0 = performance.now()
  const src = datasetAdmissionSource(values.data)
  const results: YearResult[] = []
  const cases: LandingCase[] = []
  for (const year of years.sort((a, b) => a - b)) {
    const asOf = sourceAsOf(src, year - 1)
    // The list's shared shock as the years before this one taught it (the model's own ρ for the first year).
    const listRho = fitListRho(cases) ?? 'model'
    const cat = buildPlanCatalogue({ ...asOf.source, listRho })
    if (!cat) throw new Error(`${year}: 没有可用的招生计划`)
    const index = cat.index
    const lineRank = asOf.lineRank ?? Math.max(...asOf.truth.values())
    const students = syntheticStudents(count, lineRank, Number(values.seed) + year).map((s) => (values.reach ? { ...s, reachRows: Number(values.reach) } : s))
    const landings: Record<Method, Tagged[]> = { ours: [], undergradOnly: [], rankRatio: [] }
    const tList = performance.now()
    for (const spec of students) {
      const { student, wants } = specToList(spec, index.catalogue)
      const built = buildList(index, student, wants, spec.rows)
      const judged = (b: typeof built): JudgedList => ({
        rows: b.rows.map((r) => r.index),
        probability: b.rows.map((r) => r.probability),
        slip: b.outcome?.slip ?? null,
        filed: b.outcome?.filed ?? null,
        undergradSlip: b.undergradSlip,
      })
      // The same student declining the 一段 专科 rows (the list as it was without them, whenever there are some).
      const hasVocational = built.rows.some((r) => index.undergraduate[r.index] === 0)
      const lists: Record<Method, JudgedList> = {
        ours: judged(built),
        undergradOnly: hasVocational ? judged(buildList(index, student, { ...wants, vocational: false }, spec.rows)) : judged(built),
        rankRatio: (() => {
          const view = built.view
          const rows = rankRatioList(index, view, student.rank, wants.priority === 'major' && view.hasTargets)
          return {
            rows,
            probability: rows.map((i) => (Number.isNaN(view.probability[i]) ? null : view.probability[i])),
            slip: null,
            filed: null,
            undergradSlip: null,
          }
        })(),
      }
      const landing = judgeList(index, built.view, asOf.truth, student.rank, lists.ours)
      // Every third student teaches the list ρ (its fit recomputes each list's landing for 18 values of ρ).
      if (Number(spec.id.slice(1)) % 3 === 0 && (landing.filed < 0 || landing.filedPart >= 0))
        cases.push({
          df: index.tables[0].df,
          thresholds: built.rows.map((r) => (r.probability === null ? NaN : thresholdAt(index, r.index, built.view.x[r.index]))),
          parts: built.rows.map((r) => (r.probability === null ? 2 : partOf(r.probability))),
          landed: landing.filed < 0 ? 3 : landing.filedPart,
        })
      for (const m of METHODS)
        landings[m].push({
          ...judgeList(index, built.view, asOf.truth, student.rank, lists[m]),
          band: bandOf(student.rank),
          profile: spec.profile,
          year,
          subjects: spec.subjects.map((x) => x[0]).join(''),
          edge: student.rank >= index.undergradEdgeRank ? 2 : student.rank >= index.vocationalFromRank ? 1 : 0,
        })
    }
    const msPerStudent = (performance.now() - tList) / students.length
    process.stderr.write(`${year}: ${students.length} students, ${msPerStudent.toFixed(1)} ms each (both lists)\n`)
    results.push({ year, asOf, lineRank, landings, candidates: index.size, listRho: cat.index.gridRho })
  }
  // What today's lists hold: the product's own catalogue (the newest plan, the model on every year).
  const today = buildPlanCatalogue(src)
  const mix = today ? { year: today.forecastYear, ...listMix(today.index) } : null
  const { md, json } = listBacktestReport(results, { seconds: (performance.now() - t0) / 1000, students: count, listRho: fitListRho(cases), mix })
  process.stdout.write(md)
  mkdirSync(dirname(values.out), { recursive: true })
  writeFileSync(values.out, md)
  writeFileSync(values.out.replace(/\.md$/, '.json'), `${JSON.stringify(json, null, 1)}\n`)
  process.stdout.write(`\n(written to ${values.out})\n`)
}

main()
