import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import type { Band } from '@/core/domain/admission/admitProbability'
import { BandChip, BandLegend, formatProbability } from './BandChip'
import type { VolunteerListViewModel } from './VolunteerListViewModel'
import { CARD } from './volunteerStyles'

const BANDS: Band[] = ['chong', 'wen', 'bao', 'no']

/** Counts per band, the simulated 滑档 risk against its visible threshold, and the band legend. */
export const ListSummary = observer(function ListSummary({ vm }: { vm: VolunteerListViewModel }) {
  const { t } = useTranslation()
  const ai = vm.ai
  const risk = ai && !vm.aiStale ? ai.slipRisk : null
  const over = risk !== null && ai !== null && risk > ai.maxSlipRisk
  return (
    <section aria-label={t('vol.summary')} className={`${CARD} flex flex-wrap items-center gap-x-8 gap-y-3`}>
      <div className="flex items-baseline gap-1.5">
        <span className="text-3xl font-bold tabular-nums text-stone-900 dark:text-stone-100">{vm.rows.length}</span>
        <span className="text-sm text-stone-500 dark:text-stone-400">/ 80 {t('vol.rowsUnit')}</span>
      </div>
      <ul className="flex gap-4" aria-label={t('vol.bandCounts')}>
        {BANDS.map((b) => (
          <li key={b} className="flex items-center gap-1.5 text-sm">
            <BandChip band={b} />
            <span className="font-semibold tabular-nums text-stone-800 dark:text-stone-100">{vm.counts[b]}</span>
          </li>
        ))}
      </ul>
      <div className="text-sm" data-testid="slip-risk">
        <span className="text-stone-500 dark:text-stone-400">{t('vol.slipRisk')}</span>{' '}
        {risk === null ? (
          <span className="text-stone-500 dark:text-stone-400">{vm.aiStale ? t('vol.slipStale') : t('vol.slipUnknown')}</span>
        ) : (
          <>
            <b className={`tabular-nums ${over ? 'text-primary-600' : 'text-emerald-600 dark:text-emerald-400'}`}>{formatProbability(risk)}</b>
            <span className="ml-1 text-stone-500 dark:text-stone-400">{t('vol.slipTarget', { max: formatProbability(ai!.maxSlipRisk) })}</span>
          </>
        )}
      </div>
      <div className="basis-full border-t border-stone-100 pt-3 dark:border-zinc-700">
        <BandLegend />
      </div>
    </section>
  )
})
