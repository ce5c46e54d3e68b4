import { makeAutoObservable, runInAction } from 'mobx'
import type { HttpApi } from '@/ports/HttpApi'
import type { CheckResult } from '@/ports/api/plan'
import { checkVolunteers } from '@/core/volunteer/checkVolunteers'
import type { VolunteerListViewModel } from './VolunteerListViewModel'

/** 智能审核: runs the server's check of the current list (each run may use one of the user's checks). */
export class VolunteerCheckViewModel {
  result: CheckResult | null = null
  running = false
  error = ''
  needService: number | null = null

  constructor(private readonly deps: { api: HttpApi; list: VolunteerListViewModel }) {
    makeAutoObservable<VolunteerCheckViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  get list() {
    return this.deps.list
  }

  /** Findings about one row (by 志愿序号), errors first. */
  findingsOf(row: number) {
    const order = { error: 0, warning: 1, info: 2 }
    return (this.result?.findings ?? []).filter((f) => f.row === row).sort((a, b) => order[a.severity] - order[b.severity])
  }

  get listFindings() {
    return (this.result?.findings ?? []).filter((f) => f.row === null)
  }

  get severityCounts() {
    const counts = { error: 0, warning: 0, info: 0 }
    for (const f of this.result?.findings ?? []) counts[f.severity] += 1
    return counts
  }

  async run() {
    if (this.running) return
    this.running = true
    this.error = ''
    const result = await checkVolunteers({ api: this.deps.api })
    runInAction(() => {
      this.running = false
      this.result = result.ok ? result.value : this.result
      this.needService = result.ok ? null : result.error.serviceType
      this.error = result.ok || result.error.serviceType ? '' : result.error.message
    })
    // The check reads the server's list; show the same rows it judged.
    if (result.ok) await this.deps.list.load()
  }
}
