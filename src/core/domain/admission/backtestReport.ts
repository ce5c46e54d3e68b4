import { BAND_THRESHOLDS } from './admitProbability'
import { RELIABILITY_TARGET, reliabilityOf, scoreForecasts, type Forecast, type ForecastScore, type Reliability } from './calibration'
import { METHOD_LABELS, type Method, type YearForecasts } from './backtest'
import { SCALE_FEATURES, type ModelParams } from './modelParams'

const pct = (x: number, d = 1): string => (Number.isNaN(x) ? '—' : `${(x * 100).toFixed(d)}%`)
const f3 = (x: number): string => x.toFixed(3)

function bandCell(s: ForecastScore, band: keyof ForecastScore['bands']): string {
  const b = s.bands[band]
  return b.n === 0 ? '—' : `${pct(b.hitRate)} (n=${b.n})`
}

function summaryRows(scores: Array<[string, ForecastScore]>): string[] {
  return scores.map(
    ([name, s]) =>
      `| ${name} | ${s.n} | ${f3(s.brier)} | ${f3(s.ece)} | ${bandCell(s, 'bao')} | ${bandCell(s, 'wen')} | ${bandCell(s, 'chong')} | ${bandCell(s, 'no')} |`,
  )
}

const SUMMARY_HEAD = [
  '| method | forecasts | Brier ↓ | ECE ↓ | 保 hit rate | 稳 hit rate | 冲 hit rate | 不建议 hit rate |',
  '|---|---|---|---|---|---|---|---|',
]

/** Probability thresholds and rank-ratio cuts whose 保 reliability the report lists. */
export const BAO_THRESHOLDS = [0.8, 0.9, 0.95, 0.97, 0.98, 0.99, 0.995] as const
export const RATIO_CUTS = [1.15, 1.3, 1.45, 1.6] as const

/** One labelling rule scored per year and pooled. */
interface RuleRow {
  per: Reliability[]
  pooled: Reliability
}

function ruleRow(results: readonly YearForecasts[], pick: (r: YearForecasts) => { admitted: boolean[]; labelled: (i: number) => boolean }): RuleRow {
  const per = results.map((r) => {
    const { admitted, labelled } = pick(r)
    return reliabilityOf(admitted, labelled)
  })
  const n = per.reduce((s, x) => s + x.n, 0)
  const hits = per.reduce((s, x) => s + (x.n > 0 ? x.hitRate * x.n : 0), 0)
  const total = results.reduce((s, r) => s + pick(r).admitted.length, 0)
  return { per, pooled: { n, hitRate: n > 0 ? hits / n : NaN, share: total > 0 ? n / total : 0 } }
}

const holds = (row: RuleRow): boolean =>
  row.pooled.n > 0 && row.pooled.hitRate >= RELIABILITY_TARGET && row.per.every((x) => x.n === 0 || x.hitRate >= RELIABILITY_TARGET)
const holdsPooled = (row: RuleRow): boolean => row.pooled.n > 0 && row.pooled.hitRate >= RELIABILITY_TARGET
const relCell = (x: Reliability): string => (x.n === 0 ? '— (0%)' : `${pct(x.hitRate, 2)} (${pct(x.share)})`)

const ours = (threshold: number) => (r: YearForecasts) => ({
  admitted: r.byMethod.model.map((f) => f.admitted),
  labelled: (i: number) => r.byMethod.model[i].probability >= threshold,
})
const ratio = (cut: number) => (r: YearForecasts) => ({ admitted: r.byMethod.model.map((f) => f.admitted), labelled: (i: number) => r.ratios[i] > cut })
const borrowedBao = (r: YearForecasts) => ({ admitted: r.borrowed.map((f) => f.admitted), labelled: (i: number) => r.borrowed[i].band === 'bao' })

