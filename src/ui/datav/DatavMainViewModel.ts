import { makeAutoObservable, runInAction } from 'mobx'
import type { ListCharts, RankCurves } from '@/ports/api/datav'
import type { loadListCharts } from '@/core/datav/loadListCharts'
import type { loadRankCurves } from '@/core/datav/loadRankCurves'
import { byProvince, byTuition } from '@/core/domain/datav/listDistribution'
import { trendCounts } from '@/core/domain/datav/rankTrend'
import { equalRankScores, rankOfScore, type ScoreRankRow } from '@/core/domain/scoreRank'
import type { UseCase } from '@/core/useCase'

/** The signed-in student as the page needs them (from the session): null for a visitor. */
export interface DatavStudent {
  userId: number
  /** 高考 total as entered; null before scores. */
  score: number | null
  /** 位次 from the newest 一分一段 table; null before scores. */
  rank: number | null
}

export interface DatavMainDeps {
  loadRankCurves: UseCase<typeof loadRankCurves>
  loadListCharts: UseCase<typeof loadListCharts>
  student: () => DatavStudent | null
}

/** Where the student stands on the newest curve, and the score at the same rank in each earlier year (等位分). */
export interface CurvePosition {
  year: number
  score: number
  rank: number
  /** rank ÷ the students the table lists (everyone above the lowest line). */
  share: number
  equal: Array<{ year: number; score: number }>
}

type ListState = 'idle' | 'loading' | 'ready' | 'error' | 'needService'

/**
 * 数据总览 (kept alive: the container holds this model, so returning shows the last figures at once while
 * the list is read again). The curves are public; the list charts need a signed-in student with the list
 * service.
 */
export class DatavMainViewModel {
  curves: RankCurves | null = null
  curvesError = ''
  list: ListCharts | null = null
  listState: ListState = 'idle'
  listError = ''
  needService: number | null = null
  /** 累计位次 (the curve) or 每分人数 (students per score). */
  curveView: 'rank' | 'count' = 'rank'
  /** The row whose cutoffs the single-programme chart shows (志愿序号). */
  selectedRow = 1
  /** Whose list is on screen: a different student (sign-out, another account) must not see it. */
  private listOwner: number | null = null

  constructor(private readonly deps: DatavMainDeps) {
    makeAutoObservable<DatavMainViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  get student(): DatavStudent | null {
    return this.deps.student()
  }

  /** The curves once per session; the list every time the page opens (it changes as the student edits it). */
  async load() {
    const who = this.student
    if (this.listOwner !== (who?.userId ?? null)) {
      this.list = null
      this.listState = 'idle'
      this.selectedRow = 1
    }
    await Promise.all([this.curves ? Promise.resolve() : this.loadCurves(), who ? this.loadList(who.userId) : Promise.resolve()])
  }

  private async loadCurves() {
    this.curvesError = ''
    const result = await this.deps.loadRankCurves()
    runInAction(() => {
      if (result.ok) this.curves = result.value
      else this.curvesError = result.error
    })
  }

  private async loadList(userId: number) {
    this.listOwner = userId
    if (!this.list) this.listState = 'loading'
    const result = await this.deps.loadListCharts()
    runInAction(() => {
      if (this.listOwner !== userId) return
      if (result.ok) {
        this.list = result.value
        this.listState = 'ready'
        this.needService = null
        if (!result.value.rows.some((r) => r.dataIndex === this.selectedRow)) this.selectedRow = result.value.rows[0]?.dataIndex ?? 1
      } else {
        this.needService = result.error.serviceType
        this.listState = result.error.serviceType ? 'needService' : 'error'
        this.listError = result.error.message
      }
    })
  }

  setCurveView(view: 'rank' | 'count') {
    this.curveView = view
  }

  selectRow(dataIndex: number) {
    this.selectedRow = dataIndex
  }

  get newestYear(): number | null {
    return this.curves?.years.at(-1)?.year ?? null
  }

  private table(year: number): ScoreRankRow[] {
    return this.curves?.years.find((y) => y.year === year)?.rows ?? []
  }

  /** The student's point on the newest curve (their score's row of the table), null without a score or curves. */
  get position(): CurvePosition | null {
    const s = this.student
    const year = this.newestYear
    if (!s || s.score === null || year === null) return null
    const table = this.table(year)
    const row = rankOfScore(table, s.score)
    if (!row) return null
    const total = table.at(-1)?.rank ?? row.rank
    const tables = new Map((this.curves?.years ?? []).map((y) => [y.year, y.rows]))
    const equal = equalRankScores(tables, year, s.score)
      .filter((e) => e.year !== year)
      .map((e) => ({ year: e.year, score: e.score }))
    return { year, score: s.score, rank: row.rank, share: row.rank / total, equal }
  }

  get rows() {
    return this.list?.rows ?? []
  }

  get selected() {
    return this.rows.find((r) => r.dataIndex === this.selectedRow) ?? this.rows[0] ?? null
  }

  get provinces() {
    return byProvince(this.rows)
  }

  get tuition() {
    return byTuition(this.rows)
  }

  get trends() {
    return trendCounts(this.rows.map((r) => r.direction))
  }

  /** Rows with at least one earlier year's rank (the strip chart draws these). */
  get withHistory() {
    return this.rows.filter((r) => r.trend.some((y) => y.minRank !== null)).length
  }
}
