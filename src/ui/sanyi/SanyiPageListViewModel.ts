import { makeAutoObservable, runInAction } from 'mobx'
import { XK_SUBJECTS } from '@/core/domain/sanyi/composite'
import type { loadSanyiCatalogue } from '@/core/sanyi/loadSanyiCatalogue'
import type { loadSanyiPage } from '@/core/sanyi/loadSanyiPage'
import type { addSanyiChoice, loadSanyiChoices } from '@/core/sanyi/sanyiChoices'
import type { saveSanyiInputs } from '@/core/sanyi/sanyiInputs'
import type { UseCase } from '@/core/useCase'
import type { Toast } from '@/ports/Toast'
import type { GradeCounts, SanyiCatalogue, SanyiPage, SanyiPageRow, SanyiSchool } from '@/ports/api/sanyi'
import type { Grade } from '@/core/domain/sanyi/composite'

export interface SanyiPageListDeps {
  loadSanyiPage: UseCase<typeof loadSanyiPage>
  loadSanyiCatalogue: UseCase<typeof loadSanyiCatalogue>
  saveSanyiInputs: UseCase<typeof saveSanyiInputs>
  loadSanyiChoices: UseCase<typeof loadSanyiChoices>
  addSanyiChoice: UseCase<typeof addSanyiChoice>
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
}

export type PageSort = 'composite' | 'open' | 'source'

export interface PageListRow extends SanyiPageRow {
  info: SanyiSchool
}

/** 三位一体志愿参考 (isThreeOne): every school with the student's 综合成绩 and the majors open to their subjects. */
export class SanyiPageListViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  error = ''
  page: SanyiPage | null = null
  catalogue: SanyiCatalogue | null = null
  sort: PageSort = 'composite'
  onlyOpen = false
  open = new Set<string>()
  /** The inputs form (grades, 校测 %, 高考), as typed. */
  grades: GradeCounts = { A: 0, B: 0, C: 0, D: 0, E: 0 }
  percentText = ''
  gaokaoText = ''
  saving = false
  chosen = new Set<string>()
  adding: string | null = null

  constructor(private readonly deps: SanyiPageListDeps) {
    makeAutoObservable<SanyiPageListViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  async start() {
    this.status = 'loading'
    const [page, catalogue, choices] = await Promise.all([this.deps.loadSanyiPage(), this.deps.loadSanyiCatalogue(), this.deps.loadSanyiChoices()])
    runInAction(() => {
      if (!page.ok || !catalogue.ok) {
        this.status = 'failed'
        this.error = !page.ok ? page.error : catalogue.ok ? '' : catalogue.error
        return
      }
      this.apply(page.value)
      this.catalogue = catalogue.value
      if (choices.ok) this.chosen = new Set(choices.value.map((c) => key(c.school, c.major)))
      this.status = 'ready'
    })
  }

  private apply(page: SanyiPage) {
    this.page = page
    const inputs = page.inputs
    if (inputs) {
      this.grades = { ...inputs.grades }
      this.percentText = String(inputs.testPercent)
    }
    this.gaokaoText = page.gaokao === null ? '' : String(page.gaokao)
  }

  get rows(): PageListRow[] {
    const schools = new Map((this.catalogue?.schools ?? []).map((s) => [s.name, s]))
    const rows = (this.page?.rows ?? []).flatMap((r) => {
      const info = schools.get(r.school)
      return info ? [{ ...r, info }] : []
    })
    const kept = this.onlyOpen ? rows.filter((r) => r.eligible.length > 0) : rows
    if (this.sort === 'source') return kept
    const score = (r: PageListRow) => (this.sort === 'open' ? r.eligible.length : (r.composite?.low ?? -1))
    return [...kept].sort((a, b) => score(b) - score(a))
  }

  /** Schools with a major the student may apply to, and those majors in all. */
  get openCounts() {
    const rows = this.page?.rows ?? []
    return { schools: rows.filter((r) => r.eligible.length > 0).length, majors: rows.reduce((n, r) => n + r.eligible.length, 0) }
  }

  get gradeTotal() {
    return this.grades.A + this.grades.B + this.grades.C + this.grades.D + this.grades.E
  }

  setGrade(grade: Grade, value: number) {
    const others = this.gradeTotal - this.grades[grade]
    this.grades = { ...this.grades, [grade]: Math.max(0, Math.min(XK_SUBJECTS - others, Math.round(value) || 0)) }
  }

  setPercent(text: string) {
    this.percentText = text
  }

  setGaokao(text: string) {
    this.gaokaoText = text
  }

  setSort(sort: PageSort) {
    this.sort = sort
  }

  setOnlyOpen(value: boolean) {
    this.onlyOpen = value
  }

  toggleOpen(school: string) {
    const next = new Set(this.open)
    if (next.has(school)) next.delete(school)
    else next.add(school)
    this.open = next
  }

  /** Message keys of what keeps the inputs from being saved. */
  get problems(): string[] {
    const out: string[] = []
    if (this.gradeTotal !== XK_SUBJECTS) out.push('sanyi.calc.needGrades')
    if (numberIn(this.percentText, 100) === null) out.push('sanyi.list.needPercent')
    if (this.gaokaoText.trim() !== '' && numberIn(this.gaokaoText, 750) === null) out.push('sanyi.calc.needGaokao')
    return out
  }

  /** Saves the inputs and reads the list again with them. */
  async saveInputs() {
    if (this.problems.length) return
    this.saving = true
    const gaokao = this.gaokaoText.trim() === '' ? null : numberIn(this.gaokaoText, 750)
    // The profile's total is what the list uses without an entry of its own: keep it so when unchanged.
    const ownGaokao = this.page?.gaokaoFrom === 'profile' && gaokao === this.page.gaokao ? null : gaokao
    const saved = await this.deps.saveSanyiInputs({ grades: { ...this.grades }, testPercent: numberIn(this.percentText, 100) ?? 0, gaokao: ownGaokao })
    const page = saved.ok ? await this.deps.loadSanyiPage() : null
    runInAction(() => {
      this.saving = false
      if (!saved.ok) return this.deps.toast.show('error', saved.error)
      if (page && page.ok) this.apply(page.value)
      this.deps.toast.show('success', this.deps.translate('sanyi.list.updated'))
    })
  }

  isChosen(school: string, major: string | null = null) {
    return this.chosen.has(key(school, major))
  }

  async addChoice(school: string, major: string | null = null) {
    const k = key(school, major)
    this.adding = k
    const added = await this.deps.addSanyiChoice({ school, major })
    runInAction(() => {
      this.adding = null
      if (!added.ok) return this.deps.toast.show('error', added.error)
      this.chosen = new Set([...this.chosen, k])
      this.deps.toast.show('success', this.deps.translate('sanyi.added', { name: major ? `${school} · ${major}` : school }))
    })
  }
}

const key = (school: string, major: string | null) => `${school}\u0000${major ?? ''}`

function numberIn(text: string, max: number): number | null {
  const t = text.trim()
  if (!/^\d+(\.\d+)?$/.test(t)) return null
  const n = Number(t)
  return n >= 0 && n <= max ? n : null
}
