import { makeAutoObservable, runInAction } from 'mobx'
import type { Navigator } from '@/ports/Navigator'
import type { Toast } from '@/ports/Toast'
import type { PlanStatus } from '@/ports/api/plan'
import type { SessionUser } from '@/core/session/sessionUser'
import { clampTargetCount, encodeTargetMajors, type TargetMajor } from '@/core/domain/aiTarget'
import { parseSubjectKeys, type ElectiveKey } from '@/core/domain/subjects'
import { paths } from '@/core/navigation/routeTable'
import { filterCatalogue, type loadMajorCatalog, type MajorTree } from '@/core/school/loadMajorCatalog'
import type { UseCase } from '@/core/useCase'
import type { generateAiList } from '@/core/volunteer/generateAiList'
import type { loadAiForm, loadPlanStatus } from '@/core/volunteer/loadAiForm'
import type { AiTargetWire, saveAiTarget } from '@/core/volunteer/saveAiTarget'
import { AiScoresForm, type AiScoresDeps } from './AiScoresForm'
import { ListPrefsForm } from './ListPrefsForm'
import type { VolunteerListViewModel } from './VolunteerListViewModel'

export const DEFAULT_MAJOR_NUM = 5

/** A 专业类 of the catalogue has a 4-digit code (e.g. 0809 计算机类); a major has a 6-digit one. */
export const isMajorClass = (m: { code?: string }) => /^\d{4}$/.test(m.code ?? '')

export interface AiFormDeps extends AiScoresDeps {
  loadAiForm: UseCase<typeof loadAiForm>
  loadPlanStatus: UseCase<typeof loadPlanStatus>
  loadMajorCatalog: UseCase<typeof loadMajorCatalog>
  saveAiTarget: UseCase<typeof saveAiTarget>
  generateAiList: UseCase<typeof generateAiList>
  toast: Toast
  navigator: Navigator
  translate: (key: string, params?: Record<string, unknown>) => string
  list: VolunteerListViewModel
  user: () => SessionUser | null
  /** Reloads the signed-in user after the scores were saved (the record and its 位次 changed). */
  refreshUser?: () => Promise<void>
  /** Opens the batch chooser: saving scores resets the batch, and a 一段 student below the line is led to 第二段. */
  chooseBatch?: () => void
  /** Subscribes to batch changes (the plan status depends on the segment); returns the unsubscribe. */
  onBatchChange?: (listener: () => void) => () => void
}

/**
 * The AI volunteer form: the student record (read from the signed-in user), the target majors and 专业类
 * chosen from the catalogue with a count each, and the family's preferences (ListPrefsForm). It also shows
 * what the plan holds for the student (planTest). 生成志愿 saves the target first, then asks the server for
 * the list (join/ai) and opens the result.
 */
export class AiVolunteerViewModel {
  majors: TargetMajor[] = []
  catalogue: MajorTree = []
  catalogueQuery = ''
  status: PlanStatus | null = null
  loading = false
  saving = false
  generating = false
  error = ''
  needService: number | null = null
  readonly scores: AiScoresForm
  readonly prefs = new ListPrefsForm()

  constructor(private readonly deps: AiFormDeps) {
    this.scores = new AiScoresForm(deps)
    makeAutoObservable<AiVolunteerViewModel, 'deps'>(this, { deps: false, scores: false, prefs: false }, { autoBind: true })
    deps.onBatchChange?.(() => void this.reloadStatus())
  }

  get student() {
    return this.deps.user()?.student ?? null
  }

  /** The chosen batch's name, as the profile page reads it (batchId 0 means none chosen yet). */
  get batchName(): string | null {
    const s = this.student
    return s && (s.batchId ?? 0) > 0 ? (s.batchName ?? null) : null
  }

  /** The 选考 subjects as the record stores them (keys such as 'physics'); the page words them. */
  get subjects(): ElectiveKey[] {
    return parseSubjectKeys(this.student?.subject)
  }

  get catalogueMatches() {
    return filterCatalogue(this.catalogue, this.catalogueQuery)
  }

  get totalWanted() {
    return this.majors.reduce((sum, m) => sum + m.num, 0)
  }

  /** A 一段 student whose total is below the 一段 line: the list would be empty, 第二段 is where they can apply. */
  get belowFirstLine() {
    return this.status?.segment === '一段' && this.status.belowFirstLine === true
  }

