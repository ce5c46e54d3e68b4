import { makeAutoObservable, runInAction } from 'mobx'
import type { HttpApi } from '@/ports/HttpApi'
import type { Toast } from '@/ports/Toast'
import { volunteerDelete, volunteerExport, volunteerReorder, volunteerSorted, type AiListResult, type VolunteerRow } from '@/ports/api/plan'
import { failureOf } from './accessOf'

export interface ListDeps {
  api: HttpApi
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
}

/** Moves one element; the others keep their relative order. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item)
  return next
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
    try {
      await this.deps.api.call(volunteerReorder, { ids: next.map((r) => r.id) })
    } catch (error) {
      runInAction(() => (this.rows = before))
      this.deps.toast.show('error', failureOf(error).message)
    } finally {
      runInAction(() => (this.busy = false))
    }
  }

  /** The official-layout .xlsx from the server, handed to `save` (the browser download) with its file name. */
  async exportXlsx(save: (file: Blob, name: string) => void) {
    this.exporting = true
    try {
      const file = await this.deps.api.blob(volunteerExport, {})
      save(file, this.deps.translate('vol.exportName'))
    } catch (error) {
      this.deps.toast.show('error', failureOf(error).message)
    } finally {
      runInAction(() => (this.exporting = false))
    }
  }

  async remove(row: VolunteerRow) {
    this.busy = true
    try {
      await this.deps.api.call(volunteerDelete, { id: row.id })
      this.deps.toast.show('success', this.deps.translate('vol.deleted', { name: `${row.schoolName} ${row.majorName}` }))
      runInAction(() => (this.aiStale = this.ai !== null))
      await this.load()
    } catch (error) {
      this.deps.toast.show('error', failureOf(error).message)
    } finally {
      runInAction(() => (this.busy = false))
    }
  }
}

function sameProgrammes(a: readonly VolunteerRow[], b: readonly VolunteerRow[]) {
  if (a.length !== b.length) return false
  const ids = new Set(b.map((r) => r.planId))
  return a.every((r) => ids.has(r.planId))
}
