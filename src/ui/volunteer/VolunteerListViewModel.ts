import { makeAutoObservable, runInAction } from 'mobx'
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
  translate: (key: string, params?: Record<string, unknown>) => string
}

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
  busy = false
  exporting = false

  constructor(private readonly deps: ListDeps) {
    makeAutoObservable<VolunteerListViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
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

  async load() {
    this.loading = true
    this.error = ''
    const result = await this.deps.loadVolunteers()
    runInAction(() => {
      this.loading = false
      this.loaded = true
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

  moveUp(index: number) {
    if (index > 0) void this.reorder(moved(this.rows, index, index - 1))
  }

  moveDown(index: number) {
    if (index < this.rows.length - 1) void this.reorder(moved(this.rows, index, index + 1))
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
    void this.reorder(moved(this.rows, from, index))
  }

  /** updateOrder1 with the whole order; 志愿序号 follow the new positions immediately, landing chances after the reload. */
  async reorder(next: VolunteerRow[]) {
    const before = this.rows
    this.rows = next.map((r, i) => ({ ...r, dataIndex: i + 1 }))
    this.busy = true
    const result = await this.deps.reorderVolunteers(next.map((r) => r.id))
    runInAction(() => {
      this.busy = false
      if (!result.ok) this.rows = before
    })
    if (!result.ok) this.deps.toast.show('error', this.deps.translate(result.error))
    else await this.load()
  }

  /** The official-layout .xlsx from the server, handed to `save` (the browser download) with its file name. */
  async exportXlsx(save: (file: Blob, name: string) => void) {
    this.exporting = true
    const result = await this.deps.exportVolunteers(new Date().toISOString().slice(0, 10))
    runInAction(() => (this.exporting = false))
    if (result.ok) save(result.value.blob, result.value.fileName)
    else this.deps.toast.show('error', this.deps.translate(result.error))
  }

  async remove(row: VolunteerRow) {
    this.busy = true
    const result = await this.deps.deleteVolunteer(row.id)
    if (result.ok) {
      this.deps.toast.show('success', this.deps.translate('vol.deleted', { name: `${row.schoolName} ${row.majorName}` }))
      await this.load()
    } else this.deps.toast.show('error', this.deps.translate(result.error))
    runInAction(() => (this.busy = false))
  }
}

/** Where a student lands depends on the order, so any change of programme or place makes the outcome stale. */
function sameOrder(rows: readonly VolunteerRow[], order: readonly string[]) {
  return rows.length === order.length && rows.every((r, i) => r.planId === order[i])
}
