import { makeAutoObservable, runInAction } from 'mobx'
import { compositeOf, type Composite } from '@/core/domain/sanyi/composite'
import { isOpenTo } from '@/core/domain/sanyi/eligibleMajors'
import type { loadSanyiCatalogue } from '@/core/sanyi/loadSanyiCatalogue'
import type { deleteSanyiChoice, editSanyiChoice, loadSanyiChoices, moveSanyiChoice } from '@/core/sanyi/sanyiChoices'
import type { loadSanyiInputs, SavedSanyiInputs } from '@/core/sanyi/sanyiInputs'
import type { UseCase } from '@/core/useCase'
import { parseSubjectKeys, subjectNames } from '@/core/domain/subjects'
import type { Toast } from '@/ports/Toast'
import type { SanyiCatalogue, SanyiChoice, SanyiMajor, SanyiSchool } from '@/ports/api/sanyi'

export interface SanyiMineDeps {
  loadSanyiChoices: UseCase<typeof loadSanyiChoices>
  loadSanyiCatalogue: UseCase<typeof loadSanyiCatalogue>
  loadSanyiInputs: UseCase<typeof loadSanyiInputs>
  editSanyiChoice: UseCase<typeof editSanyiChoice>
  deleteSanyiChoice: UseCase<typeof deleteSanyiChoice>
  moveSanyiChoice: UseCase<typeof moveSanyiChoice>
  /** The signed-in student's 选考 subjects as the profile stores them ("physics,chemistry,biology"). */
  subjects: () => string | null | undefined
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
}

export interface MineRow {
  choice: SanyiChoice
  /** null: the school is no longer in the 三位一体 data. */
  school: SanyiSchool | null
  /** The chosen major as the data has it; null for a school-only entry or a major no longer listed. */
  major: SanyiMajor | null
  /** The major is open to the student's subjects (null: no major, or no subjects to judge by). */
  eligible: boolean | null
  composite: Composite | null
}

/** 我的意向志愿: the student's 三位一体 schools and majors in their order, with notes and their 综合成绩. */
export class SanyiMineViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  error = ''
  choices: SanyiChoice[] = []
  catalogue: SanyiCatalogue | null = null
  inputs: SavedSanyiInputs | null = null
  /** Notes being edited, by item id. */
  drafts = new Map<number, string>()
  busy: number | null = null

  constructor(private readonly deps: SanyiMineDeps) {
    makeAutoObservable<SanyiMineViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  async start() {
    this.status = 'loading'
    const [choices, catalogue, inputs] = await Promise.all([this.deps.loadSanyiChoices(), this.deps.loadSanyiCatalogue(), this.deps.loadSanyiInputs()])
    runInAction(() => {
      if (!choices.ok || !catalogue.ok) {
        this.status = 'failed'
        this.error = !choices.ok ? choices.error : catalogue.ok ? '' : catalogue.error
        return
      }
      this.choices = choices.value
      this.catalogue = catalogue.value
      this.inputs = inputs.ok ? inputs.value : null
      this.drafts = new Map()
      this.status = 'ready'
    })
  }

  get subjects(): string[] {
    return subjectNames(parseSubjectKeys(this.deps.subjects()))
  }

  get rows(): MineRow[] {
    const schools = this.catalogue?.schools ?? []
    const majors = this.catalogue?.majors ?? []
    const saved = this.inputs?.inputs ?? null
    const gaokao = saved?.gaokao ?? this.inputs?.profileGaokao ?? null
    return this.choices.map((choice) => {
      const school = schools.find((s) => s.name === choice.school) ?? null
      const major = choice.major === null ? null : (majors.find((m) => m.school === choice.school && m.name === choice.major) ?? null)
      const f = school?.formula
      const composite =
        f && saved && gaokao !== null
          ? compositeOf(f, { grades: saved.grades, test: (saved.testPercent / 100) * f.testFull, gaokao: Math.min(gaokao, f.gaokaoFull) })
          : null
      const eligible = major && this.subjects.length ? isOpenTo(major, this.subjects, school?.source.year ?? 2026) : null
      return { choice, school, major, eligible, composite }
    })
  }

  get hasInputs() {
    return this.inputs?.inputs != null
  }

  draftOf(id: number): string {
    return this.drafts.get(id) ?? this.choices.find((c) => c.id === id)?.note ?? ''
  }

  setDraft(id: number, text: string) {
    const next = new Map(this.drafts)
    next.set(id, text)
    this.drafts = next
  }

  isDirty(id: number) {
    const draft = this.drafts.get(id)
    return draft !== undefined && draft !== (this.choices.find((c) => c.id === id)?.note ?? '')
  }

  async saveNote(id: number) {
    const note = this.draftOf(id).trim()
    this.busy = id
    const saved = await this.deps.editSanyiChoice(id, note)
    runInAction(() => {
      this.busy = null
      if (!saved.ok) return this.deps.toast.show('error', saved.error)
      this.choices = this.choices.map((c) => (c.id === id ? { ...c, note } : c))
      const next = new Map(this.drafts)
      next.delete(id)
      this.drafts = next
      this.deps.toast.show('success', this.deps.translate('sanyi.mine.noteSaved'))
    })
  }

  async move(id: number, step: -1 | 1) {
    this.busy = id
    const moved = await this.deps.moveSanyiChoice(
      this.choices.map((c) => c.id),
      id,
      step,
    )
    runInAction(() => {
      this.busy = null
      if (!moved.ok) return this.deps.toast.show('error', this.deps.translate(moved.error))
      const byId = new Map(this.choices.map((c) => [c.id, c]))
      this.choices = moved.value.flatMap((i) => byId.get(i) ?? [])
    })
  }

  async remove(id: number) {
    this.busy = id
    const removed = await this.deps.deleteSanyiChoice(id)
    runInAction(() => {
      this.busy = null
      if (!removed.ok) return this.deps.toast.show('error', removed.error)
      this.choices = this.choices.filter((c) => c.id !== id)
    })
  }
}
