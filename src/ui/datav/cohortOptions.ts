import type { CohortFigures, CohortOverview, MyListDay } from '@/ports/api/datav'
import { CHART_COLORS, chartInk } from '../charts/chartPalette'
import { axisCount, BAND_COLORS, esc, formatShare, type ChartOption, type Translate } from './chartFormat'

type Bucket = CohortFigures['ranks'][number]

interface Ctx {
  dark: boolean
  lang: string
  t: Translate
}

/** A bucket's name: "1–5000", "18.5万以上", "<1%", "80". */
export function bucketLabel(kind: 'rank' | 'rows' | 'slip', b: Bucket, c: Ctx): string {
  if (kind === 'slip') {
    if (b.from === 0) return c.t('datav.class.slipBelow', { p: formatShare(b.to ?? 1) })
    if (b.to === 1 || b.to === null) return c.t('datav.class.slipAtLeast', { p: formatShare(b.from) })
    return `${formatShare(b.from)}–${formatShare(b.to)}`
  }
  const f = (n: number) => (kind === 'rank' ? axisCount(n, c.lang) : String(n))
  if (b.to === null) return c.t('datav.class.rankAbove', { from: f(b.from) })
  if (b.from === b.to) return kind === 'rows' ? c.t('datav.class.rowsFull', { n: b.from }) : f(b.from)
  return `${f(b.from)}–${f(b.to)}`
}

/** Students per bucket as bars; a hidden count (fewer than ten) is a labelled gap, the student's own bucket stands out. */
export function bucketOption(kind: 'rank' | 'rows' | 'slip', buckets: readonly Bucket[], c: Ctx & { mine?: number }): ChartOption {
  const ink = chartInk(c.dark)
  return {
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; dataIndex: number }) =>
        `${esc(p.name)}：${buckets[p.dataIndex].count === null ? c.t('datav.class.hidden') : c.t('datav.class.students', { n: buckets[p.dataIndex].count })}`,
    },
    xAxis: {
      type: 'category',
      data: buckets.map((b) => bucketLabel(kind, b, c)),
      axisLabel: { color: ink.text, interval: 0, fontSize: 11 },
      axisTick: { show: false },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: ink.muted }, splitLine: { lineStyle: { color: ink.line } } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        data: buckets.map((b, i) => ({
          value: b.count ?? 0,
          itemStyle: { color: i === c.mine ? CHART_COLORS[0] : kind === 'slip' && b.from >= 0.05 ? CHART_COLORS[3] : CHART_COLORS[1] },
          label: { show: true, position: 'top', color: ink.text, formatter: b.count === null ? c.t('datav.class.hiddenShort') : String(b.count) },
        })),
      },
    ],
  }
}

/** The share of all listed rows in each band, as a ring. */
export function bandShareOption(share: NonNullable<CohortFigures['bandShare']>, c: Ctx): ChartOption {
  const ink = chartInk(c.dark)
  const keys = ['chong', 'wen', 'bao', 'no', 'unknown'] as const
  return {
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number }) => `${p.name}：${formatShare(p.value)}` },
    legend: { bottom: 0, textStyle: { color: ink.text } },
    series: [
      {
        type: 'pie',
        radius: ['42%', '68%'],
        center: ['50%', '44%'],
        itemStyle: { borderColor: c.dark ? '#27272a' : '#ffffff', borderWidth: 2 },
        label: { color: ink.text, formatter: (p: { name: string; value: number }) => `${p.name} ${formatShare(p.value)}` },
        data: keys.filter((k) => share[k] > 0).map((k) => ({ name: c.t(`datav.band.${k}`), value: share[k], itemStyle: { color: BAND_COLORS[k] } })),
      },
    ],
  }
}

