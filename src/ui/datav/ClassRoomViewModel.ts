import { makeAutoObservable, runInAction } from 'mobx'
import type { CohortOverview } from '@/ports/api/datav'
import type { loadCohort } from '@/core/datav/loadCohort'
import type { UseCase } from '@/core/useCase'

export interface ClassRoomDeps {
  loadCohort: UseCase<typeof loadCohort>
  /** The signed-in student's id, or null for a visitor. */
  userId: () => number | null
}

/**
 * 课堂行为分析, shown as the cohort's planning (kept alive: the last figures stay on screen while they are
 * read again). Every figure comes aggregated from the server; this model only picks what to draw.
 */
export class ClassRoomViewModel {
  data: CohortOverview | null = null
  error = ''
  loading = false
  private owner: number | null = null

  constructor(private readonly deps: ClassRoomDeps) {
    makeAutoObservable<ClassRoomViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  async load() {
    const who = this.deps.userId()
    // Another student (or a sign-out) must not see the previous student's own days.
    if (who !== this.owner) this.data = null
    this.owner = who
    this.loading = true
    this.error = ''
    const result = await this.deps.loadCohort()
    runInAction(() => {
      this.loading = false
      if (this.owner !== who) return
      if (result.ok) this.data = result.value
      else this.error = result.error
    })
  }

  get figures() {
    return this.data?.figures ?? null
  }

  /** The rank bucket the student is in (to mark it), or -1. */
  get myBucket(): number {
    const rank = this.data?.mine?.rank ?? null
    if (rank === null) return -1
    return this.figures?.ranks.findIndex((b) => rank >= b.from && (b.to === null || rank <= b.to)) ?? -1
  }
}
