import type { ListChartRow } from '@/ports/api/datav'
import { chartInk } from '../charts/chartPalette'
import { esc, formatShare, LANDING_COLORS, type ChartOption, type Translate } from './chartFormat'

const groupOf = (dataIndex: number) => (dataIndex <= 10 ? 'top10' : dataIndex <= 30 ? 'rows11to30' : 'rows31to80')

/**
 * P(filed at this row) for every row, coloured by the result page's groups (1–10, 11–30, 31–80), and 滑档 as
 * the last bar in red: the bars add up to 100 %.
 */
export function landingOption(rows: readonly ListChartRow[], slip: number, dark: boolean, t: Translate): ChartOption {
  const ink = chartInk(dark)
  const categories = [...rows.map((r) => String(r.dataIndex)), t('datav.landing.slip')]
  const byIndex = new Map(rows.map((r) => [String(r.dataIndex), r]))
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 28, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number }) => {
        const r = byIndex.get(p.name)
        return r
          ? `${t('datav.rowN', { n: r.dataIndex })} ${esc(r.schoolName)} · ${esc(r.majorName)}<br/>${t('datav.landing.filedHere', { p: formatShare(p.value) })}`
          : t('datav.landing.slipOf', { p: formatShare(p.value) })
      },
    },
    xAxis: {
      type: 'category',
      name: t('datav.trend.rowAxis'),
      nameLocation: 'middle',
      nameGap: 24,
      data: categories,
      axisLabel: { color: ink.muted, interval: rows.length > 40 ? 4 : rows.length > 20 ? 1 : 0 },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      max: (v: { max: number }) => Math.min(1, Math.max(0.05, v.max * 1.15)),
      axisLabel: { color: ink.muted, formatter: (n: number) => formatShare(n) },
      splitLine: { lineStyle: { color: ink.line } },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        data: [
          ...rows.map((r) => ({ value: r.filed ?? 0, itemStyle: { color: LANDING_COLORS[groupOf(r.dataIndex)] } })),
          { value: slip, itemStyle: { color: LANDING_COLORS.slip } },
        ],
      },
    ],
  }
}