/** The 保 section: what each rule's 保 held, per year and pooled, and how much of the grid it labels. */
function baoSection(results: readonly YearForecasts[]): string[] {
  const years = results.map((r) => r.year)
  const head = [`| rule | ${years.join(' | ')} | pooled |`, `|---|${years.map(() => '---|').join('')}---|`]
  const line = (name: string, row: RuleRow) => `| ${name} | ${row.per.map(relCell).join(' | ')} | ${relCell(row.pooled)} |`
  const oursRows = BAO_THRESHOLDS.map((t) => [t, ruleRow(results, ours(t))] as const)
  const ratioRows = RATIO_CUTS.map((c) => [c, ruleRow(results, ratio(c))] as const)
  const oursEvery = oursRows.find(([, r]) => holds(r))
  const oursPooled = oursRows.find(([, r]) => holdsPooled(r))
  const ratioEvery = ratioRows.find(([, r]) => holds(r))
  const ratioPooled = ratioRows.find(([, r]) => holdsPooled(r))
  const out = [
    `## 保 you can bank on: admitted ≥ ${pct(RELIABILITY_TARGET)} of the time`,
    '',
    `Each cell: share of 保 rows admitted (share of all student × programme pairs labelled 保). Programmes with history; the same students for every rule.`,
    '',
    ...head,
    line(`**ours, 保 = P ≥ ${BAND_THRESHOLDS.bao}** (the product's band)`, ruleRow(results, ours(BAND_THRESHOLDS.bao))),
    line('rank-ratio rule as published (ratio > 1.15)', ruleRow(results, ratio(1.15))),
    ...oursRows.map(([t, r]) => line(`ours, P ≥ ${t}`, r)),
    ...ratioRows.map(([c, r]) => line(`rank ratio > ${c}`, r)),
    line(`ours, no history (borrowed), 保 = P ≥ ${BAND_THRESHOLDS.bao}`, ruleRow(results, borrowedBao)),
    '',
    `Lowest threshold of ours that holds ${pct(RELIABILITY_TARGET)} every year and pooled: ${oursEvery ? `P ≥ ${oursEvery[0]} (labels ${pct(oursEvery[1].pooled.share)} of pairs)` : 'none listed'}; pooled only: ${oursPooled ? `P ≥ ${oursPooled[0]} (${pct(oursPooled[1].pooled.share)})` : 'none listed'}.`,
    `Rank-ratio rule at the same reliability: every year: ${ratioEvery ? `ratio > ${ratioEvery[0]} (${pct(ratioEvery[1].pooled.share)})` : 'no cut listed reaches it'}; pooled only: ${ratioPooled ? `ratio > ${ratioPooled[0]} (${pct(ratioPooled[1].pooled.share)})` : 'no cut listed reaches it'}.`,
    'The students sit on a grid of rank ratios (0.6× … 1.6× the last cutoff), so the rank-ratio rule can only label whole grid steps.',
  ]
  return out
}

/** Our calibration per decile year by year: a year's common shock shows up here, not in the pooled table. */
function decilesPerYear(results: readonly YearForecasts[]): string[] {
  const scores = results.map((r) => scoreForecasts(r.byMethod.model))
  const out = [
    '## Our calibration per decile, per year: expected → observed',
    '',
    `| bin | ${results.map((r) => r.year).join(' | ')} |`,
    `|---|${results.map(() => '---|').join('')}`,
  ]
  for (let i = 0; i < 10; i++)
    out.push(
      `| ${i * 10}–${i * 10 + 10}% | ${scores.map((s) => (s.bins[i].n === 0 ? '—' : `${pct(s.bins[i].expected)} → ${pct(s.bins[i].observed)}`)).join(' | ')} |`,
    )
  return out
}

/** Our band hit rates year by year (pooled ones are in the headline). */
function bandsPerYear(results: readonly YearForecasts[]): string[] {
  const out = ['## Our bands per year: hit rate (n)', '', '| year | 保 | 稳 | 冲 | 不建议 | no history: 保 |', '|---|---|---|---|---|---|']
  for (const r of results) {
    const s = scoreForecasts(r.byMethod.model)
    const b = scoreForecasts(r.borrowed)
    out.push(`| ${r.year} | ${bandCell(s, 'bao')} | ${bandCell(s, 'wen')} | ${bandCell(s, 'chong')} | ${bandCell(s, 'no')} | ${bandCell(b, 'bao')} |`)
  }
  return out
}

