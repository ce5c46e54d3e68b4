import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Toast } from '@/ports/Toast'
import type { CheckResult } from '@/ports/api/plan'
import type { UseCase } from '@/core/useCase'
import type { applyFix } from '@/core/volunteer/applyFix'
import type { checkVolunteers } from '@/core/volunteer/checkVolunteers'
import type { OutcomeView, VolunteerListViewModel } from './VolunteerListViewModel'

export type Finding = CheckResult['findings'][number]

export interface CheckDeps {
  checkVolunteers: UseCase<typeof checkVolunteers>
  applyFix: UseCase<typeof applyFix>
  list: VolunteerListViewModel
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
  /** Tells the app how many checks are left after a run, so every screen kept alive (home's 剩余 N 次) says the same. */
  checksLeft?: (n: number) => void
}

const ORDER = { error: 0, warning: 1, info: 2 }

/**
 * 智能审核: runs the server's check of the current list (each run may use one of the user's checks) and
 * performs a finding's one-click fix. After a fix the list is read again and the result is marked stale:
 * it is not re-run by itself, since a run may spend a check. Findings name rows by 志愿序号 at check time;
 * `checkedIds` keeps the row ids of that moment, so findings stay under their rows and fixes hit them.
 */
export class VolunteerCheckViewModel {
  result: CheckResult | null = null
  /** Row ids in the order the check judged them (index = 志愿序号 − 1). */
  checkedIds: number[] = []
  running = false
  error = ''
  needService: number | null = null
  /** The list changed since the check (a fix or an edit): its numbers describe the list as it was. */
  stale = false
  /** The list was rebuilt by a fix: no other finding refers to it any more. */
  replaced = false
  /** Findings whose fix was applied, and the one being applied. */
  fixed: Finding[] = []
  fixing: Finding | null = null

  constructor(private readonly deps: CheckDeps) {
    makeAutoObservable<VolunteerCheckViewModel, 'deps'>(
      this,
      { deps: false, result: observableRef, fixed: observableRef, fixing: observableRef },
      { autoBind: true },
    )
  }

  get list() {
    return this.deps.list
  }

  /** The check's outcome, for the shared outcome card. */
  get outcome(): OutcomeView | null {
    const r = this.result
    return r ? { outcome: r.outcome, slipRisk: r.slipRisk, maxSlipRisk: r.maxSlipRisk, segment: r.outcome ? '一段' : this.list.segment } : null
  }

  /** Findings about one row of the list (by its id), errors first. */
  findingsOf(rowId: number) {
    return (this.result?.findings ?? [])
      .filter((f) => f.row !== null && this.checkedIds[f.row - 1] === rowId)
      .sort((a, b) => ORDER[a.severity] - ORDER[b.severity])
  }

  get listFindings() {
    return (this.result?.findings ?? []).filter((f) => f.row === null)
  }

  get severityCounts() {
    const counts = { error: 0, warning: 0, info: 0 }
    for (const f of this.result?.findings ?? []) counts[f.severity] += 1
    return counts
  }

  /** The list is no longer the one the check judged (a fix, an edit elsewhere, a new AI list). */
  get outdated() {
    const ids = this.list.rows.map((r) => r.id)
    return this.result !== null && (this.stale || ids.length !== this.checkedIds.length || ids.some((id, i) => id !== this.checkedIds[i]))
  }

  isFixed(f: Finding) {
    return this.fixed.includes(f)
  }

  /** A fix can be applied while the list it refers to is still there and nothing else is being changed. */
  canFix(f: Finding) {
    return f.action !== null && !this.replaced && !this.isFixed(f) && this.fixing === null && !this.running
  }

  async run() {
    if (this.running) return
    this.running = true
    this.error = ''
    const result = await this.deps.checkVolunteers()
    // The check reads the server's list; show the same rows it judged.
    if (result.ok) await this.deps.list.load()
    runInAction(() => {
      this.running = false
      this.needService = result.ok ? null : result.error.serviceType
      this.error = result.ok || result.error.serviceType ? '' : result.error.message
      if (!result.ok) return
      this.result = result.value
      this.checkedIds = this.list.rows.map((r) => r.id)
      this.stale = false
      this.replaced = false
      this.fixed = []
      this.list.setCheckResult(result.value, this.list.rows)
      if (result.value.remainingChecks !== null) this.deps.checksLeft?.(result.value.remainingChecks)
    })
  }

  /** Performs the finding's fix through the list's use cases, then reads the list again; the result becomes stale. */
  async fix(f: Finding) {
    if (!f.action || !this.canFix(f)) return
    this.fixing = f
    const done = await this.deps.applyFix(f.action, this.checkedIds)
    if (done.ok && done.value.kind === 'regenerated') this.list.setAiResult(done.value.result)
    else if (done.ok && done.value.kind === 'changed') await this.list.load()
    runInAction(() => {
      this.fixing = null
      if (!done.ok) {
        this.needService = done.error.serviceType
        if (!done.error.serviceType) this.deps.toast.show('error', this.deps.translate(done.error.message))
        return
      }
      if (done.value.kind === 'navigated') return
      this.fixed = [...this.fixed, f]
      this.stale = true
      if (done.value.kind === 'regenerated') this.replaced = true
      this.deps.toast.show('success', this.deps.translate(done.value.kind === 'regenerated' ? 'vol.fix.regenerated' : 'vol.fix.done'))
    })
  }
}
