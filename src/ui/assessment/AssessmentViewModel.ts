import { makeAutoObservable, runInAction } from 'mobx'
import type { addClassesToTarget, ClassToAdd } from '@/core/assessment/addClassesToTarget'
import type { loadAssessment } from '@/core/assessment/loadAssessment'
import type { reuseAssessment, submitAssessment } from '@/core/assessment/submitAssessment'
import { INVENTORY, INVENTORY_SIZE } from '@/core/domain/assessment/inventory'
import type { UseCase } from '@/core/useCase'
import type { AssessmentKind, AssessmentResult, CategoryFit } from '@/ports/api/assessment'

export interface AssessmentDeps {
  loadAssessment: UseCase<typeof loadAssessment>
  submitAssessment: UseCase<typeof submitAssessment>
  reuseAssessment: UseCase<typeof reuseAssessment>
  addClassesToTarget: UseCase<typeof addClassesToTarget>
  /** Reloads the signed-in user, whose test flags a saved result changes. */
  refreshUser: () => Promise<void>
}

/** Items per questionnaire page: six pages, each with every type at least once. */
export const PAGE_SIZE = 8
export const PAGES = Math.ceil(INVENTORY_SIZE / PAGE_SIZE)
/** The best-fitting classes offered (pre-ticked) for the AI form's wanted majors. */
export const PRESELECTED = 3

type Phase = 'loading' | 'intro' | 'answering' | 'result' | 'error'

/**
 * One interest test (专业选择测试 or 选科测评): the saved result on a visit, else the introduction; the
 * questionnaire page by page; the result; and handing the best-fitting 专业类 to the AI form, confirmed.
 */
export class AssessmentViewModel {
  phase: Phase = 'loading'
  /** Whose result is shown: a different signed-in student loads afresh. */
  userId: number | null = null
  result: AssessmentResult | null = null
  otherTakenAt: number | null = null
  loadError = ''
  answers: Array<number | null> = Array<number | null>(INVENTORY_SIZE).fill(null)
  page = 0
  /** Set when 下一页 or 提交 finds unanswered items on the page. */
  pageHint = false
  submitting = false
  submitError = ''
  /** 专业类 codes ticked for the AI form. */
  picked: string[] = []
  confirmOpen = false
  adding = false
  addError = ''
  /** The service to buy when the AI form refused (46xx), else null. */
  needService: number | null = null
  added: { added: string[]; already: string[] } | null = null

  constructor(
    readonly kind: AssessmentKind,
    private readonly deps: AssessmentDeps,
  ) {
    makeAutoObservable<AssessmentViewModel, 'deps'>(this, { deps: false, kind: false }, { autoBind: true })
  }

  get pageItems() {
    return INVENTORY.slice(this.page * PAGE_SIZE, (this.page + 1) * PAGE_SIZE).map((item, i) => ({ ...item, index: this.page * PAGE_SIZE + i }))
  }

  get answeredCount() {
    return this.answers.filter((a) => a !== null).length
  }

  get pageComplete() {
    return this.pageItems.every((item) => this.answers[item.index] !== null)
  }

  get firstUnansweredOnPage(): number | null {
    return this.pageItems.find((item) => this.answers[item.index] === null)?.index ?? null
  }

  get isLastPage() {
    return this.page === PAGES - 1
  }

  /** The classes ticked for the AI form, in the result's order. */
  get pickedClasses(): CategoryFit[] {
    return (this.result?.categories ?? []).filter((c) => this.picked.includes(c.classCode))
  }

