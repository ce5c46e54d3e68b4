import { useTranslation } from '@/ui/i18n/useTranslation'
import { formatCount } from '@/ui/i18n/formatCount'

export interface CutoffYearValue {
  minScore: number | null
  minRank: number | null
  plan: number | null
}

/** One year of a programme: the score large, the rank and the plan small under it. */
export function CutoffCell({ value }: { value: CutoffYearValue | undefined }) {
  const { t } = useTranslation()
  if (!value) return <td className="px-2 py-2.5 text-center text-stone-500 dark:text-stone-400">—</td>
  return (
    <td className="px-2 py-2.5 text-center tabular-nums">
      <div className="font-semibold text-stone-900 dark:text-stone-100">{value.minScore ?? '—'}</div>
      <div className="text-xs text-stone-500 dark:text-stone-400">{value.minRank !== null ? formatCount(value.minRank) : t('school.noRank')}</div>
      {value.plan !== null && <div className="text-[11px] text-stone-500 dark:text-stone-400">{t('school.planCount', { n: value.plan })}</div>}
    </td>
  )
}