/** The most-listed schools or majors, as horizontal bars of students. */
export function topOption(items: ReadonlyArray<{ name: string; students: number }>, color: string, c: Ctx): ChartOption {
  const ink = chartInk(c.dark)
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number }) => `${esc(p.name)}：${c.t('datav.class.students', { n: p.value })}` },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { color: ink.muted }, splitLine: { lineStyle: { color: ink.line } } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: items.map((i) => i.name),
      axisLabel: { color: ink.text, width: 150, overflow: 'truncate' },
      axisTick: { show: false },
    },
    series: [{ type: 'bar', color, barMaxWidth: 16, label: { show: true, position: 'right', color: ink.text }, data: items.map((i) => i.students) }],
  }
}

/** Ceilings of the P(滑档) axis: the smallest that holds every point, at least 5 % (the list's usual bound). */
const SLIP_CEILINGS = [0.05, 0.1, 0.2, 0.5, 1]

/**
 * The right-hand P(滑档) axis from 0 to a round ceiling: left to itself, ECharts scales it to the data, and a
 * list whose risk is tiny gets ticks that all read "<0.1%".
 */
function slipAxis(values: ReadonlyArray<number | null>, c: Ctx) {
  const ink = chartInk(c.dark)
  const top = Math.max(0, ...values.filter((v): v is number => v !== null))
  return {
    type: 'value',
    name: c.t('datav.class.slipAxis'),
    min: 0,
    max: SLIP_CEILINGS.find((ceiling) => top <= ceiling) ?? 1,
    nameTextStyle: { color: ink.muted },
    axisLabel: { color: ink.muted, formatter: (n: number) => formatShare(n) },
    splitLine: { show: false },
  }
}

/**
 * A chart of the filling days: counts on the left axis (named `countAxis`, up to `max` when given), P(滑档) on the
 * right (`slips`, one a day), the series given.
 */
function dailyChart(
  days: ReadonlyArray<{ day: string }>,
  slips: ReadonlyArray<number | null>,
  countAxis: { name: string; max?: number },
  series: ChartOption['series'],
  c: Ctx,
): ChartOption {
  const ink = chartInk(c.dark)
  return {
    grid: { left: 8, right: 8, top: 48, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: ink.text } },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)), axisLabel: { color: ink.muted } },
    yAxis: [
      {
        type: 'value',
        minInterval: 1,
        ...countAxis,
        nameTextStyle: { color: ink.muted },
        axisLabel: { color: ink.muted },
        splitLine: { lineStyle: { color: ink.line } },
      },
      slipAxis(slips, c),
    ],
    series,
  }
}

/** The filling weeks: students with a list each day (bars) and the median P(滑档) (line). */
export function daysOption(days: CohortOverview['days'], c: Ctx): ChartOption {
  return dailyChart(
    days,
    days.map((d) => d.medianSlip),
    { name: c.t('datav.class.studentsAxis') },
    [
      { type: 'bar', name: c.t('datav.class.studentsSeries'), color: CHART_COLORS[1], barMaxWidth: 24, data: days.map((d) => d.students) },
      { type: 'line', name: c.t('datav.class.medianSlipSeries'), color: CHART_COLORS[0], yAxisIndex: 1, data: days.map((d) => d.medianSlip) },
    ],
    c,
  )
}

/** The student's own list day by day: rows per band (stacked) and P(滑档) (line, right axis). */
export function myDaysOption(days: readonly MyListDay[], c: Ctx): ChartOption {
  const keys = ['bao', 'wen', 'chong', 'no', 'unknown'] as const
  return dailyChart(
    days,
    days.map((d) => d.slip),
    { name: c.t('datav.class.rowsAxis'), max: 80 },
    [
      ...keys.map((k) => ({ type: 'bar', name: c.t(`datav.band.${k}`), stack: 'rows', color: BAND_COLORS[k], barMaxWidth: 28, data: days.map((d) => d[k]) })),
      { type: 'line', name: c.t('datav.class.mySlipSeries'), color: CHART_COLORS[0], yAxisIndex: 1, data: days.map((d) => d.slip) },
    ],
    c,
  )
}
