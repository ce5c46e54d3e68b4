import { makeAutoObservable, runInAction } from 'mobx'
import { profileFormOf, type StudentRecordLike } from '@/core/domain/profileForm'
import { totalScore } from '@/core/domain/scores'
import { BASIC_KEYS, type SubjectKey } from '@/core/domain/subjects'
import type { loadScoreRatios } from '@/core/profile/loadScoreRatios'
import type { UseCase } from '@/core/useCase'
import { ProfileDraft, type ProfileDraftDeps } from '../profile/ProfileDraft'

export interface AiScoresDeps extends ProfileDraftDeps {
  loadScoreRatios: UseCase<typeof loadScoreRatios>
}

/**
 * The AI page's own copy of the student's scores. It is filled from the record, a
 * change hash (debounced 500 ms) tells it has unsaved edits, and saving posts the scores through the very
 * profile use case (saveProfile: the shared rules, then the saveScoresPayload body) — all of which the draft does.
 */
export class AiScoresForm {
  readonly draft: ProfileDraft

  constructor(private readonly deps: AiScoresDeps) {
    this.draft = new ProfileDraft(deps)
    makeAutoObservable<AiScoresForm, 'deps'>(this, { deps: false, draft: false }, { autoBind: true })
  }

  /** 语数外 and the record's 选考 subjects (the choice itself is made on the profile page). */
  get keys(): SubjectKey[] {
    return [...BASIC_KEYS, ...this.draft.form.subjects]
  }

  get total() {
    const form = this.draft.form
    return totalScore(form.scores, form.subjects, form.addScoreType ? Math.max(form.policyScore ?? 0, 0) : 0)
  }

  /** Takes the saved record; unsaved edits are kept when the record is merely reloaded. */
  fill(record: StudentRecordLike | null | undefined) {
    if (this.draft.changed) return
    this.draft.reset(profileFormOf(record))
  }

  async loadRatios() {
    const ratios = await this.deps.loadScoreRatios()
    runInAction(() => (this.draft.ratios = ratios.ok ? ratios.value : []))
  }
}
