import { BAND_THRESHOLDS } from './admitProbability'
import { scoreForecasts, type Forecast, type ForecastScore } from './calibration'
import { METHOD_LABELS, type Method, type YearForecasts } from './backtest'

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
const f3 = (x: number): string => x.toFixed(3)

function bandCell(s: ForecastScore, band: keyof ForecastScore['bands']): string {
  const b = s.bands[band]
  return b.n === 0 ? '—' : `${pct(b.hitRate)} (n=${b.n})`
}

function summaryRows(scores: Array<[string, ForecastScore]>): string[] {
  return scores.map(([name, s]) => `| ${name} | ${s.n} | ${f3(s.brier)} | ${f3(s.ece)} | ${bandCell(s, 'bao')} | ${bandCell(s, 'wen')} | ${bandCell(s, 'chong')} | ${bandCell(s, 'no')} |`)
}

const SUMMARY_HEAD = ['| method | forecasts | Brier ↓ | ECE ↓ | 保 hit rate | 稳 hit rate | 冲 hit rate | 不建议 hit rate |', '|---|---|---|---|---|---|---|---|']

/** The backtest as Markdown: headline, per-year, calibration per decile, fitted parameters. */
export function backtestReport(results: readonly YearForecasts[], fits: readonly string[], opts: { headlineFrom?: number; seconds: number; methods: readonly Method[] }): string {
  const pool = (m: Method, from = -Infinity): Forecast[] => results.filter((r) => r.year >= from).flatMap((r) => r.byMethod[m])
  const headline = results.filter((r) => r.year >= (opts.headlineFrom ?? -Infinity))
  const years = headline.map((r) => r.year)
  const lines: string[] = []
  lines.push(`# Admission model backtest`, '')
  lines.push(
    `Rolling: each year is predicted from earlier years only (model parameters fitted on earlier moves only). Students: for every programme with history, 11 ranks from 0.6× to 1.6× its last known cutoff rank (1段 students only); admitted = rank ≤ that year's actual cutoff rank (the line's rank when the programme did not fill). Bands: 保 ≥ ${BAND_THRESHOLDS.bao}, 稳 ≥ ${BAND_THRESHOLDS.wen}, 冲 ≥ ${BAND_THRESHOLDS.chong}, below: 不建议. Banded peer rules are scored at nominal probabilities 保 0.9 / 稳 0.65 / 冲 0.325 / 不建议 0.075.`,
    '',
  )
  lines.push(`## Headline: years ${years.join(', ')}`, '', ...SUMMARY_HEAD)
  const from = opts.headlineFrom ?? -Infinity
  lines.push(...summaryRows(opts.methods.map((m) => [METHOD_LABELS[m], scoreForecasts(pool(m, from))])))
  const borrowed = headline.flatMap((r) => r.borrowed)
  if (borrowed.length > 0) lines.push(...summaryRows([['ours, programmes with no history (borrowed from same school)', scoreForecasts(borrowed)]]))
  lines.push('')
  lines.push('## Per year (Brier / ECE)', '', `| year | programmes | ${opts.methods.map((m) => METHOD_LABELS[m]).join(' | ')} | ours, no history |`, `|---|---|${opts.methods.map(() => '---|').join('')}---|`)
  for (const r of results) {
    const cells = opts.methods.map((m) => {
      const s = scoreForecasts(r.byMethod[m])
      return `${f3(s.brier)} / ${f3(s.ece)}`
    })
    const b = scoreForecasts(r.borrowed)
    lines.push(`| ${r.year} | ${r.programmes} (+${r.skipped} unpredictable) | ${cells.join(' | ')} | ${b.n ? `${f3(b.brier)} / ${f3(b.ece)}` : '—'} |`)
  }
  lines.push('', `## Calibration per probability decile (years ${years.join(', ')}): expected → observed (n)`, '')
  lines.push(`| bin | ${opts.methods.map((m) => METHOD_LABELS[m]).join(' | ')} |`, `|---|${opts.methods.map(() => '---|').join('')}`)
  const scores = opts.methods.map((m) => scoreForecasts(pool(m, from)))
  for (let i = 0; i < 10; i++) {
    const cells = scores.map((s) => {
      const b = s.bins[i]
      return b.n === 0 ? '—' : `${pct(b.expected)} → ${pct(b.observed)} (${b.n})`
    })
    lines.push(`| ${i * 10}–${i * 10 + 10}% | ${cells.join(' | ')} |`)
  }
  lines.push('', '## Fitted parameters per scored year', '', '| year | training | decay | bias / plan change / level | log-scale coefficients (intercept, log plan, 1 yr, 2 yrs, similar, school, gap, volatility, level) | t df | ρ |', '|---|---|---|---|---|---|---|', ...fits)
  lines.push('', `Run time ${opts.seconds.toFixed(1)} s.`, '')
  return lines.join('\n')
}
