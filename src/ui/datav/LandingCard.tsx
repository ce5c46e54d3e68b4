import { observer } from 'mobx-react-lite'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import type { ListCharts } from '@/ports/api/datav'
import { EChart } from '../charts/EChart'
import { OutcomeCard } from '../volunteer/OutcomeCard'
import { ChartCard } from './ChartCard'
import { formatShare } from './chartFormat'
import type { DatavMainViewModel } from './DatavMainViewModel'
import { landingOption } from './landingOption'
import { useChartContext } from './useChartContext'
import { useShownRows } from './useShownNames'
import { useDataText } from '../i18n/dataText'

/** Where the list is likely to land the student: the result page's outcome card and each row's share of it as bars. */
export const LandingCard = observer(function LandingCard({ vm, list }: { vm: DatavMainViewModel; list: ListCharts }) {
  const c = useChartContext()
  const { t } = c
  const o = list.outcome
  const view = { outcome: o, slipRisk: o?.slip ?? 0, maxSlipRisk: list.maxSlipRisk, segment: list.segment }
  const dataText = useDataText()
  const rows = useShownRows(vm.rows)
  const top = o?.likeliest[0]
  const summary = !o
    ? t(list.segment === '二段' ? 'datav.landing.noneSecond' : list.rank === null ? 'datav.landing.noneRank' : 'datav.landing.none')
    : [
        top
          ? t('datav.landing.likeliest', {
              n: top.dataIndex,
              school: dataText(top.schoolName),
              major: dataText(top.majorName),
              p: formatShare(top.probability),
            })
          : '',
        t('datav.landing.groups', { top10: formatShare(o.top10), mid: formatShare(o.rows11to30), tail: formatShare(o.rows31to80) }),
        t(o.slip > list.maxSlipRisk ? 'datav.landing.slipOver' : 'datav.landing.slipUnder', { slip: formatShare(o.slip), max: formatShare(list.maxSlipRisk) }),
      ]
        .filter(Boolean)
        .join(' ')
  return (
    <ChartCard
      id="datav-landing"
      title={t('datav.landing.title')}
      intro={t('datav.landing.intro')}
      summary={
        <p data-testid="landing-summary">
          {summary}{' '}
          <Link href={paths.aiResult()} className="font-semibold text-primary-700 hover:underline dark:text-primary-300">
            {t('datav.landing.openList')}
          </Link>
        </p>
      }
      source={t('datav.landing.source', { forecastYear: list.forecastYear ?? '' })}
    >
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-8">
        <OutcomeCard view={view} stale={false} segment={list.segment} />
        {o ? (
          <EChart option={landingOption(rows, o.slip, c.dark, t)} label={t('datav.landing.chartLabel')} height={260} />
        ) : (
          <p className="py-12 text-center text-sm text-stone-600 dark:text-stone-300">{t('datav.landing.noChart')}</p>
        )}
      </div>
    </ChartCard>
  )
})
