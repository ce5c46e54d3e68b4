import { makeAutoObservable, runInAction } from 'mobx'
import type { HttpApi } from '@/ports/HttpApi'
import type { Toast } from '@/ports/Toast'
import { volunteerSorted, type AiListResult, type VolunteerRow } from '@/ports/api/plan'
import { deleteVolunteer } from '@/core/volunteer/deleteVolunteer'
import { exportVolunteers } from '@/core/volunteer/exportVolunteers'
import { moved, reorderVolunteers } from '@/core/volunteer/reorderVolunteers'
import { failureOf } from './accessOf'

export interface ListDeps {
  api: HttpApi
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
}

/**
 * The student's 志愿表 as the result, intention and check pages show it. Reordering is optimistic
 * (the table answers at once) and rolled back when the server refuses; the server's order is the truth.
 */
export class VolunteerListViewModel {
  rows: VolunteerRow[] = []
  loading = false
  loaded = false
  error = ''
  needService: number | null = null
  /** The last one-click result: its 滑档 risk holds while the same programmes stay in the list. */
  ai: AiListResult | null = null
  /** The list changed (a row deleted or joined) since `ai`, so its 滑档 risk is out of date. */
  aiStale = false
  dragFrom: number | null = null
  busy = false
  exporting = false

  constructor(private readonly deps: ListDeps) {
    makeAutoObservable<VolunteerListViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  get counts() {
    const counts = { chong: 0, wen: 0, bao: 0, no: 0, unknown: 0 }
    for (const r of this.rows) counts[r.band ?? 'unknown'] += 1
    return counts
  }

  setAiResult(result: AiListResult) {
    this.ai = result
    this.aiStale = false
    this.rows = result.rows
    this.loaded = true
    this.needService = null
    this.error = ''
  }

  async load() {
    this.loading = true
    this.error = ''
    try {
      const rows = await this.deps.api.call(volunteerSorted, {})
      runInAction(() => {
        if (this.ai && !sameProgrammes(rows, this.ai.rows)) this.aiStale = true
        this.rows = rows
        this.needService = null
      })
    } catch (error) {
      const f = failureOf(error)
      runInAction(() => {
        this.needService = f.needService
        this.error = f.needService ? '' : f.message
      })
    } finally {
      runInAction(() => {
        this.loading = false
        this.loaded = true
      })
    }
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

  /** updateOrder1 with the whole order; 志愿序号 follow the new positions immediately. */
  async reorder(next: VolunteerRow[]) {
    const before = this.rows
    this.rows = next.map((r, i) => ({ ...r, dataIndex: i + 1 }))
    this.busy = true
    const result = await reorderVolunteers({ api: this.deps.api }, next.map((r) => r.id))
    runInAction(() => {
      this.busy = false
      if (!result.ok) this.rows = before
    })
    if (!result.ok) this.deps.toast.show('error', this.deps.translate(result.error))
  }

  /** The official-layout .xlsx from the server, handed to `save` (the browser download) with its file name. */
  async exportXlsx(save: (file: Blob, name: string) => void) {
    this.exporting = true
    const result = await exportVolunteers({ api: this.deps.api }, new Date().toISOString().slice(0, 10))
    runInAction(() => (this.exporting = false))
    if (result.ok) save(result.value.blob, result.value.fileName)
    else this.deps.toast.show('error', this.deps.translate(result.error))
  }

  async remove(row: VolunteerRow) {
    this.busy = true
    const result = await deleteVolunteer({ api: this.deps.api }, row.id)
    if (result.ok) {
      this.deps.toast.show('success', this.deps.translate('vol.deleted', { name: `${row.schoolName} ${row.majorName}` }))
      runInAction(() => (this.aiStale = this.ai !== null))
      await this.load()
    } else this.deps.toast.show('error', this.deps.translate(result.error))
    runInAction(() => (this.busy = false))
  }
}

function sameProgrammes(a: readonly VolunteerRow[], b: readonly VolunteerRow[]) {
  if (a.length !== b.length) return false
  const ids = new Set(b.map((r) => r.planId))
  return a.every((r) => ids.has(r.planId))
}
