import type { BandCounts } from '@/ports/api/plan'
import type { Share, TuitionBand } from '@/core/domain/datav/listDistribution'
import { CHART_COLORS, chartInk } from '../charts/chartPalette'
import { BAND_COLORS, type ChartOption, type Translate } from './chartFormat'

const BANDS = ['chong', 'wen', 'bao', 'no', 'unknown'] as const

/** Rows per province, most first, as horizontal bars (the "other" entry last). */
export function provinceOption(shares: readonly Share[], dark: boolean, t: Translate): ChartOption {
  const ink = chartInk(dark)
  const names = shares.map((s) => s.name || t('datav.dist.otherProvinces'))
  return {
    grid: { left: 8, right: 36, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number }) => t('datav.dist.rowsOf', { name: p.name, n: p.value }) },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { color: ink.muted }, splitLine: { lineStyle: { color: ink.line } } },
    yAxis: { type: 'category', inverse: true, data: names, axisLabel: { color: ink.text }, axisTick: { show: false } },
    series: [
      { type: 'bar', color: CHART_COLORS[0], barMaxWidth: 18, label: { show: true, position: 'right', color: ink.text }, data: shares.map((s) => s.count) },
    ],
  }
}

/** The list's band mix as a ring, in the chips' colours. */
export function bandOption(counts: BandCounts, dark: boolean, t: Translate): ChartOption {
  const ink = chartInk(dark)
  const data = BANDS.filter((b) => counts[b] > 0).map((b) => ({ name: t(`datav.band.${b}`), value: counts[b], itemStyle: { color: BAND_COLORS[b] } }))
  return {
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number; percent: number }) => `${p.name}：${p.value}（${p.percent}%）` },
    legend: { bottom: 0, textStyle: { color: ink.text } },
    series: [
      {
        type: 'pie',
        radius: ['42%', '68%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        itemStyle: { borderColor: dark ? '#27272a' : '#ffffff', borderWidth: 2 },
        label: { color: ink.text, formatter: '{b} {c}' },
        data,
      },
    ],
  }
}

/** Rows per tuition band (yuan a year), not-published last. */
export function tuitionOption(bands: ReadonlyArray<{ band: TuitionBand; count: number }>, dark: boolean, t: Translate): ChartOption {
  const ink = chartInk(dark)
  return {
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number }) => t('datav.dist.rowsOf', { name: p.name, n: p.value }) },
    xAxis: {
      type: 'category',
      data: bands.map((b) => t(`datav.tuition.${b.band}`)),
      axisLabel: { color: ink.text, interval: 0, fontSize: 11 },
      axisTick: { show: false },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: ink.muted }, splitLine: { lineStyle: { color: ink.line } } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 28,
        label: { show: true, position: 'top', color: ink.text },
        data: bands.map((b) => ({ value: b.count, itemStyle: { color: b.band === 'unknown' ? BAND_COLORS.unknown : CHART_COLORS[1] } })),
      },
    ],
  }
}
