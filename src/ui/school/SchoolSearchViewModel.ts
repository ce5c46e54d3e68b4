import { makeAutoObservable, runInAction } from 'mobx'
import type { HttpApi } from '@/ports/HttpApi'
import { loadPlaces, type Place } from '@/core/school/loadPlaces'
import { EMPTY_SCHOOL_FORM, searchSchools, type SchoolRow, type SchoolSearchForm } from '@/core/school/searchSchools'

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

  constructor(private readonly api: HttpApi) {
    makeAutoObservable<SchoolSearchViewModel, 'api' | 'started' | 'request'>(this, { api: false, started: false, request: false }, { autoBind: true })
  }

  get pages() {
    return Math.max(1, Math.ceil(this.total / SCHOOL_PAGE_SIZE))
  }

  /** First visit: the place options and the unfiltered first page (famous schools first). */
  start() {
    if (this.started) return
    this.started = true
    void loadPlaces({ api: this.api }).then((r) => runInAction(() => { if (r.ok) this.provinces = r.value }))
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
      if (value) void loadPlaces({ api: this.api }, String(value)).then((r) => runInAction(() => { if (r.ok && this.form.province === value) this.cities = r.value }))
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
    const r = await searchSchools({ api: this.api }, this.form, page, SCHOOL_PAGE_SIZE)
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
