import type { ListChartRow } from '@/ports/api/datav'
import { CHART_COLORS, chartInk } from '../charts/chartPalette'
import { axisCount, esc, formatInt, type ChartOption, type Translate } from './chartFormat'

interface Common {
  dark: boolean
  lang: string
  locale: string
  t: Translate
  /** The student's 位次 (a line across the chart), null without one. */
  rank: number | null
}

const rowName = (t: Translate, r: ListChartRow) => `${t('datav.rowN', { n: r.dataIndex })} ${r.schoolName} · ${r.majorName}`

/** A rank axis read the way families read ranks: the better (smaller) rank at the top; log when the ranks span a lot. */
function rankAxis(values: number[], c: Common, name: string) {
  const ink = chartInk(c.dark)
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  const log = values.length > 0 && hi / Math.max(lo, 1) > 8
  return {
    type: log ? 'log' : 'value',
    inverse: true,
    // Not from zero: the ranks of one list sit close together. The name goes on top (the start of an inverse axis).
    scale: true,
    name,
    nameLocation: 'start',
    nameGap: 16,
    nameTextStyle: { color: ink.muted, align: 'left' },
    axisLabel: { color: ink.muted, formatter: (n: number) => axisCount(n, c.lang) },
    splitLine: { lineStyle: { color: ink.line } },
  }
}

const meLine = (c: Common) =>
  c.rank === null
    ? undefined
    : {
        silent: true,
        symbol: 'none',
        lineStyle: { type: 'dashed', color: CHART_COLORS[0], width: 2 },
        label: {
          formatter: c.t('datav.trend.myRank', { rank: formatInt(c.rank) }),
          position: 'insideEndTop',
          color: CHART_COLORS[0],
          fontWeight: 'bold',
        },
        data: [{ yAxis: c.rank }],
      }

/**
 * Every row of the list at once: its earlier years' cutoff ranks as small dots, the newest year as a larger
 * one and the forecast as a hollow diamond, against the student's own rank. Above the line = a rank better
 * than theirs was needed.
 */
export function listStripOption(rows: readonly ListChartRow[], c: Common & { newestYear: number; forecastYear: number | null }): ChartOption {
  const ink = chartInk(c.dark)
  const past: Array<[string, number, number]> = []
  const newest: Array<[string, number]> = []
  const forecast: Array<[string, number]> = []
  for (const r of rows) {
    const x = String(r.dataIndex)
    for (const y of r.trend) {
      if (y.minRank === null) continue
      if (y.year === c.newestYear) newest.push([x, y.minRank])
      else past.push([x, y.minRank, y.year])
    }
    if (r.forecast) forecast.push([x, r.forecast.centerRank])
  }
  const all = [...past.map((p) => p[1]), ...newest.map((p) => p[1]), ...forecast.map((p) => p[1]), ...(c.rank === null ? [] : [c.rank])]
  const byIndex = new Map(rows.map((r) => [String(r.dataIndex), r]))
  return {
    grid: { left: 64, right: 24, top: 72, bottom: 48 },
    legend: { top: 8, textStyle: { color: ink.text } },
    tooltip: {
      trigger: 'item',
      formatter: (p: { seriesName: string; value: [string, number, number?] }) => {
        const r = byIndex.get(p.value[0])
        const year = p.value[2] ? c.t('datav.curve.year', { year: p.value[2] }) : p.seriesName
        return `${esc(r ? rowName(c.t, r) : '')}<br/>${year}：${c.t('datav.curve.rankOf', { rank: formatInt(p.value[1]) })}`
      },
    },
    xAxis: {
      type: 'category',
      name: c.t('datav.trend.rowAxis'),
      nameLocation: 'middle',
      nameGap: 28,
      data: rows.map((r) => String(r.dataIndex)),
      axisLabel: { color: ink.muted, interval: rows.length > 40 ? 4 : rows.length > 20 ? 1 : 0 },
    },
    yAxis: rankAxis(all, c, c.t('datav.trend.rankAxis')),
    series: [
      {
        type: 'scatter',
        name: c.t('datav.trend.earlier'),
        color: CHART_COLORS[7],
        symbolSize: 6,
        itemStyle: { opacity: 0.55 },
        data: past,
        markLine: meLine(c),
      },
      { type: 'scatter', name: c.t('datav.curve.year', { year: c.newestYear }), color: CHART_COLORS[1], symbolSize: 10, data: newest },
      ...(c.forecastYear === null
        ? []
        : [
            {
              type: 'scatter',
              name: c.t('datav.trend.forecast', { year: c.forecastYear }),
              color: CHART_COLORS[3],
              symbol: 'diamond',
              symbolSize: 11,
              itemStyle: { color: 'transparent', borderColor: CHART_COLORS[3], borderWidth: 2 },
              data: forecast,
            },
          ]),
    ],
  }
}

