import { useTranslation } from '@/ui/i18n/useTranslation'
import type { AssessmentResult } from '@/ports/api/assessment'
import { standings } from '@/core/domain/assessment/combinations'
import { combinationName, countRange, sameCombination } from './combinationWords'

/** All 35 combinations with their counts: the table behind the chart, the student's own combination marked. */
export function CombinationTable({ result, own }: { result: AssessmentResult; own: readonly string[] | null }) {
  const { t } = useTranslation()
  const places = standings(result.combinations)
  return (
    <div className="mt-6 overflow-x-auto rounded-xl ring-1 ring-stone-200 dark:ring-zinc-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('assess.combo.tableCaption')}</caption>
        <thead className="bg-stone-50 text-xs text-stone-600 dark:bg-zinc-900 dark:text-stone-300">
          <tr>
            <th scope="col" className="w-16 px-3 py-2.5 text-left font-medium">
              {t('assess.combo.rankCol')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-left font-medium">
              {t('assess.combo.nameCol')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('assess.combo.matchingCol')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('assess.combo.eligibleCol')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('assess.combo.shareCol')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
          {result.combinations.map((c, i) => {
            const mine = own !== null && sameCombination(c.subjects, own)
            return (
              <tr key={c.subjects.join()} className={mine ? 'bg-primary-50/70 dark:bg-primary-900/20' : undefined}>
                <td className="px-3 py-2 tabular-nums text-stone-600 dark:text-stone-300">{places[i]}</td>
                <th scope="row" className="px-3 py-2 text-left font-medium text-stone-800 dark:text-stone-100">
                  {combinationName(t, c.subjects)}
                  {mine && <span className="ml-2 rounded bg-primary-600 px-1.5 py-0.5 text-[11px] font-semibold text-white">{t('assess.combo.mine')}</span>}
                </th>
                <td className="px-3 py-2 text-right tabular-nums font-semibold text-stone-900 dark:text-stone-50">
                  {countRange(c.matching, c.matchingMax, c.complete)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums text-stone-700 dark:text-stone-200">{countRange(c.eligible, c.eligibleMax, c.complete)}</td>
                <td className="px-3 py-2 text-right tabular-nums text-stone-700 dark:text-stone-200">{(100 * c.share).toFixed(1)}%</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
