import { makeAutoObservable, runInAction } from 'mobx'
import type { Timer } from '@/ports/Timer'
import type { Toast } from '@/ports/Toast'
import type { AiListResult, CheckResult, CodedText, ListOutcome, VolunteerRow } from '@/ports/api/plan'
import { countBands } from '@/core/domain/admission/countBands'
import { landingOf } from '@/core/domain/admission/landing'
import type { UseCase } from '@/core/useCase'
import type { deleteVolunteer } from '@/core/volunteer/deleteVolunteer'
import type { exportVolunteers } from '@/core/volunteer/exportVolunteers'
import { defaultListPrefs } from '@/core/volunteer/loadAiForm'
import type { loadVolunteers } from '@/core/volunteer/loadVolunteers'
import { moved, type reorderVolunteers } from '@/core/volunteer/reorderVolunteers'

export interface ListDeps {
  loadVolunteers: UseCase<typeof loadVolunteers>
  reorderVolunteers: UseCase<typeof reorderVolunteers>
  deleteVolunteer: UseCase<typeof deleteVolunteer>
  exportVolunteers: UseCase<typeof exportVolunteers>
  toast: Toast
  timer: Timer
  translate: (key: string, params?: Record<string, unknown>) => string
  /** How long a deleted row can be brought back (撤销) before the server deletes it; 6 s by default. */
  undoMs?: number
  /** Whether the device likely has a keyboard, so the delete message may mention Ctrl+Z; yes by default. */
  keyboard?: () => boolean
}

/** How long the 撤销 of a delete is offered. */
export const UNDO_MS = 6000

/** A deleted row held back for 撤销: where it stood, and the timer that deletes it on the server (none while its message is held). */
interface PendingDelete {
  row: VolunteerRow
  index: number
  /** Cancels the timed delete; undefined while the message is held. */
  cancel: (() => void) | undefined
}

const renumbered = (rows: readonly VolunteerRow[]) => rows.map((r, i) => (r.dataIndex === i + 1 ? r : { ...r, dataIndex: i + 1 }))

/** Where the list lands the student, as the last one-click list or check computed it. */
export interface OutcomeView {
  outcome: ListOutcome | null
  slipRisk: number
  maxSlipRisk: number
  /** 二段 lists have no probabilities (outcome null); null when the source did not say. */
  segment: '一段' | '二段' | null
}

/**
 * The student's 志愿表 as the result, intention and check pages show it. Reordering is optimistic
 * (the table answers at once) and rolled back when the server refuses; the server's order is the truth,
 * and it is read again after a change so each row's landing chance follows its new place.
 */
export class VolunteerListViewModel {
  rows: VolunteerRow[] = []
  loading = false
  loaded = false
  error = ''
  needService: number | null = null
  /** The last one-click result: its notices, segment and outcome. */
  ai: AiListResult | null = null
  /** The outcome of the last one-click list or check, and the programmes, in order, it was computed for. */
  latest: OutcomeView | null = null
  private latestOrder: string[] = []
  /** The list changed (order or programmes) since `latest` was computed, so its numbers are out of date. */
  stale = false
  dragFrom: number | null = null
  exporting = false
  /** What a screen reader is told after a move, a delete or its undo (the table's live region). */
  announcement = ''
  /** The row whose delete button takes the focus next (after a delete, the row that took its place; after 撤销, the row itself). */
  focusRowId: number | null = null
  private pending: PendingDelete | null = null
  /** Bumped by every change made here before the server has it: a read started before a change must not undo it. */
  private edits = 0
  private committing: Promise<void> | null = null
  /** The saves of the order, one after another: each sends the whole order, so the last one wins. */
  private saving: Promise<unknown> = Promise.resolve()

  constructor(private readonly deps: ListDeps) {
    makeAutoObservable<VolunteerListViewModel, 'deps' | 'pending' | 'committing' | 'saving' | 'edits'>(
      this,
      { deps: false, pending: false, committing: false, saving: false, edits: false },
      { autoBind: true },
    )
  }

  get counts() {
    return countBands(this.rows)
  }

  /** What the reader of the one-click list must know (shown while that list is the one on screen or was edited from it). */
  get notices(): CodedText[] {
    return this.ai?.notices ?? []
  }

