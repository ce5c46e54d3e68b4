import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { WeightPattern } from '@/core/domain/sanyi/schoolFilters'
import { EChart } from '../charts/EChart'
import { useDataText } from '../i18n/dataText'
import { PART_COLORS } from './WeightBar'

const PARTS = ['xk', 'test', 'gaokao'] as const
/** Text on the amber bar is dark (white on amber is below 4.5:1); on blue and red it is white. */
const LABEL_INK = { xk: '#ffffff', test: '#1c1917', gaokao: '#ffffff' } as const

/**
 * The weight combinations the schools use, one stacked bar each (学考 / 校测 / 高考, %), the commonest on top;
 * a click picks the combination as a filter, and the picked one stays bright while the others fade.
 */
export const WeightChart = observer(function WeightChart({
  patterns,
  picked,
  onPick,
}: {
  patterns: WeightPattern[]
  picked: string
  onPick: (key: string) => void
}) {
  const { t, i18n } = useTranslation()
  const dataText = useDataText()
  const lang = i18n.language
  const option = useMemo(() => {
    const rows = [...patterns].reverse()
    const labels = rows.map((r) => `${r.key}  ${t('sanyi.chart.schools', { n: r.schools.length })}`)
    return {
      // The card shows the legend (the same colours as the table's bars); the labels need room of their own.
      // ECharts measures labels in its own default font, narrower than the page's: the label room is reserved by hand.
      grid: { left: Math.max(...labels.map(labelWidth)) + 20, right: 16, top: 8, bottom: 28, containLabel: false },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: Array<{ dataIndex: number }>) => {
          const row = rows[items[0]?.dataIndex ?? 0]
          const head = `${t('sanyi.part.xk')} ${row.xk}% · ${t('sanyi.part.test')} ${row.test}% · ${t('sanyi.part.gaokao')} ${row.gaokao}%`
          const names = row.schools.map((s) => dataText(s)).join(lang === 'en' ? ', ' : '、')
          return `${head}<br/>${escapeHtml(t('sanyi.chart.tooltip', { n: row.schools.length, names }))}`
        },
        extraCssText: 'max-width: 360px; white-space: normal;',
      },
      xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      yAxis: {
        type: 'category',
        data: labels,
        axisTick: { show: false },
        axisLabel: { margin: 12 },
      },
      series: PARTS.map((part) => ({
        name: t(`sanyi.part.${part}`),
        type: 'bar',
        stack: 'weights',
        barMaxWidth: 22,
        cursor: 'pointer',
        itemStyle: { color: PART_COLORS[part] },
        label: { show: true, color: LABEL_INK[part], fontSize: 11, formatter: ({ value }: { value: number }) => (value >= 8 ? `${value}%` : '') },
        data: rows.map((r) => ({ value: r[part], itemStyle: { opacity: picked === '' || picked === r.key ? 1 : 0.3 } })),
      })),
    }
  }, [patterns, picked, t, lang, dataText])
  return (
    <EChart
      option={option}
      label={t('sanyi.chart.label')}
      height={patterns.length * 34 + 48}
      onItemClick={(item) => {
        const row = [...patterns].reverse()[item.dataIndex]
        if (row) onPick(row.key)
      }}
    />
  )
})

/** A label's width in the 12 px chart font: Han characters are square, digits and Latin letters about 7 px. */
function labelWidth(text: string): number {
  return [...text].reduce((w, ch) => w + (/\p{Script=Han}/u.test(ch) ? 12 : 7), 0)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
}
