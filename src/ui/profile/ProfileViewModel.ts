import { makeAutoObservable, runInAction } from 'mobx'
import { chooseSubjects } from '@/core/domain/chooseSubjects'
import { compositeScore, ratioFor, type ScoreRatio } from '@/core/domain/compositeScore'
import { formHash } from '@/core/domain/formHash'
import { emptyProfileForm, type ProfileForm } from '@/core/domain/profileForm'
import { cultureScore, totalScore, type AddScoreType } from '@/core/domain/scores'
import { studentKind } from '@/core/domain/studentType'
import type { ElectiveKey, SubjectKey } from '@/core/domain/subjects'
import type { ProfileIssue } from '@/core/domain/validateProfile'
import { loadProfile } from '@/core/profile/loadProfile'
import { loadScoreRatios } from '@/core/profile/loadScoreRatios'
import { saveProfile } from '@/core/profile/saveProfile'
import type { EventBus } from '@/ports/EventBus'
import type { HttpApi } from '@/ports/HttpApi'
import type { Toast } from '@/ports/Toast'
import type { Student } from '@/ports/api/schemas'
import type { AppStore } from '../stores/AppStore'
import { PlaceLists } from './PlaceLists'

/** Spec §4 "AI form flow": the change hash is debounced 500 ms before it is compared with the saved one. */
export const HASH_DEBOUNCE_MS = 500

export interface ProfileDeps {
  api: HttpApi
  events: EventBus
  toast: Toast
  app: AppStore
  translate(key: string, params?: Record<string, unknown>): string
}

type TextField = 'name' | 'sex' | 'province' | 'city' | 'district' | 'highSchool' | 'artTypeName' | 'secondArtTypeName'
type NumberField = 'policyScore' | 'proScore' | 'secondProScore'

/** The complete-information / personal-info form: maps the profile use cases to display state. */
export class ProfileViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  loadError = ''
  form: ProfileForm = emptyProfileForm()
  savedHash = formHash(this.form)
  /** The hash of the form as of 500 ms after the last edit. */
  settledHash = this.savedHash
  ratios: ScoreRatio[] = []
  issue: ProfileIssue | null = null
  /** The chooser's own refusal ("At most 3 …", "Cannot be changed!"), shown beside the chooser. */
  subjectMessage = ''
  saving = false
  /** The record the server answered after the last save: its rankZs is the 位次. */
  saved: Student | null = null
  readonly places: PlaceLists
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly deps: ProfileDeps) {
    this.places = new PlaceLists(deps.api)
    makeAutoObservable<ProfileViewModel, 'deps' | 'timer'>(this, { deps: false, timer: false, places: false }, { autoBind: true })
  }

  get dirty() {
    return this.settledHash !== this.savedHash
  }

  get kind() {
    return studentKind(this.form.studentType)
  }

  get culture() {
    return cultureScore(this.form.scores, this.form.subjects)
  }

  get policyPoints() {
    return this.form.addScoreType ? Math.max(this.form.policyScore ?? 0, 0) : 0
  }

  get total() {
    return totalScore(this.form.scores, this.form.subjects, this.policyPoints)
  }

  get artTypes() {
    return this.ratios.filter((ratio) => ratio.kind === 'art').map((ratio) => ratio.type)
  }

  /** The 综合分 for the first (and second) professional score, from the served ratios. */
  composite(which: 'first' | 'second'): number | null {
    const kind = this.kind
    if (kind !== 'art' && kind !== 'sport') return null
    const type = which === 'first' ? this.form.artTypeName : this.form.secondArtTypeName
    const pro = which === 'first' ? this.form.proScore : this.form.secondProScore
    const ratio = ratioFor(this.ratios, kind, type)
    return ratio && typeof pro === 'number' && Number.isFinite(pro) ? compositeScore(this.culture, pro, ratio) : null
  }

  proMax(which: 'first' | 'second'): number | null {
    const kind = this.kind
    if (kind !== 'art' && kind !== 'sport') return null
    return ratioFor(this.ratios, kind, which === 'first' ? this.form.artTypeName : this.form.secondArtTypeName)?.proMax ?? null
  }

  messageFor(field: string): string {
    return this.issue && this.issue.field === field ? this.deps.translate(this.issue.key, this.issue.params) : ''
  }

  async load() {
    this.status = 'loading'
    const [profile, ratios] = await Promise.all([loadProfile(this.deps), loadScoreRatios(this.deps)])
    runInAction(() => {
      if (!profile.ok) {
        this.status = 'failed'
        this.loadError = profile.error
        return
      }
      this.form = profile.value.form
      this.savedHash = profile.value.savedHash
      this.settledHash = profile.value.savedHash
      this.ratios = ratios.ok ? ratios.value : []
      this.issue = null
      this.subjectMessage = ''
      this.saved = null
      this.status = 'ready'
    })
    void this.places.start(this.form)
  }

  setText(field: TextField, value: string) {
    if (field === 'province') this.form.province = value
    else this.form[field] = value === '' ? null : value
    if (field === 'city') void this.places.cityChanged(value)
    if (field === 'district') void this.places.districtChanged(value)
    this.edited(field)
  }

  setNumber(field: NumberField, text: string) {
    this.form[field] = parseScore(text)
    this.edited(field)
  }

  setScore(key: SubjectKey, text: string) {
    this.form.scores = { ...this.form.scores, [key]: parseScore(text) }
    this.edited(key)
  }

  setStudentType(type: number) {
    this.form.studentType = type
    this.edited('studentType')
  }

  setPolicyType(type: AddScoreType | null) {
    this.form.addScoreType = type
    if (type === null) this.form.policyScore = null
    this.edited('addScoreType')
  }

  toggleSubject(key: ElectiveKey) {
    const result = chooseSubjects(this.form.subjects, key, { disabled: this.saving })
    if (!result.ok) {
      this.subjectMessage = this.deps.translate(result.error, { max: result.max })
      return
    }
    this.form.subjects = result.value
    this.subjectMessage = ''
    this.edited('subject')
  }

  async save() {
    if (this.saving) return
    this.saving = true
    this.issue = null
    const result = await saveProfile(this.deps, this.form, this.ratios)
    runInAction(() => {
      this.saving = false
      if (!result.ok) {
        this.issue = result.error
        return
      }
      this.saved = result.value
      this.savedHash = formHash(this.form)
      this.settledHash = this.savedHash
      this.deps.toast.show('success', this.deps.translate('profile.saved'))
    })
    // isFill is now '1': the guard must see it, and the batch was reset to 0 by the save (spec §5).
    if (result.ok) await this.deps.app.refreshUser()
  }

  chooseBatch() {
    this.deps.events.emit('openChooseBatch', {})
  }

  private edited(field: string) {
    if (this.issue?.field === field || this.issue?.field === '') this.issue = null
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => runInAction(() => (this.settledHash = formHash(this.form))), HASH_DEBOUNCE_MS)
  }
}

/** An empty input is "not entered" (null); anything else is a number, possibly NaN, for the rules to judge. */
export function parseScore(text: string): number | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : Number(trimmed)
}