  /** The segment the list is for: as the last list or check said, else 二段 when every row says it has no past data. */
  get segment(): '一段' | '二段' | null {
    const known = this.latest?.segment ?? this.ai?.segment ?? null
    if (known) return known
    return this.rows.length > 0 && this.rows.every((r) => r.reasons.some((x) => x.code === 'noHistory')) ? '二段' : null
  }

  setAiResult(result: AiListResult) {
    this.ai = result
    this.rows = result.rows
    this.setLatest({ outcome: result.outcome, slipRisk: result.slipRisk, maxSlipRisk: result.maxSlipRisk, segment: result.segment }, result.rows)
    this.loaded = true
    this.needService = null
    this.error = ''
  }

  /** A check judged `rows` (the list as it stood): its outcome becomes the one shown. */
  setCheckResult(result: CheckResult, rows: readonly VolunteerRow[]) {
    this.setLatest(
      { outcome: result.outcome, slipRisk: result.slipRisk, maxSlipRisk: result.maxSlipRisk, segment: result.outcome ? '一段' : this.segment },
      rows,
    )
  }

  private setLatest(view: OutcomeView, rows: readonly VolunteerRow[]) {
    this.latest = view
    this.latestOrder = rows.map((r) => r.planId)
    this.stale = false
  }

  /** Reads the list from the server, once a delete waiting for its 撤销 has been sent (the server's list is the truth). */
  async load() {
    await this.flushDelete()
    await this.fetch()
  }

  private async fetch() {
    this.loading = true
    this.error = ''
    const edits = this.edits
    const result = await this.deps.loadVolunteers()
    runInAction(() => {
      this.loading = false
      this.loaded = true
      // Moved or deleted here while the list was on its way: what came back is older than the table (the next read follows the save).
      if (edits !== this.edits) return
      if (!result.ok) {
        this.needService = result.error.serviceType
        this.error = result.error.serviceType ? '' : result.error.message
        return
      }
      const rows = result.value
      this.rows = rows
      this.needService = null
      // Each row read back carries its exact P(filed here) for the order it now stands in: after an edit the
      // landing numbers follow (landingOf, the rule the server uses). 二段 rows have none.
      const changed = !this.latest || !sameOrder(rows, this.latestOrder)
      const known = rows.length > 0 && rows.every((r) => r.filed !== null || r.probability === null) && rows.some((r) => r.filed !== null)
      if (changed && known) {
        const outcome = landingOf(
          rows.map((r) => r.filed ?? 0),
          rows,
        )
        const maxSlipRisk = this.latest?.maxSlipRisk ?? this.ai?.maxSlipRisk ?? defaultListPrefs().maxSlipRisk
        this.setLatest({ outcome, slipRisk: outcome.slip, maxSlipRisk, segment: '一段' }, rows)
      } else if (changed && this.latest) this.stale = true
    })
  }

  /** ↑: resolves once the list has been saved (and read back); nothing to do for the first row. */
  async moveUp(index: number) {
    if (index > 0) await this.reorder(moved(this.rows, index, index - 1), this.rows[index])
  }

  /** ↓: resolves once the list has been saved (and read back); nothing to do for the last row. */
  async moveDown(index: number) {
    if (index < this.rows.length - 1) await this.reorder(moved(this.rows, index, index + 1), this.rows[index])
  }

  startDrag(index: number) {
    this.dragFrom = index
  }

  endDrag() {
    this.dragFrom = null
  }

  dropAt(index: number) {
    const from = this.dragFrom
    this.dragFrom = null
    if (from === null || from === index) return
    void this.reorder(moved(this.rows, from, index), this.rows[from])
  }

  /**
   * updateOrder1 with the whole order. The table answers at once (志愿序号 follow the new positions, the moved
   * row's buttons keep the focus, the new place is announced); the saves go one after another, and the list is
   * read again once the last is done (landing chances follow). A refused save reads the server's order back.
   */
  async reorder(next: VolunteerRow[], picked?: VolunteerRow) {
    this.edits += 1
    this.rows = renumbered(next)
    if (picked) {
      const index = next.findIndex((r) => r.id === picked.id) + 1
      this.announcement = this.deps.translate('vol.movedTo', { name: `${picked.schoolName} ${picked.majorName}`, index })
    }
    const ids = next.map((r) => r.id)
    const save = this.saving.then(async () => {
      await this.flushDelete()
      return this.deps.reorderVolunteers(ids)
    })
    this.saving = save
    const result = await save
    if (!result.ok) this.deps.toast.show('error', this.deps.translate(result.error))
    // Only the last save of a run of moves reads the list back.
    if (this.saving === save) await this.fetch()
  }

