import { useTranslation } from '@/ui/i18n/useTranslation'
import { BAND_THRESHOLDS, type Band } from '@/core/domain/admission/admitProbability'

/** 冲 warm, 稳 blue, 保 green, 不建议 grey: the same colours in the table, the legend and the check. */
const TONE: Record<Band, string> = {
  chong: 'bg-orange-50 text-orange-700 ring-orange-200 dark:bg-orange-900/30 dark:text-orange-300 dark:ring-orange-800',
  wen: 'bg-sky-50 text-sky-700 ring-sky-200 dark:bg-sky-900/30 dark:text-sky-300 dark:ring-sky-800',
  bao: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-300 dark:ring-emerald-800',
  no: 'bg-stone-100 text-stone-500 ring-stone-200 dark:bg-zinc-700 dark:text-stone-300 dark:ring-zinc-600',
}

export function BandChip({ band }: { band: Band | null }) {
  const { t } = useTranslation()
  if (!band) return <span className="text-xs text-stone-500 dark:text-stone-400">—</span>
  return <span className={`inline-flex shrink-0 items-center rounded px-1.5 py-0.5 text-xs font-semibold ring-1 ${TONE[band]}`}>{t(`vol.band.${band}`)}</span>
}

const pct = (x: number) => Math.round(x * 100)

/** The probability thresholds that define the bands, shown wherever bands are shown. */
export function BandLegend() {
  const { t } = useTranslation()
  const ranges: Array<[Band, string]> = [
    ['chong', `${pct(BAND_THRESHOLDS.chong)}%–${pct(BAND_THRESHOLDS.wen)}%`],
    ['wen', `${pct(BAND_THRESHOLDS.wen)}%–${pct(BAND_THRESHOLDS.bao)}%`],
    ['bao', `≥ ${pct(BAND_THRESHOLDS.bao)}%`],
    ['no', `< ${pct(BAND_THRESHOLDS.chong)}%`],
  ]
  return (
    <dl aria-label={t('vol.legend')} className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-stone-600 dark:text-stone-300">
      <dt className="font-medium text-stone-500 dark:text-stone-400">{t('vol.legend')}</dt>
      {ranges.map(([band, range]) => (
        <dd key={band} className="flex items-center gap-1.5">
          <BandChip band={band} />
          <span className="tabular-nums">{t('vol.probabilityRange', { range })}</span>
        </dd>
      ))}
    </dl>
  )
}
