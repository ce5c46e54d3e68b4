import { makeAutoObservable, runInAction } from 'mobx'
import type { loadMajorDetail, MajorDetailData } from '@/core/school/loadMajorDetail'
import { degreeOf } from '@/core/school/majorDegree'
import type { UseCase } from '@/core/useCase'

const STEP = 30

/** One catalogue major and the Zhejiang schools offering it, shown 30 at a time. */
export class MajorDetailViewModel {
  code = ''
  data: MajorDetailData | null = null
  error = ''
  loading = false
  shown = STEP

  constructor(private readonly deps: { loadMajorDetail: UseCase<typeof loadMajorDetail> }) {
    makeAutoObservable<MajorDetailViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  get years(): number[] {
    const ys = new Set<number>()
    for (const s of this.data?.schools ?? []) for (const p of s.programmes) for (const y of p.years) ys.add(y.year)
    return [...ys].sort((a, b) => b - a).slice(0, 4)
  }

  get schools() {
    return (this.data?.schools ?? []).slice(0, this.shown)
  }

  get hidden() {
    return Math.max(0, (this.data?.schools.length ?? 0) - this.shown)
  }

  get programmeCount() {
    return (this.data?.schools ?? []).reduce((n, s) => n + s.programmes.length, 0)
  }

  /** The best (smallest) rank any programme reached in the newest year. */
  get bestRank(): number | null {
    const year = this.years[0]
    let best: number | null = null
    for (const s of this.data?.schools ?? [])
      for (const p of s.programmes) for (const y of p.years) if (y.year === year && y.minRank !== null && (best === null || y.minRank < best)) best = y.minRank
    return best
  }

  /** The 学士 degree from the catalogue (notes, else the 门类). */
  get degree() {
    return this.data ? degreeOf({ code: this.data.major.code, discipline: this.data.major.discipline }) : null
  }

  /** The 学制 values the plan year's programmes of this major have in Zhejiang, shortest first. */
  get lengths(): number[] {
    const ls = new Set<number>()
    for (const s of this.data?.schools ?? []) for (const p of s.plans) if (p.length !== null) ls.add(p.length)
    return [...ls].sort((a, b) => a - b)
  }

  showMore() {
    this.shown += STEP
  }

  async load(code: string) {
    if (code === this.code && (this.data || this.loading)) return
    this.code = code
    this.data = null
    this.error = ''
    this.shown = STEP
    if (!code) return
    this.loading = true
    const r = await this.deps.loadMajorDetail(code)
    runInAction(() => {
      if (code !== this.code) return
      this.loading = false
      if (r.ok) this.data = r.value
      else this.error = r.error
    })
  }
}