  /**
   * ✕ 删除: the row leaves the table at once and 撤销 is offered for a few seconds; the server deletes it when
   * that time is up, or sooner when the list is used otherwise (another delete, a move, an export, a reload).
   */
  async remove(row: VolunteerRow) {
    await this.flushDelete()
    const index = this.rows.findIndex((r) => r.id === row.id)
    if (index < 0) return
    const name = `${row.schoolName} ${row.majorName}`
    this.edits += 1
    this.rows = renumbered(this.rows.filter((r) => r.id !== row.id))
    this.focusRowId = (this.rows[index] ?? this.rows[index - 1])?.id ?? null
    const pending: PendingDelete = { row, index, cancel: this.deleteLater() }
    this.pending = pending
    this.stale = this.latest !== null
    // The message (a live status) says it, with the way back; the table's own live region stays quiet.
    this.announcement = ''
    // Ctrl+Z means nothing on a touch screen: there the message only says what went, beside its 撤销 button.
    const message = (this.deps.keyboard?.() ?? true) ? 'vol.deletedUndo' : 'vol.deleted'
    this.deps.toast.show('success', this.deps.translate(message, { name }), {
      label: this.deps.translate('vol.undo'),
      run: () => this.undo(),
      lifetimeMs: this.deps.undoMs ?? UNDO_MS,
      hold: (held) => this.holdDelete(pending, held),
    })
  }

  /**
   * While the 撤销 message is held (focused, or under the pointer) its delete waits: a student reaching for 撤销
   * must not lose the row meanwhile. Let go, the delete has its whole time again, as the message has.
   */
  private holdDelete(pending: PendingDelete, held: boolean) {
    // An older message: its delete has been sent already.
    if (this.pending !== pending) return
    pending.cancel?.()
    pending.cancel = held ? undefined : this.deleteLater()
  }

  /** Sends the waiting delete once its 撤销 time is up; returns what cancels that. */
  private deleteLater() {
    return this.deps.timer.after(this.deps.undoMs ?? UNDO_MS, () => void this.flushDelete())
  }

  /** 撤销: the deleted row comes back where it stood (nothing was sent to the server yet); false when there is nothing to undo. */
  undo(): boolean {
    const pending = this.pending
    if (!pending) return false
    pending.cancel?.()
    this.pending = null
    this.edits += 1
    const rows = [...this.rows]
    rows.splice(Math.min(pending.index, rows.length), 0, pending.row)
    this.rows = renumbered(rows)
    this.stale = this.latest !== null && !sameOrder(this.rows, this.latestOrder)
    this.focusRowId = pending.row.id
    this.announcement = this.deps.translate('vol.restored', { name: `${pending.row.schoolName} ${pending.row.majorName}`, index: pending.index + 1 })
    return true
  }

  /** The focus target has been taken by the table. */
  focusTaken() {
    this.focusRowId = null
  }

  /** Sends the delete waiting for its 撤销 now (at most one waits); resolves once the server has answered. */
  flushDelete(): Promise<void> {
    if (this.committing) return this.committing
    const pending = this.pending
    if (!pending) return Promise.resolve()
    pending.cancel?.()
    this.pending = null
    const commit = async () => {
      const result = await this.deps.deleteVolunteer(pending.row.id)
      runInAction(() => (this.committing = null))
      if (!result.ok) this.deps.toast.show('error', this.deps.translate(result.error))
      await this.fetch()
    }
    this.committing = commit()
    return this.committing
  }

  /** The official-layout .xlsx from the server, handed to `save` (the browser download) with its file name. */
  async exportXlsx(save: (file: Blob, name: string) => void) {
    this.exporting = true
    await this.flushDelete()
    const result = await this.deps.exportVolunteers()
    runInAction(() => (this.exporting = false))
    if (result.ok) save(result.value.blob, result.value.fileName)
    else this.deps.toast.show('error', this.deps.translate(result.error))
  }
}

/** Where a student lands depends on the order, so any change of programme or place makes the outcome stale. */
function sameOrder(rows: readonly VolunteerRow[], order: readonly string[]) {
  return rows.length === order.length && rows.every((r, i) => r.planId === order[i])
}
