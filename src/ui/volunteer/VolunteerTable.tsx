import { observer } from 'mobx-react-lite'
import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useIsPhone } from '../components/useIsPhone'
import { useDataText } from '../i18n/dataText'
import type { VolunteerRow } from '@/ports/api/plan'
import { BandChip } from './BandChip'
import { chanceText } from '@/core/domain/admission/chanceText'
import { CostNote, PlanItemCells, PlanItemHeaders, TD, TH } from './cells/PlanItemCells'
import { HistoryCell } from './HistoryCell'
import { FiledChance, RowReasons } from './RowReasons'
import { useRequirementText } from './useRequirementText'
import type { VolunteerListViewModel } from './VolunteerListViewModel'
import { useFirstRowsFirst } from '../components/useFirstRowsFirst'
import { formatCount } from '@/ui/i18n/formatCount'

interface Props {
  vm: VolunteerListViewModel
  editable: boolean
  /** Extra content under a row (the check's findings). */
  below?: (row: VolunteerRow) => ReactNode
}

// aria-disabled rather than disabled: a button that becomes disabled under the focus (↑ on the row just moved to
// the top) would drop the focus to the page; the view model ignores a press it cannot do.
const iconBtn =
  'inline-flex size-7 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:text-stone-300 dark:hover:bg-zinc-700'

/**
 * The 志愿表: on a desktop a dense table, one programme per row, reordered by dragging the row or with ↑/↓
 * (updateOrder1); on a phone a card per programme with 上移 / 下移 / 删除. Rows are keyed by id, so a moved row's
 * button keeps the keyboard focus; the new place is announced in a live region. After a delete the focus goes to
 * the row that took its place (after 撤销, back to the row).
 */
export const VolunteerTable = observer(function VolunteerTable(props: Props) {
  const { vm } = props
  const phone = useIsPhone()
  const box = useRef<HTMLDivElement>(null)
  const focusRowId = vm.focusRowId
  useEffect(() => {
    if (focusRowId === null) return
    const target = box.current?.querySelector<HTMLElement>(`[data-delete-row="${focusRowId}"]`)
    // No row left: the list itself, so the focus stays on it.
    ;(target ?? box.current?.querySelector<HTMLElement>('[data-list]'))?.focus()
    vm.focusTaken()
  }, [focusRowId, vm])
  useEffect(() => {
    // Ctrl+Z (⌘Z) brings a deleted row back while its 撤销 is offered, wherever the focus is but in a text field.
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || event.shiftKey) return
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, [contenteditable="true"]')) return
      if (vm.undo()) event.preventDefault()
    }
    // Leaving the page (or the app) sends a delete still waiting for its 撤销.
    const flush = () => void vm.flushDelete()
    document.addEventListener('keydown', onKey)
    window.addEventListener('pagehide', flush)
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [vm])
  return (
    <div ref={box} className={phone ? '' : 'overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700'}>
      <p aria-live="polite" className="sr-only">
        {vm.announcement}
      </p>
      {phone ? <Cards {...props} /> : <Table {...props} />}
    </div>
  )
})

