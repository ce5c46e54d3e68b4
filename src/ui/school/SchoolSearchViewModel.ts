import { makeAutoObservable, runInAction } from 'mobx'
import type { loadPlaces, Place } from '@/core/school/loadPlaces'
import { EMPTY_SCHOOL_FORM, type SchoolRow, type SchoolSearchForm, type searchSchools } from '@/core/school/searchSchools'
import type { UseCase } from '@/core/useCase'

export interface SchoolSearchDeps {
  loadPlaces: UseCase<typeof loadPlaces>
  searchSchools: UseCase<typeof searchSchools>
}

export const SCHOOL_PAGE_SIZE = 10

/** The 一键查大学 form, its place options and the current page; a singleton, so "back" keeps the search. */
export class SchoolSearchViewModel {
  form: SchoolSearchForm = { ...EMPTY_SCHOOL_FORM }
  rows: SchoolRow[] = []
  total = 0
  page = 1
  loading = false
  error = ''
  provinces: Place[] = []
  cities: Place[] = []
  private started = false
  private request = 0

  constructor(private readonly deps: SchoolSearchDeps) {
    makeAutoObservable<SchoolSearchViewModel, 'deps' | 'started' | 'request'>(this, { deps: false, started: false, request: false }, { autoBind: true })
  }

  get pages() {
    return Math.max(1, Math.ceil(this.total / SCHOOL_PAGE_SIZE))
  }

  /** First visit: the place options and the unfiltered first page (famous schools first). */
  start() {
    if (this.started) return
    this.started = true
    void this.deps.loadPlaces().then((r) =>
      runInAction(() => {
        if (r.ok) this.provinces = r.value
      }),
    )
    void this.search(1)
  }

  setName(name: string) {
    this.form.name = name
  }

  setFilter<K extends Exclude<keyof SchoolSearchForm, 'name'>>(key: K, value: SchoolSearchForm[K]) {
    this.form[key] = value
    if (key === 'province') {
      this.form.city = ''
      this.cities = []
      if (value)
        void this.deps.loadPlaces(String(value)).then((r) =>
          runInAction(() => {
            if (r.ok && this.form.province === value) this.cities = r.value
          }),
        )
    }
    void this.search(1)
  }

  reset() {
    this.form = { ...EMPTY_SCHOOL_FORM }
    this.cities = []
    void this.search(1)
  }

  async search(page = 1) {
    const id = ++this.request
    this.loading = true
    this.error = ''
    const r = await this.deps.searchSchools(this.form, page, SCHOOL_PAGE_SIZE)
    runInAction(() => {
      // A slower earlier answer must not overwrite a newer one.
      if (id !== this.request) return
      this.loading = false
      if (!r.ok) {
        this.error = r.error
        return
      }
      this.rows = r.value.list
      this.total = r.value.total
      this.page = page
    })
  }
}
