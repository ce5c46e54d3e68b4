import { makeAutoObservable, runInAction } from 'mobx'
import type { EventBus } from '@/ports/EventBus'
import type { Toast } from '@/ports/Toast'
import type { joinFromSchool } from '@/core/school/joinFromSchool'
import type { loadSchoolChances, SchoolChancesData } from '@/core/school/loadSchoolChances'
import type { loadSchoolDetail, SchoolDetailData } from '@/core/school/loadSchoolDetail'
import type { UseCase } from '@/core/useCase'
import { programmeRows, type ProgrammeRow } from '@/core/school/programmeRows'

export interface SchoolDetailDeps {
  loadSchoolDetail: UseCase<typeof loadSchoolDetail>
  loadSchoolChances: UseCase<typeof loadSchoolChances>
  joinFromSchool: UseCase<typeof joinFromSchool>
  /** The signed-in user's id, or null for a visitor (chances and joining need a session). */
  userId: () => number | null
  events: EventBus
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
}

/**
 * One school: its facts, every programme offered in Zhejiang with cutoffs by year (a trend chart each), the
 * signed-in student's chance at each plan-year programme and 加入志愿. Kept in the container, so coming back
 * from another page keeps the school and which charts were open; `lastSchool` offers the way back.
 */
export class SchoolDetailViewModel {
  id = ''
  data: SchoolDetailData | null = null
  error = ''
  loading = false
  filter = ''
  chances: SchoolChancesData | null = null
  chancesError = ''
  /** The user the chances were read for, so a sign-in or a switch of account reads them again. */
  private chancesFor: number | null = null
  /** Programmes (majorKey) whose trend chart is open. */
  open = new Set<string>()
  joining: string | null = null
  /** The last school shown, for the page without an id (its name and id). */
  lastSchool: { id: string; name: string } | null = null

  constructor(private readonly deps: SchoolDetailDeps) {
    makeAutoObservable<SchoolDetailViewModel, 'deps' | 'chancesFor'>(this, { deps: false, chancesFor: false }, { autoBind: true })
  }

  /** The year columns of the cutoff table: years this school has rows in, newest first. */
  get years(): number[] {
    const ys = new Set<number>()
    for (const p of this.data?.programmes ?? []) for (const y of p.years) ys.add(y.year)
    return [...ys].sort((a, b) => b - a)
  }

  /** Every programme with its plan-year rows and chances, filtered by name. */
  get rows(): ProgrammeRow[] {
    if (!this.data) return []
    const all = programmeRows(this.data, this.chances)
    const q = this.filter.trim()
    return q ? all.filter((r) => r.majorName.includes(q)) : all
  }

  get plans() {
    const q = this.filter.trim()
    const all = this.data?.plans ?? []
    return q ? all.filter((p) => p.majorName.includes(q)) : all
  }

  /** planId → 志愿序号 of the programmes already on the student's list. */
  get joinedAt(): ReadonlyMap<string, number> {
    return new Map((this.chances?.joined ?? []).map((j) => [j.planId, j.dataIndex]))
  }

  get signedIn() {
    return this.deps.userId() !== null
  }

  setFilter(text: string) {
    this.filter = text
  }

  toggle(majorKey: string) {
    const next = new Set(this.open)
    if (next.has(majorKey)) next.delete(majorKey)
    else next.add(majorKey)
    this.open = next
  }

  async load(id: string) {
    const user = this.deps.userId()
    if (id === this.id && (this.data || this.loading)) {
      if (user !== this.chancesFor) await this.loadChances()
      return
    }
    this.id = id
    this.data = null
    this.error = ''
    this.filter = ''
    this.open = new Set()
    this.chances = null
    this.chancesError = ''
    this.chancesFor = null
    if (!id) return
    this.loading = true
    // The chances wait on the fitted model; the facts and cutoffs are shown as soon as they arrive.
    void this.loadChances()
    const r = await this.deps.loadSchoolDetail(id)
    runInAction(() => {
      if (id !== this.id) return
      this.loading = false
      if (r.ok) {
        this.data = r.value
        this.lastSchool = { id, name: r.value.school.name }
      } else this.error = r.error
    })
  }

  /** The chances of the signed-in student (none for a visitor: the page offers sign-in instead). */
  async loadChances() {
    const id = this.id
    const user = this.deps.userId()
    this.chancesFor = user
    if (user === null || !id) {
      this.chances = null
      return
    }
    const r = await this.deps.loadSchoolChances(id)
    runInAction(() => {
      if (id !== this.id || user !== this.chancesFor) return
      if (r.ok) {
        this.chances = r.value
        this.chancesError = ''
      } else this.chancesError = r.error
    })
  }

  signIn() {
    this.deps.events.emit('openLogin', { tab: 'password' })
  }

  /** 加入志愿: the 尊享版 join; a visitor gets the login dialog, a missing service the purchase dialog. */
  async join(planId: string, name: string) {
    if (!this.signedIn) return this.signIn()
    this.joining = planId
    const r = await this.deps.joinFromSchool(planId)
    runInAction(() => (this.joining = null))
    if (!r.ok) {
      if (r.error.serviceType !== null) this.deps.events.emit('openPayModal', { type: r.error.serviceType })
      else this.deps.toast.show('warning', this.deps.translate(r.error.message))
      return
    }
    runInAction(() => {
      if (this.chances)
        this.chances = {
          ...this.chances,
          joined: [...this.chances.joined, { planId, dataIndex: r.value.dataIndex }],
          listSize: this.chances.listSize + 1,
        }
    })
    this.deps.toast.show('success', this.deps.translate('vol.joined', { n: r.value.dataIndex, name }))
  }
}
