import { makeAutoObservable, runInAction } from 'mobx'
import type { loadSchoolDetail, SchoolDetailData } from '@/core/school/loadSchoolDetail'
import type { UseCase } from '@/core/useCase'

/** One school's facts, programmes with cutoffs by year, and the newest plan. */
export class SchoolDetailViewModel {
  id = ''
  data: SchoolDetailData | null = null
  error = ''
  loading = false
  filter = ''

  constructor(private readonly deps: { loadSchoolDetail: UseCase<typeof loadSchoolDetail> }) {
    makeAutoObservable<SchoolDetailViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  /** The year columns of the cutoff table: years this school has rows in, newest first. */
  get years(): number[] {
    const ys = new Set<number>()
    for (const p of this.data?.programmes ?? []) for (const y of p.years) ys.add(y.year)
    return [...ys].sort((a, b) => b - a)
  }

  get programmes() {
    const q = this.filter.trim()
    const all = this.data?.programmes ?? []
    return q ? all.filter((p) => p.majorName.includes(q)) : all
  }

  get plans() {
    const q = this.filter.trim()
    const all = this.data?.plans ?? []
    return q ? all.filter((p) => p.majorName.includes(q)) : all
  }

  setFilter(text: string) {
    this.filter = text
  }

  async load(id: string) {
    if (id === this.id && (this.data || this.loading)) return
    this.id = id
    this.data = null
    this.error = ''
    this.filter = ''
    this.loading = true
    const r = await this.deps.loadSchoolDetail(id)
    runInAction(() => {
      if (id !== this.id) return
      this.loading = false
      if (r.ok) this.data = r.value
      else this.error = r.error
    })
  }
}
