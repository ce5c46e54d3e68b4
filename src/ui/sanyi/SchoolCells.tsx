import { useTranslation } from '@/ui/i18n/useTranslation'
import { isWeighted } from '@/core/domain/sanyi/composite'
import { placeLabel } from '@/core/domain/sanyi/schoolFilters'
import type { SanyiSchool } from '@/ports/api/sanyi'
import { useDataText } from '../i18n/dataText'
import { UnverifiedBadge } from './SchoolFacts'
import { WeightBar } from './WeightBar'

/** A school row's first two cells, the same in the catalogue and the reference list: name, place and kind; the weights. */
export function SchoolCells({ school }: { school: SanyiSchool }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  return (
    <>
      <td className="py-3 pr-3">
        <p className="break-words font-semibold text-stone-900 dark:text-stone-100">{dataText(school.name)}</p>
        <p className="mt-0.5 text-xs text-stone-600 dark:text-stone-400">
          {[
            placeLabel(school)
              .map((part) => dataText(part))
              .join(' '),
            school.nature && t(`sanyi.nature.${school.nature}`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {school.unverified && <UnverifiedBadge className="mt-1" />}
      </td>
      <td className="py-3 pr-3">
        {isWeighted(school.formula) ? (
          <WeightBar formula={school.formula} />
        ) : (
          <span className="text-stone-600 dark:text-stone-300">{t('sanyi.notWeighted')}</span>
        )}
      </td>
    </>
  )
}
