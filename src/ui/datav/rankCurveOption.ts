import type { RankCurves } from '@/ports/api/datav'
import { CHART_COLORS, chartInk } from '../charts/chartPalette'
import { axisCount, formatInt, type ChartOption, type Translate } from './chartFormat'
import type { CurvePosition } from './DatavMainViewModel'

interface CurveInput {
  curves: RankCurves
  view: 'rank' | 'count'
  position: CurvePosition | null
  dark: boolean
  lang: string
  locale: string
  t: Translate
}

const yearName = (t: Translate, year: number) => t('datav.curve.year', { year })

/**
 * 一分一段 as lines, one per year (the newest in the brand red and thicker): cumulative rank against score,
 * or students per score. The student's point sits on the newest curve; the newest year's batch lines are
 * marked. The table's top bucket (everyone above its first score) is left out of the per-score view.
 */
export function rankCurveOption({ curves, view, position, dark, lang, t }: CurveInput): ChartOption {
  const ink = chartInk(dark)
  const newest = curves.years.at(-1)?.year ?? 0
  const scores = curves.years.flatMap((y) => y.rows.map((r) => r.score))
  const colorOf = (year: number) => (year === newest ? CHART_COLORS[0] : CHART_COLORS[1 + ((newest - year - 1) % (CHART_COLORS.length - 1))])
  // The newest year's lines inside the axis (the table ends at the 二段 line, which the summary names).
  const lines = curves.lines.filter((l) => l.year === newest && l.score > Math.min(...scores))
  const series: unknown[] = curves.years.map((y) => ({
    type: 'line',
    name: yearName(t, y.year),
    showSymbol: false,
    color: colorOf(y.year),
    lineStyle: { width: y.year === newest ? 3 : 1.5 },
    z: y.year === newest ? 3 : 2,
    data: y.rows.filter((r) => view === 'rank' || !r.atOrAbove).map((r) => [r.score, view === 'rank' ? r.rank : r.count]),
    markLine:
      y.year === newest && lines.length > 0
        ? {
            silent: true,
            symbol: 'none',
            lineStyle: { type: 'dashed', color: ink.muted },
            label: { color: ink.muted, formatter: (p: { name: string }) => p.name, position: 'insideEndTop' },
            data: lines.map((l) => ({ xAxis: l.score, name: t('datav.curve.line', { batch: t(`datav.batch.${l.batch}`), score: l.score }) })),
          }
        : undefined,
  }))
  if (position && view === 'rank')
    series.push({
      type: 'scatter',
      name: t('datav.curve.me'),
      color: CHART_COLORS[0],
      symbolSize: 16,
      z: 5,
      itemStyle: { borderColor: dark ? '#18181b' : '#ffffff', borderWidth: 3 },
      label: {
        show: true,
        position: 'top',
        distance: 10,
        color: ink.text,
        fontWeight: 'bold',
        formatter: t('datav.curve.meLabel', { score: position.score, rank: formatInt(position.rank) }),
      },
      data: [[position.score, position.rank]],
    })
  return {
    grid: { left: 64, right: 32, top: 72, bottom: 48 },
    legend: { top: 8, textStyle: { color: ink.text } },
    tooltip: {
      trigger: 'axis',
      formatter: (params: Array<{ seriesName: string; value: [number, number]; color: string; seriesType: string }>) => {
        const lines = params
          .filter((p) => p.seriesType === 'line')
          .map(
            (p) =>
              `<span style="color:${p.color}">●</span> ${p.seriesName}：${view === 'rank' ? t('datav.curve.rankOf', { rank: formatInt(p.value[1]) }) : t('datav.curve.countOf', { count: formatInt(p.value[1]) })}`,
          )
        return [t('datav.curve.scoreOf', { score: params[0]?.value[0] ?? '' }), ...lines].join('<br/>')
      },
    },
    xAxis: {
      type: 'value',
      name: t('datav.curve.score'),
      nameLocation: 'middle',
      nameGap: 28,
      min: Math.min(...scores),
      max: Math.max(...scores),
      axisLabel: { color: ink.muted },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      name: view === 'rank' ? t('datav.curve.rank') : t('datav.curve.count'),
      nameGap: 16,
      nameTextStyle: { color: ink.muted, align: 'left' },
      axisLabel: { color: ink.muted, formatter: (n: number) => axisCount(n, lang) },
      splitLine: { lineStyle: { color: ink.line } },
    },
    series,
  }
}
