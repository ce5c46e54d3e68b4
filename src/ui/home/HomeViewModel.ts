import { makeAutoObservable, runInAction } from 'mobx'
import type { SessionUser } from '@/core/session/sessionUser'
import { parseSubjectKeys, type ElectiveKey } from '@/core/domain/subjects'
import type { ListStatus, loadListStatus } from '@/core/home/loadListStatus'
import { nextOfficialDates, type UpcomingEvent } from '@/core/home/nextOfficialDates'
import { OFFICIAL_CALENDAR_2027 } from '@/core/home/officialCalendar'
import type { loadRankYears } from '@/core/school/lookupScoreRank'
import type { UseCase } from '@/core/useCase'

export interface HomeDeps {
  loadListStatus: UseCase<typeof loadListStatus>
  loadRankYears: UseCase<typeof loadRankYears>
  user: () => SessionUser | null
  now: () => number
}

/** The student's profile as the home page shows it; null fields are not entered yet. */
export interface HomeProfile {
  complete: boolean
  subjects: ElectiveKey[]
  total: number | null
  rank: number | null
  batchId: number | null
  batchName: string | null
  studentType: number | null
}

/**
 * The signed-in student's home (kept alive): profile at a glance, the list's progress and 滑档 risk (the list
 * page's own numbers, read again on every visit), the next official dates. Visitors see the marketing page.
 */
export class HomeViewModel {
  list: ListStatus | null = null
  listError = ''
  /** The service to buy when the list is not open to the student (4601–4604). */
  needService: number | null = null
  listLoading = false
  rankYear: number | null = null
  private loadedFor: number | null = null

  constructor(private readonly deps: HomeDeps) {
    makeAutoObservable<HomeViewModel, 'deps' | 'loadedFor'>(this, { deps: false, loadedFor: false }, { autoBind: true })
  }

  get profile(): HomeProfile | null {
    const user = this.deps.user()
    if (!user) return null
    const s = user.student
    const batchId = s && (s.batchId ?? 0) > 0 ? (s.batchId ?? null) : null
    return {
      complete: s?.complete === true,
      subjects: parseSubjectKeys(s?.subject ?? user.subject),
      total: typeof s?.total === 'number' ? s.total : null,
      rank: s?.rank && s.rank > 0 ? s.rank : null,
      batchId,
      batchName: batchId !== null ? (s?.batchName ?? user.gkBatchDto?.name ?? null) : null,
      studentType: s?.studentType ?? null,
    }
  }

  /** The first step a student has not taken: complete the profile, choose a batch, then build the list. */
  get nextStep(): 'profile' | 'batch' | 'list' | 'check' {
    const p = this.profile
    if (!p?.complete) return 'profile'
    if (p.batchId === null) return 'batch'
    return (this.list?.rows ?? 0) === 0 ? 'list' : 'check'
  }

  /** The next three steps of the official calendar from today (Zhejiang time). */
  get upcoming(): UpcomingEvent[] {
    return nextOfficialDates(OFFICIAL_CALENDAR_2027, this.deps.now(), 3)
  }

  /** Reads the list's status (each visit: the list may have changed elsewhere) and, once, the rank year. */
  async load() {
    const user = this.deps.user()
    if (!user) return
    if (this.loadedFor !== user.id) {
      this.list = null
      this.needService = null
      this.listError = ''
    }
    this.loadedFor = user.id
    this.listLoading = true
    const [list, years] = await Promise.all([this.deps.loadListStatus(), this.rankYear === null ? this.deps.loadRankYears() : null])
    runInAction(() => {
      if (this.loadedFor !== user.id) return
      this.listLoading = false
      if (years?.ok) this.rankYear = years.value[0] ?? null
      if (list.ok) {
        this.list = list.value
        this.needService = null
        this.listError = ''
      } else {
        this.needService = list.error.serviceType
        this.listError = list.error.serviceType === null ? list.error.message : ''
      }
    })
  }
}
