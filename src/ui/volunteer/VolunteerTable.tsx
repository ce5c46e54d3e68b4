import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useDataText } from '../i18n/dataText'
import type { VolunteerRow } from '@/ports/api/plan'
import { PlanItemCells, PlanItemHeaders, TD, TH } from './cells/PlanItemCells'
import { FiledChance, RowReasons } from './RowReasons'
import type { VolunteerListViewModel } from './VolunteerListViewModel'

interface Props {
  vm: VolunteerListViewModel
  editable: boolean
  /** Extra content under a row (the check's findings). */
  below?: (row: VolunteerRow) => ReactNode
}

const iconBtn =
  'inline-flex size-7 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800 disabled:cursor-not-allowed disabled:opacity-30 dark:text-stone-300 dark:hover:bg-zinc-700'

/** The 志愿表: dense, one programme per row; reorder by dragging the row or with ↑/↓ (updateOrder1). */
export const VolunteerTable = observer(function VolunteerTable({ vm, editable, below }: Props) {
  const { t } = useTranslation()
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      <table className="w-full min-w-[60rem] text-sm" aria-label={t('vol.table')}>
        <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
          <tr>
            <th scope="col" className={`${TH} w-14 text-center`}>
              {t('vol.col.index')}
            </th>
            <PlanItemHeaders />
            {editable && (
              <th scope="col" className={`${TH} text-center`}>
                {t('vol.col.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
          {vm.rows.map((r, i) => (
            <Row key={r.id} vm={vm} row={r} index={i} editable={editable} below={below} />
          ))}
        </tbody>
      </table>
    </div>
  )
})

const Row = observer(function Row({ vm, row: r, index: i, editable, below }: Props & { row: VolunteerRow; index: number }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const extra = below?.(r)
  const label = `${dataText(r.schoolName)} ${dataText(r.majorName)}`
  return (
    <>
      <tr
        data-testid="volunteer-row"
        draggable={editable}
        onDragStart={(e) => {
          e.dataTransfer.effectAllowed = 'move'
          e.dataTransfer.setData('text/plain', String(i))
          vm.startDrag(i)
        }}
        onDragOver={(e) => editable && vm.dragFrom !== null && e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault()
          vm.dropAt(i)
        }}
        onDragEnd={() => vm.endDrag()}
        className={`${editable ? 'cursor-grab' : ''} ${vm.dragFrom === i ? 'opacity-40' : ''} hover:bg-stone-50/70 dark:hover:bg-zinc-700/40`}
      >
        <td className={`${TD} text-center`}>
          <span className="inline-flex size-7 items-center justify-center rounded-full bg-stone-100 text-xs font-semibold tabular-nums text-stone-700 dark:bg-zinc-700 dark:text-stone-200">
            {r.dataIndex}
          </span>
        </td>
        <PlanItemCells
          item={r}
          programmeWidth="max-w-64"
          showSinoForeign
          programmeExtra={<RowReasons reasons={r.reasons} />}
          chanceExtra={<FiledChance filed={r.filed} />}
          noHistory={vm.segment === '二段' || r.reasons.some((x) => x.code === 'noHistory')}
        />
        {editable && (
          <td className={`${TD} whitespace-nowrap text-center`}>
            <div className="inline-flex items-center gap-0.5">
              <span className="cursor-grab px-1 text-stone-500 dark:text-stone-400" aria-hidden title={t('vol.dragHint')}>
                ⋮⋮
              </span>
              <button
                type="button"
                className={iconBtn}
                aria-label={t('vol.moveUp', { name: label })}
                disabled={i === 0 || vm.busy}
                onClick={() => vm.moveUp(i)}
              >
                ↑
              </button>
              <button
                type="button"
                className={iconBtn}
                aria-label={t('vol.moveDown', { name: label })}
                disabled={i === vm.rows.length - 1 || vm.busy}
                onClick={() => vm.moveDown(i)}
              >
                ↓
              </button>
              <button
                type="button"
                className={`${iconBtn} text-primary-600 dark:text-primary-300`}
                aria-label={t('vol.delete', { name: label })}
                disabled={vm.busy}
                onClick={() => void vm.remove(r)}
              >
                ✕
              </button>
            </div>
          </td>
        )}
      </tr>
      {extra && (
        <tr className="bg-stone-50/60 dark:bg-zinc-900/40">
          <td />
          <td colSpan={editable ? 8 : 7} className="px-2.5 pb-2.5 pt-0">
            {extra}
          </td>
        </tr>
      )}
    </>
  )
})
