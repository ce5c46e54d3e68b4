import { observer } from 'mobx-react-lite'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import type { ListCharts } from '@/ports/api/datav'
import { EChart } from '../charts/EChart'
import { SelectBox } from '../school/SelectBox'
import { ChartCard } from './ChartCard'
import { formatInt } from './chartFormat'
import type { DatavMainViewModel } from './DatavMainViewModel'
import { listStripOption, programmeTrendOption } from './listTrendOptions'
import { useChartContext } from './useChartContext'
import { useShownRows } from './useShownNames'
import { useDataText } from '../i18n/dataText'

/** The list's programmes against their earlier cutoffs: all rows at once, then one programme year by year. */
export const ListTrendCard = observer(function ListTrendCard({ vm, list }: { vm: DatavMainViewModel; list: ListCharts }) {
  const c = useChartContext()
  const { t } = c
  const rows = useShownRows(vm.rows)
  const years = list.cutoffYears
  const newestYear = years.at(-1) ?? 0
  const common = { ...c, rank: list.rank }
  const sel = rows.find((r) => r.dataIndex === vm.selected?.dataIndex) ?? null
  const trends = vm.trends
  const source = t('datav.trend.source', { from: years[0] ?? '', to: newestYear, forecastYear: list.forecastYear ?? '' })
  return (
    <>
      <ChartCard
        id="datav-strip"
        title={t('datav.trend.title')}
        intro={t('datav.trend.intro')}
        summary={
          <p data-testid="trend-summary">
            {t('datav.trend.summary', { rows: rows.length, withHistory: vm.withHistory, harder: trends.harder, easier: trends.easier, steady: trends.steady })}{' '}
            {list.rank !== null ? t('datav.trend.summaryRank', { rank: formatInt(list.rank) }) : t('datav.trend.summaryNoRank')}
          </p>
        }
        source={source}
      >
        <EChart
          option={listStripOption(rows, { ...common, newestYear, forecastYear: list.forecastYear })}
          label={t('datav.trend.stripLabel', { n: rows.length })}
          height={360}
          onItemClick={(item) => {
            const row = rows.find((r) => String(r.dataIndex) === (Array.isArray(item.value) ? String(item.value[0]) : ''))
            if (row) vm.selectRow(row.dataIndex)
          }}
        />
      </ChartCard>
      {sel && (
        <ChartCard
          id="datav-programme"
          title={t('datav.trend.oneTitle')}
          intro={t('datav.trend.oneIntro')}
          controls={
            <SelectBox
              className="w-96 max-w-full"
              label={t('datav.trend.pick')}
              value={sel.dataIndex}
              onChange={(v) => vm.selectRow(v)}
              options={rows.map((r) => ({ value: r.dataIndex, label: `${t('datav.rowN', { n: r.dataIndex })} ${r.schoolName} · ${r.majorName}` }))}
            />
          }
          summary={<ProgrammeSummary vm={vm} forecastYear={list.forecastYear} />}
          source={source}
        >
          {sel.trend.length === 0 && !sel.forecast ? (
            <p className="py-12 text-center text-sm text-stone-600 dark:text-stone-300">{t('datav.trend.noHistory')}</p>
          ) : (
            <EChart
              option={programmeTrendOption(sel, { ...common, forecastYear: list.forecastYear })}
              label={t('datav.trend.oneLabel', { school: sel.schoolName, major: sel.majorName })}
              height={320}
            />
          )}
          <details className="group text-sm">
            <summary className="cursor-pointer text-primary-700 hover:underline dark:text-primary-300">{t('datav.trend.table')}</summary>
            <div className="mt-3 overflow-x-auto rounded-xl ring-1 ring-stone-200 dark:ring-zinc-700">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('datav.trend.oneLabel', { school: sel.schoolName, major: sel.majorName })}</caption>
                <thead className="bg-stone-50 text-xs text-stone-600 dark:bg-zinc-900 dark:text-stone-300">
                  <tr>
                    {[t('datav.trend.colYear'), t('datav.trend.colRank'), t('datav.trend.colScore'), t('datav.trend.colPlan')].map((h) => (
                      <th key={h} scope="col" className="px-4 py-2 text-left font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100 tabular-nums dark:divide-zinc-700">
                  {sel.trend.map((y) => (
                    <tr key={y.year}>
                      <td className="px-4 py-2">{y.year}</td>
                      <td className="px-4 py-2">{y.minRank === null ? t('datav.trend.unfilled') : formatInt(y.minRank)}</td>
                      <td className="px-4 py-2">{y.minScore ?? '—'}</td>
                      <td className="px-4 py-2">{y.plan ?? '—'}</td>
                    </tr>
                  ))}
                  {sel.forecast && list.forecastYear !== null && (
                    <tr>
                      <td className="px-4 py-2">{t('datav.trend.forecast', { year: list.forecastYear })}</td>
                      <td className="px-4 py-2" colSpan={3}>
                        {t('datav.trend.interval', {
                          center: formatInt(sel.forecast.centerRank),
                          low: formatInt(sel.forecast.low),
                          high: formatInt(sel.forecast.high),
                        })}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </details>
        </ChartCard>
      )}
    </>
  )
})

const ProgrammeSummary = observer(function ProgrammeSummary({ vm, forecastYear }: { vm: DatavMainViewModel; forecastYear: number | null }) {
  const c = useChartContext()
  const { t } = c
  const dataText = useDataText()
  const r = vm.selected
  if (!r) return null
  const ranked = r.trend.filter((y) => y.minRank !== null)
  const newest = ranked.at(-1)
  const parts = [t('datav.trend.oneHead', { n: r.dataIndex, school: dataText(r.schoolName), major: dataText(r.majorName) })]
  if (newest?.minRank) parts.push(t('datav.trend.oneNewest', { year: newest.year, rank: formatInt(newest.minRank), score: newest.minScore ?? '—' }))
  else parts.push(t('datav.trend.oneNone'))
  parts.push(t(`datav.direction.${r.direction}`))
  if (r.forecast && forecastYear !== null)
    parts.push(
      t('datav.trend.oneForecast', {
        year: forecastYear,
        center: formatInt(r.forecast.centerRank),
        low: formatInt(r.forecast.low),
        high: formatInt(r.forecast.high),
      }),
    )
  return (
    <p data-testid="programme-summary">
      {parts.join(' ')}{' '}
      <Link href={paths.schoolDetail(r.schoolCode)} className="font-semibold text-primary-700 hover:underline dark:text-primary-300">
        {t('datav.trend.openSchool')}
      </Link>
    </p>
  )
})