/** What each scored year's model learned, named as in ModelParams. */
function fitsTable(fits: ReadonlyArray<{ year: number; params: ModelParams }>): string[] {
  const out = [
    '## Fitted parameters per scored year',
    '',
    `| year | training | decay | bias / plan change / level | log-scale coefficients (${SCALE_FEATURES.join(', ')}) | t df | ρ | PIT maps learned from | scale terciles | no-history ceiling |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const { year, params: p } of fits) {
    const training = p.fittedOn.length ? `moves into ${p.fittedOn.join(', ')} (${p.cases} cases)` : 'PRIOR (no earlier move to learn from)'
    const pits = p.pitCases ? `training moves${p.pitFrom.length ? ` + ${p.pitFrom.join(', ')} out of sample` : ''} (${p.pitCases} PITs)` : 'none (identity)'
    const c = p.center
    out.push(
      `| ${year} | ${training} | ${p.decay} | ${f3(c.bias)} / ${f3(c.planChange)} / ${f3(c.level)} | ${SCALE_FEATURES.map((f) => p.scale[f].toFixed(2)).join(', ')} | ${p.df} | ${p.rho.toFixed(2)} | ${pits} | ${p.pitByScale.edges.map((e) => e.toFixed(3)).join(' / ') || '—'} | ${pct(p.borrowedCeiling)} |`,
    )
  }
  return out
}

/** The backtest as Markdown: headline, per-year, 保 reliability, calibration per decile, fitted parameters. */
export function backtestReport(
  results: readonly YearForecasts[],
  fits: ReadonlyArray<{ year: number; params: ModelParams }>,
  opts: { headlineFrom?: number; seconds: number; methods: readonly Method[] },
): string {
  const from = opts.headlineFrom ?? -Infinity
  const headline = results.filter((r) => r.year >= from)
  const pool = (m: Method): Forecast[] => headline.flatMap((r) => r.byMethod[m])
  const years = headline.map((r) => r.year)
  const lines: string[] = []
  lines.push(`# Admission model backtest`, '')
  lines.push(
    `Rolling: each year is predicted from earlier years only (model parameters and PIT maps fitted on earlier moves only). Students: for every programme with history, 11 ranks from 0.6× to 1.6× its last known cutoff rank (1段 students only); admitted = rank ≤ that year's actual cutoff rank (the line's rank when the programme did not fill). Bands: 保 ≥ ${BAND_THRESHOLDS.bao}, 稳 ≥ ${BAND_THRESHOLDS.wen}, 冲 ≥ ${BAND_THRESHOLDS.chong}, below: 不建议. Banded peer rules are scored at nominal probabilities 保 0.9 / 稳 0.65 / 冲 0.325 / 不建议 0.075.`,
    '',
  )
  lines.push(`## Headline: years ${years.join(', ')}`, '', ...SUMMARY_HEAD)
  lines.push(...summaryRows(opts.methods.map((m) => [METHOD_LABELS[m], scoreForecasts(pool(m))])))
  const borrowed = headline.flatMap((r) => r.borrowed)
  if (borrowed.length > 0) lines.push(...summaryRows([['ours, programmes with no history (borrowed from same school)', scoreForecasts(borrowed)]]))
  lines.push('')
  lines.push(
    '## Per year (Brier / ECE)',
    '',
    `| year | programmes | ${opts.methods.map((m) => METHOD_LABELS[m]).join(' | ')} | ours, no history |`,
    `|---|---|${opts.methods.map(() => '---|').join('')}---|`,
  )
  for (const r of results) {
    const cells = opts.methods.map((m) => {
      const s = scoreForecasts(r.byMethod[m])
      return `${f3(s.brier)} / ${f3(s.ece)}`
    })
    const b = scoreForecasts(r.borrowed)
    lines.push(`| ${r.year} | ${r.programmes} (+${r.skipped} unpredictable) | ${cells.join(' | ')} | ${b.n ? `${f3(b.brier)} / ${f3(b.ece)}` : '—'} |`)
  }
  lines.push('', ...baoSection(headline), '', ...bandsPerYear(headline), '', ...decilesPerYear(headline))
  lines.push('', `## Calibration per probability decile (years ${years.join(', ')}): expected → observed (n)`, '')
  lines.push(`| bin | ${opts.methods.map((m) => METHOD_LABELS[m]).join(' | ')} |`, `|---|${opts.methods.map(() => '---|').join('')}`)
  const scores = opts.methods.map((m) => scoreForecasts(pool(m)))
  for (let i = 0; i < 10; i++) {
    const cells = scores.map((s) => {
      const b = s.bins[i]
      return b.n === 0 ? '—' : `${pct(b.expected)} → ${pct(b.observed)} (${b.n})`
    })
    lines.push(`| ${i * 10}–${i * 10 + 10}% | ${cells.join(' | ')} |`)
  }
  lines.push('', ...fitsTable(fits))
  lines.push('', `Run time ${opts.seconds.toFixed(1)} s.`, '')
  return lines.join('\n')
}
