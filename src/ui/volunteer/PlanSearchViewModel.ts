import { makeAutoObservable, runInAction } from 'mobx'
import type { HttpApi } from '@/ports/HttpApi'
import type { Toast } from '@/ports/Toast'
import { planProvinces, volunteerSorted, type BandName, type PlanItem } from '@/ports/api/plan'
import { joinVolunteer } from '@/core/volunteer/joinVolunteer'
import { loadPlans } from '@/core/volunteer/loadPlans'
import { failureOf } from './accessOf'

export const PLAN_PAGE_SIZE = 20

export interface PlanFilters {
  province: string
  school: string
  major: string
  band: BandName | ''
  tags: string[]
  eligibleOnly: boolean
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

  constructor(private readonly deps: { api: HttpApi; toast: Toast; translate: (key: string, params?: Record<string, unknown>) => string }) {
    makeAutoObservable<PlanSearchViewModel, 'deps' | 'request'>(this, { deps: false, request: false }, { autoBind: true })
  }

  get pages() {
    return Math.max(1, Math.ceil(this.total / PLAN_PAGE_SIZE))
  }

  start() {
    void this.deps.api.call(planProvinces, {}).then((p) => runInAction(() => (this.provinceOptions = p)), () => undefined)
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

  toggleTag(tag: string) {
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
    const result = await loadPlans({ api: this.deps.api }, {
        pageNum: page,
        pageSize: PLAN_PAGE_SIZE,
        province: f.province || undefined,
        school: f.school || undefined,
        major: f.major || undefined,
        band: f.band || undefined,
        tag: f.tags.length ? (f.tags as never) : undefined,
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
    try {
      const list = await this.deps.api.call(volunteerSorted, {})
      runInAction(() => {
        this.joined = new Set(list.map((r) => r.planId))
        this.listSize = list.length
        this.needService = null
      })
    } catch (error) {
      const needService = failureOf(error).needService
      runInAction(() => (this.needService = needService))
    }
  }

  async join(row: PlanItem) {
    const result = await joinVolunteer({ api: this.deps.api }, row.planId)
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
