import { observer } from 'mobx-react-lite'
import type { ListCharts } from '@/ports/api/datav'
import { EChart } from '../charts/EChart'
import { ChartCard } from './ChartCard'
import { formatShare } from './chartFormat'
import type { DatavMainViewModel } from './DatavMainViewModel'
import { bandOption, provinceOption, tuitionOption } from './distributionOptions'
import { useChartContext } from './useChartContext'
import { useShownNamed } from './useShownNames'

/** Where the list's programmes are, how they stand (冲/稳/保) and what they cost, each with its summary. */
export const ListDistributionCard = observer(function ListDistributionCard({ vm, list }: { vm: DatavMainViewModel; list: ListCharts }) {
  const c = useChartContext()
  const { t } = c
  const total = vm.rows.length
  const share = (n: number) => formatShare(total ? n / total : 0)
  const provinces = useShownNamed(vm.provinces)
  const tuition = vm.tuition.filter((b) => b.count > 0)
  const counts = list.counts
  const sep = t('datav.listSep')
  const source = t('datav.dist.source', { planYear: list.planYear ?? '', forecastYear: list.forecastYear ?? '' })
  const cell = 'flex min-w-0 flex-col gap-3'
  return (
    <ChartCard id="datav-dist" title={t('datav.dist.title')} intro={t('datav.dist.intro', { n: total })} source={source}>
      <div className="grid grid-cols-3 gap-6">
        <div className={cell}>
          <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-100">{t('datav.dist.byProvince')}</h3>
          <EChart option={provinceOption(provinces, c.dark, t)} label={t('datav.dist.byProvince')} height={260} />
          <p className="text-sm leading-6 text-stone-700 dark:text-stone-200" data-testid="province-summary">
            {t('datav.dist.provinceSummary', {
              list: provinces
                .slice(0, 3)
                .map((p) => t('datav.dist.item', { name: p.name || t('datav.dist.otherProvinces'), n: p.count, share: share(p.count) }))
                .join(sep),
              n: provinces.filter((p) => p.name !== '').length,
            })}
          </p>
        </div>
        <div className={cell}>
          <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-100">{t('datav.dist.byBand')}</h3>
          <EChart option={bandOption(counts, c.dark, t)} label={t('datav.dist.byBand')} height={260} />
          <p className="text-sm leading-6 text-stone-700 dark:text-stone-200" data-testid="band-summary">
            {counts.chong + counts.wen + counts.bao + counts.no === 0
              ? t('datav.dist.bandNone')
              : t('datav.dist.bandSummary', { chong: counts.chong, wen: counts.wen, bao: counts.bao, no: counts.no, unknown: counts.unknown })}
          </p>
        </div>
        <div className={cell}>
          <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-100">{t('datav.dist.byTuition')}</h3>
          <EChart option={tuitionOption(vm.tuition, c.dark, t)} label={t('datav.dist.byTuition')} height={260} />
          <p className="text-sm leading-6 text-stone-700 dark:text-stone-200" data-testid="tuition-summary">
            {t('datav.dist.tuitionSummary', {
              list: tuition.map((b) => t('datav.dist.item', { name: t(`datav.tuition.${b.band}`), n: b.count, share: share(b.count) })).join(sep),
            })}
          </p>
        </div>
      </div>
    </ChartCard>
  )
})
