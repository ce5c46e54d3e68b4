import { makeAutoObservable, runInAction } from 'mobx'
import type { Toast } from '@/ports/Toast'
import type { BandName, PlanItem } from '@/ports/api/plan'
import type { PlanTagName } from '@/ports/api/planTags'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import type { UseCase } from '@/core/useCase'
import type { joinVolunteer } from '@/core/volunteer/joinVolunteer'
import type { loadPlanProvinces } from '@/core/volunteer/loadPlanProvinces'
import type { loadPlans } from '@/core/volunteer/loadPlans'
import type { loadVolunteers } from '@/core/volunteer/loadVolunteers'

export const PLAN_PAGE_SIZE = 20

export interface PlanFilters {
  province: string
  school: string
  major: string
  band: BandName | ''
  tags: PlanTagName[]
  eligibleOnly: boolean
}

export interface PlanSearchDeps {
  loadPlanProvinces: UseCase<typeof loadPlanProvinces>
  loadPlans: UseCase<typeof loadPlans>
  loadVolunteers: UseCase<typeof loadVolunteers>
  joinVolunteer: UseCase<typeof joinVolunteer>
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
}

export const EMPTY_FILTERS: PlanFilters = { province: '', school: '', major: '', band: '', tags: [], eligibleOnly: true }

/**
 * Plan search with filters (self-selection assistant and the admissions-plan tool). A code-2 answer
 * (no rank or batch yet) arrives as an empty page through the error catalogue.
 */
export class PlanSearchViewModel {
  filters: PlanFilters = { ...EMPTY_FILTERS, tags: [] }
  rows: PlanItem[] = []
  total = 0
  page = 1
  loading = false
  error = ''
  needService: number | null = null
  provinceOptions: string[] = []
  /** planIds already in the student's list, so a row shows 已加入 instead of a join button. */
  joined = new Set<string>()
  listSize = 0
  private request = 0

  constructor(private readonly deps: PlanSearchDeps) {
    makeAutoObservable<PlanSearchViewModel, 'deps' | 'request'>(this, { deps: false, request: false }, { autoBind: true })
  }

  /** The student's list has no room for another row. */
  get listFull() {
    return this.listSize >= MAX_VOLUNTEERS
  }

  get pages() {
    return Math.max(1, Math.ceil(this.total / PLAN_PAGE_SIZE))
  }

  start() {
    void this.deps.loadPlanProvinces().then((p) =>
      runInAction(() => {
        if (p.ok) this.provinceOptions = p.value
      }),
    )
    void this.refreshJoined()
    void this.search(1)
  }

  setText(key: 'school' | 'major', value: string) {
    this.filters[key] = value
  }

  setFilter<K extends 'province' | 'band' | 'eligibleOnly'>(key: K, value: PlanFilters[K]) {
    this.filters[key] = value
    void this.search(1)
  }

  toggleTag(tag: PlanTagName) {
    const tags = this.filters.tags
    this.filters.tags = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag]
    void this.search(1)
  }

  reset() {
    this.filters = { ...EMPTY_FILTERS, tags: [] }
    void this.search(1)
  }

  async search(page = 1) {
    const id = ++this.request
    this.loading = true
    this.error = ''
    const f = this.filters
    // loadPlans: code 2 → empty page; duplicate rows removed and reported.
    const result = await this.deps.loadPlans({
      pageNum: page,
      pageSize: PLAN_PAGE_SIZE,
      province: f.province || undefined,
      school: f.school || undefined,
      major: f.major || undefined,
      band: f.band || undefined,
      tag: f.tags.length ? f.tags : undefined,
      eligibleOnly: f.eligibleOnly,
    })
    if (!result.ok) await this.refreshJoined()
    runInAction(() => {
      if (id !== this.request) return
      this.loading = false
      this.rows = result.ok ? result.value.list : []
      this.total = result.ok ? result.value.total : 0
      if (result.ok) this.page = page
      // A missing service is known from the list call (it carries the service code); anything else is shown.
      this.error = result.ok || this.needService ? '' : result.error
    })
  }

  async refreshJoined() {
    const list = await this.deps.loadVolunteers()
    runInAction(() => {
      if (!list.ok) {
        this.needService = list.error.serviceType
        return
      }
      this.joined = new Set(list.value.map((r) => r.planId))
      this.listSize = list.value.length
      this.needService = null
    })
  }

  async join(row: PlanItem) {
    const result = await this.deps.joinVolunteer(row.planId)
    if (!result.ok) {
      this.deps.toast.show('warning', this.deps.translate(result.error))
      return
    }
    runInAction(() => {
      this.joined = new Set([...this.joined, row.planId])
      this.listSize += 1
    })
    this.deps.toast.show('success', this.deps.translate('vol.joined', { n: result.value.dataIndex, name: `${row.schoolName} ${row.majorName}` }))
  }
}