/** One programme's cutoff rank year by year, the forecast with its 80 % interval, and the student's rank. */
export function programmeTrendOption(row: ListChartRow, c: Common & { forecastYear: number | null }): ChartOption {
  const ink = chartInk(c.dark)
  const years = row.trend.map((y) => y.year)
  const last = [...row.trend].reverse().find((y) => y.minRank !== null)
  const fy = row.forecast && c.forecastYear !== null ? c.forecastYear : null
  const categories = [...years, ...(fy !== null && !years.includes(fy) ? [fy] : [])].map(String)
  const values = [
    ...row.trend.flatMap((y) => (y.minRank === null ? [] : [y.minRank])),
    ...(row.forecast ? [row.forecast.low, row.forecast.high] : []),
    ...(c.rank === null ? [] : [c.rank]),
  ]
  const byYear = new Map(row.trend.map((y) => [String(y.year), y]))
  return {
    grid: { left: 64, right: 40, top: 72, bottom: 40 },
    legend: { top: 8, textStyle: { color: ink.text } },
    tooltip: {
      trigger: 'axis',
      formatter: (ps: Array<{ axisValue: string; seriesName: string; value: number | null }>) => {
        const year = ps[0]?.axisValue ?? ''
        const y = byYear.get(year)
        if (y)
          return [
            c.t('datav.curve.year', { year }),
            y.minRank === null ? c.t('datav.trend.unfilled') : c.t('datav.curve.rankOf', { rank: formatInt(y.minRank) }),
            y.minScore === null ? '' : c.t('datav.trend.scoreOf', { score: y.minScore }),
            y.plan === null ? '' : c.t('datav.trend.planOf', { plan: y.plan }),
          ]
            .filter(Boolean)
            .join('<br/>')
        return row.forecast
          ? `${c.t('datav.trend.forecast', { year })}<br/>${c.t('datav.trend.interval', { center: formatInt(row.forecast.centerRank), low: formatInt(row.forecast.low), high: formatInt(row.forecast.high) })}`
          : year
      },
    },
    xAxis: { type: 'category', data: categories, boundaryGap: false, axisLabel: { color: ink.muted } },
    yAxis: rankAxis(values, c, c.t('datav.trend.rankAxis')),
    series: [
      {
        type: 'line',
        name: c.t('datav.trend.actual'),
        color: CHART_COLORS[1],
        symbolSize: 8,
        connectNulls: false,
        label: {
          show: true,
          position: 'top',
          color: ink.text,
          formatter: (p: { value: number | null }) => (p.value === null ? '' : formatInt(p.value)),
        },
        data: categories.map((y) => byYear.get(y)?.minRank ?? null),
        markLine: meLine(c),
      },
      ...(fy !== null && row.forecast
        ? [
            {
              type: 'line',
              name: c.t('datav.trend.forecast', { year: fy }),
              color: CHART_COLORS[3],
              symbol: 'diamond',
              symbolSize: 11,
              lineStyle: { type: 'dashed' },
              label: {
                show: true,
                position: 'top',
                color: ink.text,
                formatter: (p: { name: string; value: number | null }) => (p.name === String(fy) && p.value !== null ? formatInt(p.value) : ''),
              },
              // From the newest actual year to the forecast centre, dashed; the interval as a bar through it.
              data: categories.map((y) => (y === String(fy) ? row.forecast?.centerRank : last && y === String(last.year) ? last.minRank : null) ?? null),
              connectNulls: true,
              markLine: {
                silent: true,
                symbol: ['none', 'none'],
                lineStyle: { color: CHART_COLORS[3], width: 6, opacity: 0.35, type: 'solid' },
                label: { show: false },
                data: [[{ coord: [String(fy), row.forecast.low] }, { coord: [String(fy), row.forecast.high] }]],
              },
            },
          ]
        : []),
    ],
  }
}
