import type { ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { PlanItem } from '@/ports/api/plan'
import { useDataText } from '../../i18n/dataText'
import { useRequirementText } from '../useRequirementText'
import { BandChip } from '../BandChip'
import { chanceText } from '@/core/domain/admission/chanceText'
import { HistoryCell, PredictionCell } from '../HistoryCell'
import { formatCount } from '@/ui/i18n/formatCount'

/** Header and body cell classes of the plan tables (search results and the 志愿表). */
export const TH = 'px-2.5 py-2.5 text-left font-medium whitespace-nowrap'
export const TD = 'px-2.5 py-2 align-top'

/** The column heads of a programme's cells, in the order PlanItemCells renders them. */
export function PlanItemHeaders() {
  const { t } = useTranslation()
  return (
    <>
      <th scope="col" className={TH}>
        {t('vol.col.school')}
      </th>
      <th scope="col" className={TH}>
        {t('vol.col.programme')}
      </th>
      <th scope="col" className={`${TH} text-right`}>
        {t('vol.col.plan')}
      </th>
      <th scope="col" className={`${TH} text-right`}>
        {t('vol.col.tuition')}
      </th>
      <th scope="col" className={TH}>
        {t('vol.col.history')}
      </th>
      <th scope="col" className={TH}>
        {t('vol.col.predicted')}
      </th>
      <th scope="col" className={TH}>
        {t('vol.col.probability')}
      </th>
    </>
  )
}

interface Props {
  item: PlanItem
  /** The programme column's widest size: the 志愿表 has an index column to make room for. */
  programmeWidth: 'max-w-64' | 'max-w-72'
  /** The 中外合作 chip beside the restrictions (the 志愿表 shows it, the search results do not). */
  showSinoForeign?: boolean
  /** Under the programme: the 志愿表 shows why it was recommended. */
  programmeExtra?: ReactNode
  /** Under the probability: the 志愿表 shows the chance of being filed at this row. */
  chanceExtra?: ReactNode
  /** A 二段 row: there are no past cutoffs, so "no past data" stands where the probability would. */
  noHistory?: boolean
}

/** One programme's cells: school, programme, plan, tuition, past cutoffs, forecast, probability and band. */
/** The study-abroad forms of studyForm.ts by their catalogue key. */
const STUDY_ABROAD_KEY: Record<string, string> = { 中外合作: 'sinoForeign', 境外学习: 'abroad', 海外校区: 'overseasCampus', 国际课程: 'foreignCurriculum' }

/** Why the dearest year costs more than the plan's tuition (a fee abroad, a later year's price), under the figure. */
export function CostNote({ note }: { note: string }) {
  return <p className="mt-0.5 min-w-36 text-left text-[11px] leading-4 text-amber-800 dark:text-amber-300">{note}</p>
}

export function PlanItemCells({ item: r, programmeWidth, showSinoForeign = false, programmeExtra, chanceExtra, noHistory = false }: Props) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const requirementText = useRequirementText()
  const abroad = showSinoForeign ? r.studyAbroad : null
  return (
    <>
      <td className={`${TD} min-w-40`}>
        <div className="font-medium text-stone-900 dark:text-stone-100">{dataText(r.schoolName)}</div>
        <div className="mt-0.5 text-xs text-stone-500 dark:text-stone-400">
          <span className="font-mono">{r.schoolCode}</span> · {[r.province, r.city].filter(Boolean).map(dataText).join(' ')}
        </div>
        {r.tags.length > 0 && (
          <div className="mt-1 flex flex-wrap gap-1">
            {r.tags.slice(0, 4).map((tag) => (
              <span key={tag} className="rounded bg-stone-100 px-1 text-[11px] text-stone-600 dark:bg-zinc-700 dark:text-stone-300">
                {dataText(tag)}
              </span>
            ))}
          </div>
        )}
      </td>
      <td className={`${TD} min-w-44 ${programmeWidth}`}>
        <div className="font-medium text-stone-800 dark:text-stone-100">
          <span className="mr-1 font-mono text-xs text-stone-500 dark:text-stone-400">{r.majorCode}</span>
          {dataText(r.majorName)}
        </div>
        <div className="mt-0.5 text-xs text-stone-500 dark:text-stone-400">
          {t('vol.requirement')}
          {t('vol.colon')}
          {requirementText(r.requirement, r.year)}
          {r.eligible === false && <span className="ml-1 font-semibold text-primary-600">{t('vol.notEligible')}</span>}
        </div>
        {(abroad || r.restrictions.length > 0) && (
          <div className="mt-1 flex flex-wrap gap-1">
            {abroad && (
              <span className="rounded bg-amber-50 px-1 text-[11px] text-amber-700 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-300 dark:ring-amber-800">
                {t(`vol.studyAbroad.${STUDY_ABROAD_KEY[abroad] ?? 'sinoForeign'}`)}
              </span>
            )}
            {r.restrictions.map((x) => (
              <span
                key={x}
                className="rounded bg-rose-50 px-1 text-[11px] text-rose-700 ring-1 ring-rose-200 dark:bg-rose-900/30 dark:text-rose-300 dark:ring-rose-800"
              >
                {x}
              </span>
            ))}
          </div>
        )}
        {programmeExtra}
      </td>
      <td className={`${TD} text-right tabular-nums`}>{r.plan ?? '—'}</td>
      <td className={`${TD} text-right tabular-nums`}>
        <span className="whitespace-nowrap">{r.tuition === null ? '—' : formatCount(r.tuition)}</span>
        {r.costNote && <CostNote note={r.costNote} />}
      </td>
      <td className={TD}>
        <HistoryCell history={r.history} />
      </td>
      {/* A 二段 row has no forecast of its own: a 一段 cutoff forecast there would mislead. */}
      <td className={TD}>
        {noHistory && r.probability === null ? <span className="text-xs text-stone-500 dark:text-stone-400">—</span> : <PredictionCell item={r} />}
      </td>
      <td className={TD}>
        {noHistory && r.probability === null ? (
          <span className="whitespace-nowrap rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600 dark:bg-zinc-700 dark:text-stone-300">
            {t('vol.noHistory')}
          </span>
        ) : (
          <div className="flex items-center gap-2">
            <span className="w-10 text-right font-semibold tabular-nums text-stone-900 dark:text-stone-100">{chanceText(r.probability)}</span>
            <BandChip band={r.band} />
          </div>
        )}
        {chanceExtra}
      </td>
    </>
  )
}
