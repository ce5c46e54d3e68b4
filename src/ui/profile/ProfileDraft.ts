import { makeAutoObservable, runInAction } from 'mobx'
import type { ScoreRatio } from '@/core/domain/compositeScore'
import { formHash } from '@/core/domain/formHash'
import { paramWords } from '@/core/domain/paramWords'
import { emptyProfileForm, type ProfileForm } from '@/core/domain/profileForm'
import type { SubjectKey } from '@/core/domain/subjects'
import type { ProfileIssue } from '@/core/domain/validateProfile'
import type { saveProfile } from '@/core/profile/saveProfile'
import type { UseCase } from '@/core/useCase'
import type { StudentRecord } from '@/core/session/studentRecord'
import type { Timer } from '@/ports/Timer'

/** The change hash is debounced 500 ms before it is compared with the saved one. */
export const HASH_DEBOUNCE_MS = 500

export interface ProfileDraftDeps {
  saveProfile: UseCase<typeof saveProfile>
  timer: Timer
  translate(key: string, params?: Record<string, unknown>): string
}

/**
 * A profile form being edited: the change hash (debounced 500 ms) tells of unsaved edits, the issue the
 * rules or the server found is shown beside its field, and saving goes through saveProfile. Used by the
 * profile page and by the AI page's score card.
 */
export class ProfileDraft {
  form: ProfileForm = emptyProfileForm()
  savedHash = formHash(this.form)
  /** The hash of the form as of 500 ms after the last edit. */
  settledHash = this.savedHash
  ratios: ScoreRatio[] = []
  issue: ProfileIssue | null = null
  saving = false
  private stopSettling: (() => void) | null = null

  constructor(private readonly deps: ProfileDraftDeps) {
    makeAutoObservable<ProfileDraft, 'deps' | 'stopSettling'>(this, { deps: false, stopSettling: false }, { autoBind: true })
  }

  get dirty() {
    return this.settledHash !== this.savedHash
  }

  /** Whether the current values differ from the saved ones right now (a save button does not wait for the debounce). */
  get changed() {
    return formHash(this.form) !== this.savedHash
  }

  /** The current issue in the reader's words (a subject named in their language); empty without one. */
  get issueMessage(): string {
    const issue = this.issue
    return issue
      ? this.deps.translate(
          issue.key,
          paramWords(issue.params, (key) => this.deps.translate(key)),
        )
      : ''
  }

  messageFor(field: string): string {
    return this.issue && this.issue.field === field ? this.issueMessage : ''
  }

  /** Starts again from a saved form: nothing unsaved, no issue. */
  reset(form: ProfileForm, savedHash = formHash(form)) {
    this.form = form
    this.savedHash = savedHash
    this.settledHash = savedHash
    this.issue = null
  }

  setScore(key: SubjectKey, text: string) {
    this.form.scores = { ...this.form.scores, [key]: parseScore(text) }
    this.edited(key)
  }

  /** Clears the issue the edit answers and settles the hash 500 ms after the last edit. */
  edited(field: string) {
    if (this.issue?.field === field || this.issue?.field === '') this.issue = null
    this.stopSettling?.()
    this.stopSettling = this.deps.timer.after(HASH_DEBOUNCE_MS, () => runInAction(() => (this.settledHash = formHash(this.form))))
  }

  /** Posts the form; the saved record, or null (with the issue shown beside its field) when refused or already saving. */
  async save(): Promise<StudentRecord | null> {
    if (this.saving) return null
    this.saving = true
    this.issue = null
    const result = await this.deps.saveProfile(this.form, this.ratios)
    runInAction(() => {
      this.saving = false
      if (!result.ok) {
        this.issue = result.error
        return
      }
      this.savedHash = formHash(this.form)
      this.settledHash = this.savedHash
    })
    return result.ok ? result.value : null
  }
}

/** An empty input is "not entered" (null); anything else is a number, possibly NaN, for the rules to judge. */
export function parseScore(text: string): number | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : Number(trimmed)
}
