import { makeAutoObservable, runInAction } from 'mobx'
import { chooseSubjects } from '@/core/domain/chooseSubjects'
import { compositeScore, ratioFor } from '@/core/domain/compositeScore'
import { formHash } from '@/core/domain/formHash'
import { cultureScore, totalScore, type AddScoreType } from '@/core/domain/scores'
import { studentKind } from '@/core/domain/studentType'
import type { ElectiveKey } from '@/core/domain/subjects'
import type { loadProfile } from '@/core/profile/loadProfile'
import type { loadScoreRatios } from '@/core/profile/loadScoreRatios'
import type { UseCase } from '@/core/useCase'
import type { EventBus } from '@/ports/EventBus'
import type { Toast } from '@/ports/Toast'
import type { StudentRecord } from '@/core/session/studentRecord'
import type { AppStore } from '../stores/AppStore'
import { PlaceLists, type PlaceListsDeps } from './PlaceLists'
import { parseScore, ProfileDraft, type ProfileDraftDeps } from './ProfileDraft'

export interface ProfileDeps extends ProfileDraftDeps, PlaceListsDeps {
  loadProfile: UseCase<typeof loadProfile>
  loadScoreRatios: UseCase<typeof loadScoreRatios>
  events: EventBus
  toast: Toast
  app: AppStore
}

type TextField = 'name' | 'sex' | 'province' | 'city' | 'district' | 'highSchool' | 'artTypeName' | 'secondArtTypeName'
type NumberField = 'policyScore' | 'proScore' | 'secondProScore'

/** The complete-information / personal-info form: maps the profile use cases to display state. */
export class ProfileViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading'
  loadError = ''
  /**
   * The chooser's own refusal ("At most 3 …", "Cannot be changed!") with the form it answered. It answered one
   * click: the form beside it stayed valid, so once the family goes on (any edit, a save) it no longer shows.
   */
  private refusal: { message: string; hash: string } | null = null
  /** The record the server answered after the last save, with its 位次. */
  saved: StudentRecord | null = null
  readonly draft: ProfileDraft
  readonly places: PlaceLists

  constructor(private readonly deps: ProfileDeps) {
    this.draft = new ProfileDraft(deps)
    this.places = new PlaceLists(deps)
    makeAutoObservable<ProfileViewModel, 'deps' | 'refusal'>(this, { deps: false, refusal: true, draft: false, places: false }, { autoBind: true })
  }

  /** The refusal beside the chooser while the form it answered stands unchanged; empty otherwise. */
  get subjectMessage(): string {
    return this.refusal && formHash(this.form) === this.refusal.hash ? this.refusal.message : ''
  }

  get form() {
    return this.draft.form
  }

  get dirty() {
    return this.draft.dirty
  }

  get saving() {
    return this.draft.saving
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
    return this.draft.ratios.filter((ratio) => ratio.kind === 'art').map((ratio) => ratio.type)
  }

  /** The 综合分 for the first (and second) professional score, from the served ratios. */
  composite(which: 'first' | 'second'): number | null {
    const kind = this.kind
    if (kind !== 'art' && kind !== 'sport') return null
    const type = which === 'first' ? this.form.artTypeName : this.form.secondArtTypeName
    const pro = which === 'first' ? this.form.proScore : this.form.secondProScore
    const ratio = ratioFor(this.draft.ratios, kind, type)
    return ratio && typeof pro === 'number' && Number.isFinite(pro) ? compositeScore(this.culture, pro, ratio) : null
  }

  proMax(which: 'first' | 'second'): number | null {
    const kind = this.kind
    if (kind !== 'art' && kind !== 'sport') return null
    return ratioFor(this.draft.ratios, kind, which === 'first' ? this.form.artTypeName : this.form.secondArtTypeName)?.proMax ?? null
  }

  messageFor(field: string): string {
    return this.draft.messageFor(field)
  }

  async load() {
    this.status = 'loading'
    const [profile, ratios] = await Promise.all([this.deps.loadProfile(), this.deps.loadScoreRatios()])
    runInAction(() => {
      if (!profile.ok) {
        this.status = 'failed'
        this.loadError = profile.error
        return
      }
      this.draft.reset(profile.value.form, profile.value.savedHash)
      this.draft.ratios = ratios.ok ? ratios.value : []
      this.refusal = null
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
    this.draft.edited(field)
  }

  setNumber(field: NumberField, text: string) {
    this.form[field] = parseScore(text)
    this.draft.edited(field)
  }

  setStudentType(type: number) {
    this.form.studentType = type
    this.draft.edited('studentType')
  }

  setPolicyType(type: AddScoreType | null) {
    this.form.addScoreType = type
    if (type === null) this.form.policyScore = null
    this.draft.edited('addScoreType')
  }

  toggleSubject(key: ElectiveKey) {
    const result = chooseSubjects(this.form.subjects, key, { disabled: this.saving })
    if (!result.ok) {
      this.refusal = { message: this.deps.translate(result.error, { max: result.max }), hash: formHash(this.form) }
      return
    }
    this.form.subjects = result.value
    this.refusal = null
    this.draft.edited('subject')
  }

  async save() {
    this.refusal = null
    const saved = await this.draft.save()
    if (!saved) return
    // The record is now complete: the guard must see it, and the batch was reset to 0 by the save. The
    // summary (and its links onward) appears only after, or a quick click on to another page would meet
    // the guard's old "not filled" user and be sent back here.
    await this.deps.app.refreshUser()
    runInAction(() => {
      this.saved = saved
      this.deps.toast.show('success', this.deps.translate('profile.saved'))
    })
  }

  chooseBatch() {
    this.deps.events.emit('openChooseBatch', {})
  }
}
