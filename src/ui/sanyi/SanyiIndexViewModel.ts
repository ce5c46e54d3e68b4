import { makeAutoObservable, runInAction } from 'mobx'
import { placeOf, placeOptions, weightKey, weightPatterns } from '@/core/domain/sanyi/schoolFilters'
import type { loadSanyiCatalogue } from '@/core/sanyi/loadSanyiCatalogue'
import type { addSanyiChoice, loadSanyiChoices } from '@/core/sanyi/sanyiChoices'
import type { loadSanyiInputs, saveSanyiInputs } from '@/core/sanyi/sanyiInputs'
import type { UseCase } from '@/core/useCase'
import type { Toast } from '@/ports/Toast'
import type { SanyiCatalogue, SanyiMajor, SanyiSchool } from '@/ports/api/sanyi'
import { SanyiCalculator } from './SanyiCalculator'

export interface SanyiIndexDeps {
  loadSanyiCatalogue: UseCase<typeof loadSanyiCatalogue>
  loadSanyiInputs: UseCase<typeof loadSanyiInputs>
  saveSanyiInputs: UseCase<typeof saveSanyiInputs>
  loadSanyiChoices: UseCase<typeof loadSanyiChoices>
  addSanyiChoice: UseCase<typeof addSanyiChoice>
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
}

export type NatureFilter = '' | 'public' | 'private' | 'joint'

/**
 * /sanYi/index: the 三位一体 schools with their weights (a chart of the weight combinations), requirements and
 * majors, filters, the 综合成绩 calculator on a chosen school's formula, and 加入意向.
 */
export class SanyiIndexViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  error = ''
  catalogue: SanyiCatalogue | null = null
  query = ''
  place = ''
  nature: NatureFilter = ''
  /** A weight combination picked on the chart ("15/25/60"), '' for all. */
  pattern = ''
  /** Schools whose majors are shown. */
  open = new Set<string>()
  /** The school the calculator uses. */
  calcSchool = ''
  calc = new SanyiCalculator()
  saving = false
  /** "school\u0000major" of the intention list, to mark what is already there. */
  chosen = new Set<string>()
  adding: string | null = null

  constructor(private readonly deps: SanyiIndexDeps) {
    makeAutoObservable<SanyiIndexViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  async start() {
    this.status = 'loading'
    const [catalogue, inputs, choices] = await Promise.all([this.deps.loadSanyiCatalogue(), this.deps.loadSanyiInputs(), this.deps.loadSanyiChoices()])
    runInAction(() => {
      if (!catalogue.ok) {
        this.status = 'failed'
        this.error = catalogue.error
        return
      }
      this.catalogue = catalogue.value
      this.status = 'ready'
      if (!this.school(this.calcSchool)) this.calcSchool = catalogue.value.schools[0]?.name ?? ''
      if (inputs.ok) this.calc.fill(inputs.value.inputs, inputs.value.profileGaokao, this.calcTarget)
      if (choices.ok) this.chosen = new Set(choices.value.map((c) => key(c.school, c.major)))
    })
  }

  get schools(): SanyiSchool[] {
    return this.catalogue?.schools ?? []
  }

  school(name: string): SanyiSchool | null {
    return this.schools.find((s) => s.name === name) ?? null
  }

  get calcTarget(): SanyiSchool | null {
    return this.school(this.calcSchool)
  }

  majorsOf(school: string): SanyiMajor[] {
    return (this.catalogue?.majors ?? []).filter((m) => m.school === school)
  }

  get places(): string[] {
    return placeOptions(this.schools)
  }

  get patterns() {
    return weightPatterns(this.schools)
  }

  /** The schools the filters leave, in the source's order. */
  get shown(): SanyiSchool[] {
    const q = this.query.trim()
    return this.schools.filter(
      (s) =>
        (q === '' || s.name.includes(q)) &&
        (this.place === '' || placeOf(s) === this.place) &&
        (this.nature === '' || s.nature === this.nature) &&
        (this.pattern === '' || weightKey(s.formula) === this.pattern),
    )
  }

  get filtered() {
    return this.query.trim() !== '' || this.place !== '' || this.nature !== '' || this.pattern !== ''
  }

  setQuery(value: string) {
    this.query = value
  }

  setPlace(value: string) {
    this.place = value
  }

  setNature(value: NatureFilter) {
    this.nature = value
  }

  /** A second click on the same combination clears it. */
  togglePattern(value: string) {
    this.pattern = this.pattern === value ? '' : value
  }

  resetFilters() {
    this.query = ''
    this.place = ''
    this.nature = ''
    this.pattern = ''
  }

  toggleOpen(school: string) {
    const next = new Set(this.open)
    if (next.has(school)) next.delete(school)
    else next.add(school)
    this.open = next
  }

  chooseForCalc(name: string) {
    const target = this.school(name)
    if (!target) return
    this.calc.rescale(this.calcTarget, target)
    this.calcSchool = name
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
      if (!added.ok) {
        this.deps.toast.show('error', added.error)
        return
      }
      this.chosen = new Set([...this.chosen, k])
      this.deps.toast.show('success', this.deps.translate('sanyi.added', { name: major ? `${school} · ${major}` : school }))
    })
  }

  /** Saves the calculator's grades, 校测 (as a share of the full mark) and 高考 score for 三位一体志愿参考. */
  async saveInputs() {
    const inputs = this.calc.inputs(this.calcTarget)
    if (!inputs) return
    this.saving = true
    const saved = await this.deps.saveSanyiInputs(inputs)
    runInAction(() => {
      this.saving = false
      if (saved.ok) this.deps.toast.show('success', this.deps.translate('sanyi.calc.saved'))
      else this.deps.toast.show('error', saved.error)
    })
  }
}

const key = (school: string, major: string | null) => `${school}\u0000${major ?? ''}`
