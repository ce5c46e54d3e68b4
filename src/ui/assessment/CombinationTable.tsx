import { useTranslation } from '@/ui/i18n/useTranslation'
import type { AssessmentResult } from '@/ports/api/assessment'
import { estimatedEligible, estimatedMatching, standings } from '@/core/domain/assessment/combinations'
import { formatCount } from '@/ui/i18n/formatCount'
import { combinationName, sameCombination } from './combinationWords'

const HEAD = 'px-3 py-2.5 text-right font-medium'
const CELL = 'px-3 py-2 text-right tabular-nums text-stone-700 dark:text-stone-200'

/**
 * All 35 combinations with their counts: the table behind the chart, the student's own combination marked.
 * The programmes matching the student's interests are split by how sure they are, named once in the header.
 */
export function CombinationTable({ result, own }: { result: AssessmentResult; own: readonly string[] | null }) {
  const { t } = useTranslation()
  const places = standings(result.combinations)
  const year = result.plan?.year ?? ''
  const earlier = result.plan?.earlierYear ?? null
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
            <th scope="col" className={HEAD}>
              {t('assess.combo.matchingCol')}
            </th>
            <th scope="col" className={HEAD}>
              {t('assess.combo.byYear', { year })}
            </th>
            {earlier !== null && (
              <th scope="col" className={HEAD}>
                {t('assess.combo.byEarlier', { earlier })}
              </th>
            )}
            <th scope="col" className={HEAD}>
              {t('assess.combo.unknown')}
            </th>
            <th scope="col" className={HEAD}>
              {t('assess.combo.eligibleCol')}
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
                <td className="px-3 py-2 text-right font-semibold tabular-nums text-stone-900 dark:text-stone-50">{formatCount(estimatedMatching(c))}</td>
                <td className={CELL}>{formatCount(c.matching)}</td>
                {earlier !== null && <td className={CELL}>{formatCount(c.inferredMatching)}</td>}
                <td className="px-3 py-2 text-right tabular-nums text-stone-500 dark:text-stone-400">{formatCount(c.unknownMatching)}</td>
                <td className={CELL}>{formatCount(estimatedEligible(c))}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