const Table = observer(function Table({ vm, editable, below }: Props) {
  const { t } = useTranslation()
  const shown = useFirstRowsFirst(vm.rows.length)
  return (
    <table data-list tabIndex={-1} className="w-full min-w-[60rem] text-sm" aria-label={t('vol.table')}>
      <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
        <tr>
          <th scope="col" className={`${TH} w-14 text-center`}>
            {t('vol.col.index')}
          </th>
          <PlanItemHeaders />
          {editable && (
            <th scope="col" className={`${TH} text-center`}>
              {t('word.actions')}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
        {vm.rows.slice(0, shown).map((r, i) => (
          <Fragment key={r.id}>
            {vm.segment !== '二段' && r.band !== (i > 0 ? vm.rows[i - 1].band : undefined) && (
              <PartHead band={r.band} count={runLength(vm.rows, i)} columns={editable ? 9 : 8} />
            )}
            <Row vm={vm} row={r} index={i} editable={editable} below={below} />
          </Fragment>
        ))}
      </tbody>
    </table>
  )
})

/** How many rows from `from` on share its band: the length of the part it opens. */
const runLength = (rows: readonly VolunteerRow[], from: number): number => {
  let k = from
  while (k < rows.length && rows[k].band === rows[from].band) k++
  return k - from
}

/** A line where the list's part changes (冲 → 稳 → 保): a family reads the list by its parts. */
function PartHead({ band, count, columns }: { band: VolunteerRow['band']; count: number; columns: number }) {
  const { t } = useTranslation()
  return (
    <tr className="bg-stone-50 dark:bg-zinc-900">
      <th scope="colgroup" colSpan={columns} className="px-3 py-1.5 text-left text-xs font-medium text-stone-600 dark:text-stone-300">
        <span className="inline-flex items-center gap-2">
          <BandChip band={band} />
          {t(band ? `vol.part.${band}` : 'vol.part.unknown', { n: count })}
        </span>
      </th>
    </tr>
  )
}

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
              <button type="button" className={iconBtn} aria-label={t('vol.moveUp', { name: label })} aria-disabled={i === 0} onClick={() => void vm.moveUp(i)}>
                ↑
              </button>
              <button
                type="button"
                className={iconBtn}
                aria-label={t('vol.moveDown', { name: label })}
                aria-disabled={i === vm.rows.length - 1}
                onClick={() => void vm.moveDown(i)}
              >
                ↓
              </button>
              <button
                type="button"
                className={`${iconBtn} text-primary-600 dark:text-primary-300`}
                aria-label={t('vol.delete', { name: label })}
                data-delete-row={r.id}
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

const cardBtn =
  'inline-flex h-10 min-w-16 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium ring-1 ring-stone-300 text-stone-700 active:bg-stone-100 aria-disabled:opacity-40 dark:text-stone-200 dark:ring-zinc-600 dark:active:bg-zinc-700'

/** The phone's 志愿表: one card per programme, what a parent reads first on top, the moves as real buttons. */
const Cards = observer(function Cards({ vm, editable, below }: Props) {
  const { t } = useTranslation()
  const shown = useFirstRowsFirst(vm.rows.length)
  return (
    <ol data-list tabIndex={-1} aria-label={t('vol.table')} className="space-y-3">
      {vm.rows.slice(0, shown).map((r, i) => (
        <Card key={r.id} vm={vm} row={r} index={i} editable={editable} below={below} />
      ))}
    </ol>
  )
})

const Card = observer(function Card({ vm, row: r, index: i, editable, below }: Props & { row: VolunteerRow; index: number }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const requirementText = useRequirementText()
  const extra = below?.(r)
  const label = `${dataText(r.schoolName)} ${dataText(r.majorName)}`
  const noHistory = (vm.segment === '二段' || r.reasons.some((x) => x.code === 'noHistory')) && r.probability === null
  return (
    // A card out of view is not laid out or painted until it nears the screen (content-visibility), its height kept
    // meanwhile: the list's first layout, cards below the screen included, was a long task on a phone's main
    // thread.
    <li
      data-testid="volunteer-row"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 [contain-intrinsic-size:auto_15rem] [content-visibility:auto] dark:bg-zinc-800 dark:ring-zinc-700"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold tabular-nums text-primary-700 dark:bg-primary-900/40 dark:text-primary-200">
          {r.dataIndex}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900 dark:text-stone-100">{dataText(r.schoolName)}</p>
          <p className="text-xs text-stone-500 dark:text-stone-400">
            <span className="font-mono">{r.schoolCode}</span> · {[r.province, r.city].filter(Boolean).map(dataText).join(' ')}
          </p>
          <p className="mt-1.5 font-medium text-stone-800 dark:text-stone-100">
            <span className="mr-1 font-mono text-xs text-stone-500 dark:text-stone-400">{r.majorCode}</span>
            {dataText(r.majorName)}
          </p>
          <p className="text-xs text-stone-500 dark:text-stone-400">
            {t('vol.requirement')}
            {t('vol.colon')}
            {requirementText(r.requirement, r.year)}
            {r.eligible === false && <span className="ml-1 font-semibold text-primary-600">{t('vol.notEligible')}</span>}
          </p>
          <RowReasons reasons={r.reasons} />
        </div>
        <div className="shrink-0 text-right">
          {noHistory ? (
            <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600 dark:bg-zinc-700 dark:text-stone-300">{t('vol.noHistory')}</span>
          ) : (
            <>
              <p className="text-lg font-bold tabular-nums text-stone-900 dark:text-stone-100">{chanceText(r.probability)}</p>
              <BandChip band={r.band} />
            </>
          )}
          <FiledChance filed={r.filed} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_auto_minmax(0,1fr)] gap-x-4 border-t border-stone-100 pt-3 text-xs dark:border-zinc-700">
        <div>
          <dt className="text-stone-500 dark:text-stone-400">{t('vol.col.plan')}</dt>
          <dd className="mt-0.5 font-medium tabular-nums text-stone-800 dark:text-stone-100">{r.plan ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-stone-500 dark:text-stone-400">{t('vol.col.tuition')}</dt>
          <dd className="mt-0.5 font-medium tabular-nums text-stone-800 dark:text-stone-100">
            {r.tuition === null ? '—' : formatCount(r.tuition)}
            {r.costNote && <CostNote note={r.costNote} />}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500 dark:text-stone-400">{t('vol.col.history')}</dt>
          <dd className="mt-0.5">
            <HistoryCell history={r.history} />
          </dd>
        </div>
      </dl>
      {editable && (
        <div className="mt-3 flex justify-end gap-2">
          <button type="button" className={cardBtn} aria-label={t('vol.moveUp', { name: label })} aria-disabled={i === 0} onClick={() => void vm.moveUp(i)}>
            ↑ {t('vol.moveUpShort')}
          </button>
          <button
            type="button"
            className={cardBtn}
            aria-label={t('vol.moveDown', { name: label })}
            aria-disabled={i === vm.rows.length - 1}
            onClick={() => void vm.moveDown(i)}
          >
            ↓ {t('vol.moveDownShort')}
          </button>
          <button
            type="button"
            className={`${cardBtn} text-primary-700 dark:text-primary-200`}
            aria-label={t('vol.delete', { name: label })}
            data-delete-row={r.id}
            onClick={() => void vm.remove(r)}
          >
            ✕ {t('vol.deleteShort')}
          </button>
        </div>
      )}
      {extra && <div className="mt-3">{extra}</div>}
    </li>
  )
})