  /** A 二段 student: no past cutoffs, so no probabilities; the list is ordered by preferences. */
  get withoutHistory() {
    return this.status?.segment === '二段' && !this.status.segmentHasHistory
  }

  async load() {
    this.loading = true
    this.error = ''
    this.scores.fill(this.student)
    void this.scores.loadRatios()
    const catalogue = this.deps.loadMajorCatalog()
    const form = await this.deps.loadAiForm()
    runInAction(() => {
      this.needService = form.ok ? null : form.error.serviceType
      this.error = form.ok || form.error.serviceType ? '' : form.error.message
      if (!form.ok) return
      this.majors = form.value.majors
      this.status = form.value.status
      this.prefs.apply(form.value)
    })
    const c = await catalogue
    runInAction(() => {
      if (c.ok) this.catalogue = c.value
      this.loading = false
    })
  }

  async reloadStatus() {
    const status = await this.deps.loadPlanStatus()
    runInAction(() => (this.status = status.ok ? status.value : this.status))
  }

  chooseBatch() {
    this.deps.chooseBatch?.()
  }

  setCatalogueQuery(q: string) {
    this.catalogueQuery = q
  }

  /** A major (6-digit code) or a whole 专业类 (4-digit code), with the default count. */
  addMajor(major: { name: string; code: string }) {
    if (this.majors.some((m) => m.name === major.name)) return
    this.majors.push({ name: major.name, code: major.code, num: DEFAULT_MAJOR_NUM })
  }

  removeMajor(name: string) {
    this.majors = this.majors.filter((m) => m.name !== name)
  }

  toggleMajor(major: { name: string; code: string }) {
    if (this.majors.some((m) => m.name === major.name)) this.removeMajor(major.name)
    else this.addMajor(major)
  }

  setNum(name: string, num: number) {
    const m = this.majors.find((x) => x.name === name)
    if (m && Number.isFinite(num)) m.num = clampTargetCount(num)
  }

  /** The target as the contract wants it: comma-joined names, the JSON list with a count per item, places, budget and preferences. */
  get target(): AiTargetWire {
    return { ...encodeTargetMajors(this.majors), ...this.prefs.wire }
  }

  async save(): Promise<boolean> {
    this.saving = true
    const result = await this.deps.saveAiTarget(this.target)
    runInAction(() => (this.saving = false))
    if (!result.ok) this.deps.toast.show('warning', this.deps.translate(result.error))
    return result.ok
  }

  /** 保存: posts the scores when they were edited, then the target. */
  async saveAndTell() {
    const scoresEdited = this.scores.draft.changed
    if (scoresEdited) {
      if (!(await this.scores.draft.save())) {
        const reason = this.scores.draft.issueMessage
        if (reason) this.deps.toast.show('warning', this.deps.translate('vol.ai.scoresInvalid', { reason }))
        return
      }
      await this.deps.refreshUser?.()
      this.scores.fill(this.student)
    }
    if (!(await this.save())) return
    this.deps.toast.show('success', this.deps.translate(scoresEdited ? 'vol.ai.scoresSaved' : 'vol.ai.saved'))
    // The saved scores reset the batch (batchId 0): the student picks it again right away.
    if (scoresEdited) this.deps.chooseBatch?.()
  }

  /** Saves the target, then join/ai (generateAiList); the list view model takes the result. */
  async generate() {
    if (this.generating) return
    // A list built on scores the server has not got would not be the student's: save them first.
    if (this.scores.draft.changed) {
      this.deps.toast.show('warning', this.deps.translate('vol.ai.saveScoresFirst'))
      return
    }
    this.generating = true
    const result = await this.deps.generateAiList(this.target)
    runInAction(() => (this.generating = false))
    if (!result.ok) {
      // A 46xx refusal names the service to buy: the page shows the access prompt instead of a toast.
      if (result.error.serviceType) runInAction(() => (this.needService = result.error.serviceType))
      else this.deps.toast.show('warning', this.deps.translate(result.error.message))
      return
    }
    this.deps.list.setAiResult(result.value)
    this.deps.toast.show('success', this.deps.translate('vol.ai.generated', { n: result.value.rows.length }))
    this.deps.navigator.go(paths.aiResult())
  }
}
