import { makeAutoObservable, runInAction } from 'mobx'
import type { EqualRankRow, loadRankYears, lookupScoreRank, ScoreRankAnswer } from '@/core/school/lookupScoreRank'
import type { UseCase } from '@/core/useCase'

export interface RankWidgetDeps {
  loadRankYears: UseCase<typeof loadRankYears>
  lookupScoreRank: UseCase<typeof lookupScoreRank>
}

/** 位次查询: score → rank or rank → score in a chosen year, and the 等位分 of the result across years. */
export class RankWidgetViewModel {
  years: number[] = []
  year = 0
  by: 'score' | 'rank' = 'score'
  value = ''
  answer: ScoreRankAnswer | null = null
  equal: EqualRankRow[] = []
  error = ''
  loading = false
  private started = false

  constructor(private readonly deps: RankWidgetDeps) {
    makeAutoObservable<RankWidgetViewModel, 'deps' | 'started'>(this, { deps: false, started: false }, { autoBind: true })
  }

  start() {
    if (this.started) return
    this.started = true
    void this.deps.loadRankYears().then((r) =>
      runInAction(() => {
        if (!r.ok) return
        this.years = r.value
        if (!this.year) this.year = r.value[0] ?? 0
      }),
    )
  }

  setYear(year: number) {
    this.year = year
    if (this.answer) void this.submit()
  }

  setBy(by: 'score' | 'rank') {
    if (by === this.by) return
    this.by = by
    this.value = ''
    this.answer = null
    this.equal = []
    this.error = ''
  }

  setValue(value: string) {
    this.value = value.replace(/[^\d]/g, '')
  }

  async submit() {
    this.error = ''
    this.loading = true
    const r = await this.deps.lookupScoreRank({ year: this.year, by: this.by, value: this.value })
    runInAction(() => {
      this.loading = false
      if (!r.ok) {
        this.error = r.error
        this.answer = null
        this.equal = []
        return
      }
      this.answer = r.value.answer
      this.equal = r.value.equal
    })
  }
}
