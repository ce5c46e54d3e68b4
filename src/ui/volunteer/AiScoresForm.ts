import { makeAutoObservable, runInAction } from 'mobx'
import { formHash } from '@/core/domain/formHash'
import { emptyProfileForm, profileFormOf, type ProfileForm, type StudentRecordLike } from '@/core/domain/profileForm'
import { totalScore } from '@/core/domain/scores'
import { BASIC_KEYS, type SubjectKey } from '@/core/domain/subjects'
import type { ScoreRatio } from '@/core/domain/compositeScore'
import type { ProfileIssue } from '@/core/domain/validateProfile'
import { loadScoreRatios } from '@/core/profile/loadScoreRatios'
import { saveProfile } from '@/core/profile/saveProfile'
import type { HttpApi } from '@/ports/HttpApi'
import { HASH_DEBOUNCE_MS, parseScore } from '../profile/ProfileViewModel'

/**
 * Spec §4 "AI form flow": the AI page's own copy of the student's scores. It is filled from the record, a
 * change hash (debounced 500 ms) tells it has unsaved edits, and saving posts the scores through the very
 * profile use case (saveProfile: the shared rules, then the spec §5 payload).
 */
export class AiScoresForm {
  form: ProfileForm = emptyProfileForm()
  savedHash = formHash(this.form)
  settledHash = this.savedHash
  ratios: ScoreRatio[] = []
  issue: ProfileIssue | null = null
  saving = false
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly deps: { api: HttpApi; translate: (key: string, params?: Record<string, unknown>) => string }) {
    makeAutoObservable<AiScoresForm, 'deps' | 'timer'>(this, { deps: false, timer: false }, { autoBind: true })
  }

  /** 语数外 and the record's 选考 subjects (the choice itself is made on the profile page). */
  get keys(): SubjectKey[] {
    return [...BASIC_KEYS, ...this.form.subjects]
  }

  get dirty() {
    return this.settledHash !== this.savedHash
  }

  /** Whether the current values differ from the saved ones right now (the save button does not wait for the debounce). */
  get changed() {
    return formHash(this.form) !== this.savedHash
  }

  get total() {
    return totalScore(this.form.scores, this.form.subjects, this.form.addScoreType ? Math.max(this.form.policyScore ?? 0, 0) : 0)
  }

  /** Takes the saved record; unsaved edits are kept when the record is merely reloaded. */
  fill(record: StudentRecordLike | null | undefined) {
    if (this.changed) return
    this.form = profileFormOf(record)
    this.savedHash = formHash(this.form)
    this.settledHash = this.savedHash
    this.issue = null
  }

  async loadRatios() {
    const ratios = await loadScoreRatios(this.deps)
    runInAction(() => (this.ratios = ratios.ok ? ratios.value : []))
  }

  setScore(key: SubjectKey, text: string) {
    this.form.scores = { ...this.form.scores, [key]: parseScore(text) }
    if (this.issue?.field === key || this.issue?.field === '') this.issue = null
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => runInAction(() => (this.settledHash = formHash(this.form))), HASH_DEBOUNCE_MS)
  }

  messageFor(field: string): string {
    return this.issue && this.issue.field === field ? this.deps.translate(this.issue.key, this.issue.params) : ''
  }

  /** Posts the scores; false (with the issue shown beside its field) when the rules or the server refuse. */
  async save(): Promise<boolean> {
    if (this.saving) return false
    this.saving = true
    this.issue = null
    const result = await saveProfile(this.deps, this.form, this.ratios)
    runInAction(() => {
      this.saving = false
      if (!result.ok) {
        this.issue = result.error
        return
      }
      this.savedHash = formHash(this.form)
      this.settledHash = this.savedHash
    })
    return result.ok
  }
}
