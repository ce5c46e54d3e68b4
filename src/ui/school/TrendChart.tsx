import { useTranslation } from '@/ui/i18n/useTranslation'
import { EChart } from '../charts/EChart'
import { CHART_COLORS } from '../charts/chartPalette'
import type { CutoffYearValue } from './CutoffCell'
import { formatCount } from '@/ui/i18n/formatCount'

interface Props {
  name: string
  years: Array<CutoffYearValue & { year: number }>
  /** The student's rank, drawn as a level line; null for a visitor or without scores. */
  myRank: number | null
  /** The model's median cutoff rank of the forecast year, drawn as a hollow point. */
  forecast: { year: number; rank: number } | null
}

/** One programme's 投档位次 by year (smaller is better, so the axis runs downwards), the student's rank as a line. */
export function TrendChart({ name, years, myRank, forecast }: Props) {
  const { t } = useTranslation()
  const ranked = years.filter((y) => y.minRank !== null).sort((a, b) => a.year - b.year)
  if (ranked.length === 0) return <p className="py-6 text-center text-sm text-stone-500 dark:text-stone-400">{t('school.trendNoData')}</p>
  const axis = [...new Set([...ranked.map((y) => y.year), ...(forecast ? [forecast.year] : [])])].sort((a, b) => a - b).map(String)
  const num = (v: number) => formatCount(v)
  const rankAt = (year: string) => ranked.find((y) => String(y.year) === year)?.minRank ?? null
  const option = {
    grid: { left: 72, right: 96, top: 36, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? num(v) : '—') },
    legend: { top: 0, left: 'center' },
    xAxis: { type: 'category', data: axis, boundaryGap: false },
    yAxis: { type: 'value', inverse: true, scale: true, name: t('school.trendRank'), nameLocation: 'start', axisLabel: { formatter: (v: number) => num(v) } },
    series: [
      {
        type: 'line',
        name: t('school.trendRank'),
        data: axis.map(rankAt),
        connectNulls: true,
        symbolSize: 8,
        label: { show: true, position: 'top', formatter: (p: { value: number | null }) => (p.value === null ? '' : num(p.value)) },
        markLine:
          myRank !== null
            ? {
                symbol: 'none',
                lineStyle: { color: CHART_COLORS[2], type: 'dashed', width: 2 },
                label: { formatter: `${t('school.trendMine')} ${num(myRank)}`, position: 'end', color: 'inherit' },
                data: [{ yAxis: myRank }],
              }
            : undefined,
      },
      ...(forecast
        ? [
            {
              type: 'scatter',
              name: t('school.trendForecast', { year: forecast.year }),
              data: axis.map((y) => (y === String(forecast.year) ? forecast.rank : null)),
              symbol: 'emptyCircle',
              symbolSize: 12,
              itemStyle: { color: CHART_COLORS[1] },
            },
          ]
        : []),
    ],
  }
  return <EChart option={option} label={t('school.trendTitle', { name })} height={260} />
}