  /**
   * The student's saved result (or the introduction). A revisit shows the result at once and refreshes it
   * quietly, so a change of subjects in the profile shows; a questionnaire in progress is left alone.
   */
  async load(userId: number) {
    if (userId === this.userId && this.phase === 'answering') return
    if (userId !== this.userId) this.reset()
    const quiet = userId === this.userId && this.phase === 'result'
    this.userId = userId
    if (!quiet) {
      this.phase = 'loading'
      this.loadError = ''
    }
    const r = await this.deps.loadAssessment(this.kind)
    runInAction(() => {
      if (userId !== this.userId || (quiet && this.phase !== 'result')) return
      if (!r.ok) {
        if (quiet) return
        this.loadError = r.error
        this.phase = 'error'
        return
      }
      this.otherTakenAt = r.value.otherTakenAt
      if (quiet && r.value.result) this.result = r.value.result
      else this.show(r.value.result)
    })
  }

  start() {
    this.answers = Array<number | null>(INVENTORY_SIZE).fill(null)
    this.page = 0
    this.pageHint = false
    this.submitError = ''
    this.phase = 'answering'
  }

  /** 重新测评: a fresh sheet; the saved result stays until the new one is submitted. */
  retake() {
    this.start()
  }

  /** Back from the questionnaire to the saved result (or the introduction). */
  cancel() {
    this.phase = this.result ? 'result' : 'intro'
  }

  answer(index: number, value: number) {
    this.answers[index] = value
    if (this.pageComplete) this.pageHint = false
  }

  next() {
    if (!this.pageComplete) {
      this.pageHint = true
      return false
    }
    this.pageHint = false
    if (!this.isLastPage) this.page++
    return true
  }

  previous() {
    this.pageHint = false
    if (this.page > 0) this.page--
  }

  async submit() {
    if (!this.next() || this.submitting) return
    this.submitting = true
    this.submitError = ''
    const r = await this.deps.submitAssessment(this.kind, this.answers)
    runInAction(() => {
      this.submitting = false
      if (r.ok) this.show(r.value)
      else this.submitError = r.error
    })
    if (r.ok) await this.deps.refreshUser()
  }

  /** Uses the other test's answers (the same questionnaire) without answering again. */
  async reuse() {
    if (this.submitting) return
    this.submitting = true
    this.submitError = ''
    const r = await this.deps.reuseAssessment(this.kind)
    runInAction(() => {
      this.submitting = false
      if (r.ok) this.show(r.value)
      else this.submitError = r.error
    })
    if (r.ok) await this.deps.refreshUser()
  }

  togglePick(classCode: string) {
    this.picked = this.picked.includes(classCode) ? this.picked.filter((c) => c !== classCode) : [...this.picked, classCode]
    this.added = null
  }

  openConfirm() {
    if (this.picked.length === 0) return
    this.addError = ''
    this.needService = null
    this.confirmOpen = true
  }

  closeConfirm() {
    if (!this.adding) this.confirmOpen = false
  }

  /**
   * The page is left. The view model outlives the page, but a confirmation belongs to the visit that asked
   * for it: coming back must not find the dialog open again (issue 37).
   */
  leave() {
    this.confirmOpen = false
    this.addError = ''
    this.needService = null
  }

  async confirmAdd() {
    if (this.adding || this.picked.length === 0) return
    this.adding = true
    this.addError = ''
    this.needService = null
    const classes: ClassToAdd[] = this.pickedClasses.map((c) => ({ code: c.classCode, name: c.className }))
    const r = await this.deps.addClassesToTarget(classes)
    runInAction(() => {
      this.adding = false
      if (r.ok) {
        this.added = r.value
        this.confirmOpen = false
      } else {
        this.addError = r.error.message
        this.needService = r.error.serviceType
      }
    })
  }

  private show(result: AssessmentResult | null) {
    this.result = result
    this.phase = result ? 'result' : 'intro'
    this.added = null
    const offered = result ? (this.kind === 'subjects' ? result.matchedClasses : result.categories.filter((c) => c.programmes > 0).map((c) => c.classCode)) : []
    this.picked = offered.slice(0, PRESELECTED)
  }

  private reset() {
    this.result = null
    this.otherTakenAt = null
    this.answers = Array<number | null>(INVENTORY_SIZE).fill(null)
    this.page = 0
    this.picked = []
    this.added = null
    this.confirmOpen = false
  }
}
