import { useTranslation } from '@/ui/i18n/useTranslation'
import { readerParams, useDataText } from '../i18n/dataText'
import type { CodedText } from '@/ports/api/plan'
import { riskText } from '@/core/domain/admission/chanceText'

/** Said in the probability column instead (a 二段 row has no past data), so not repeated as a reason. */
const SHOWN_ELSEWHERE = new Set(['noHistory'])

const TONE = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-200 dark:ring-emerald-800',
  note: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-800',
}

/** 为什么推荐: the row's reasons as small chips under the programme, in the catalogue's words (list.reason.<code>). */
export function RowReasons({ reasons }: { reasons: readonly CodedText[] }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const shown = reasons.filter((r) => !SHOWN_ELSEWHERE.has(r.code))
  if (shown.length === 0) return null
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1" aria-label={t('vol.reasons')}>
      {shown.map((r, i) => (
        <li
          key={`${r.code}-${i}`}
          className={`rounded px-1 text-[11px] leading-[18px] ring-1 ${r.code === 'fallback' || r.code === 'unfilledLastYear' ? TONE.note : TONE.good}`}
        >
          {t(`list.reason.${r.code}`, readerParams(r.params, dataText, t))}
        </li>
      ))}
    </ul>
  )
}

/** The chance of being filed at this row (P(reached) × P(admitted here)), under the row's probability. */
export function FiledChance({ filed }: { filed: number | null }) {
  const { t } = useTranslation()
  if (filed === null) return null
  return (
    <div className="mt-1 whitespace-nowrap text-[11px] text-stone-500 dark:text-stone-400" title={t('vol.filedHint')}>
      {t('vol.filed', { p: riskText(filed) })}
    </div>
  )
}
