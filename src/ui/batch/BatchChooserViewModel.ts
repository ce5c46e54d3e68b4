import { makeAutoObservable, runInAction } from 'mobx'
import { changeBatch } from '@/core/batch/changeBatch'
import { loadBatchChoices, type BatchChoices } from '@/core/batch/loadBatchChoices'
import type { BatchChoice } from '@/core/domain/batchChange'
import type { EventBus } from '@/ports/EventBus'
import type { HttpApi } from '@/ports/HttpApi'
import type { Navigator } from '@/ports/Navigator'
import type { Toast } from '@/ports/Toast'
import type { AppStore } from '../stores/AppStore'

export interface BatchChooserDeps {
  api: HttpApi
  events: EventBus
  navigator: Navigator
  toast: Toast
  app: AppStore
  translate(key: string, params?: Record<string, unknown>): string
}

/**
 * The batch chooser (event openChooseBatch, spec §2) and the change-batch flow (spec §4): the art-type step
 * first when the student has two art types, then the single-choice list, then core changeBatch. The
 * below-line question is asked through `belowLineOpen`, answered by `answerBelowLine`.
 */
export class BatchChooserViewModel {
  open = false
  loading = false
  choices: BatchChoices | null = null
  selectedBatchId: number | null = null
  selectedArtType: string | null = null
  /** With two art types the art type is chosen first (step 'artType'), then the batch. */
  step: 'artType' | 'batch' = 'batch'
  error = ''
  busy = false
  belowLineOpen = false
  private answer: ((proceed: boolean) => void) | null = null

  constructor(private readonly deps: BatchChooserDeps) {
    makeAutoObservable<BatchChooserViewModel, 'deps' | 'answer'>(this, { deps: false, answer: false }, { autoBind: true })
    deps.events.on('openChooseBatch', () => void this.show())
  }

  get needsArtType() {
    return (this.choices?.artTypes.length ?? 0) > 1
  }

  /** Spec §6: a visitor who is not signed in gets the login dialog instead. */
  async show() {
    const user = this.deps.app.user
    if (!user) {
      this.deps.events.emit('openLogin', { tab: 'password' })
      return
    }
    this.open = true
    this.loading = true
    this.error = ''
    const result = await loadBatchChoices(this.deps, user)
    runInAction(() => {
      this.loading = false
      if (!result.ok) {
        this.error = this.deps.translate(result.error)
        return
      }
      this.choices = result.value
      this.selectedBatchId = result.value.current?.batchId ?? null
      this.selectedArtType = result.value.current?.artType ?? (result.value.artTypes.length === 1 ? result.value.artTypes[0] : null)
      this.step = result.value.artTypes.length > 1 ? 'artType' : 'batch'
      this.error = result.value.emptyMessage ? this.deps.translate(result.value.emptyMessage) : ''
    })
  }

  close() {
    if (this.busy) return
    this.open = false
  }

  selectBatch(id: number) {
    const batch = this.choices?.batches.find((candidate) => candidate.id === id)
    if (!batch || batch.status === 0) return
    this.selectedBatchId = id
    this.error = ''
  }

  selectArtType(type: string) {
    this.selectedArtType = type
    this.error = ''
  }

  /** The art-type step's 下一步; without a type the flow's own message says what is missing. */
  nextStep() {
    if (!this.selectedArtType) {
      this.error = this.deps.translate('batch.artTypeRequired')
      return
    }
    this.error = ''
    this.step = 'batch'
  }

  backToArtType() {
    this.step = 'artType'
    this.error = ''
  }

  answerBelowLine(proceed: boolean) {
    this.belowLineOpen = false
    this.answer?.(proceed)
    this.answer = null
  }

  async confirm() {
    if (this.busy) return
    const choices = this.choices
    const choice: BatchChoice | null = this.selectedBatchId ? { batchId: this.selectedBatchId, artType: this.selectedArtType } : null
    this.busy = true
    this.error = ''
    const { state } = await changeBatch(
      { ...this.deps, askBelowLine: this.askBelowLine },
      { choice, current: choices?.current ?? null, batchCount: choices?.batches.length ?? 0, artTypeCount: choices?.artTypes.length ?? 0 },
    )
    runInAction(() => {
      this.busy = false
      if (state.step === 'choosing') this.error = state.error ? this.deps.translate(state.error) : ''
      else if (state.step === 'cancelled') this.error = state.error ? this.deps.translate(state.error) : ''
      else if (state.step === 'failed') this.error = this.deps.translate(state.error)
      else this.open = false
      if (state.step === 'switched' && state.announce) this.deps.toast.show('success', this.deps.translate('batch.switched'))
    })
  }

  private askBelowLine(): Promise<boolean> {
    return new Promise((resolve) => {
      runInAction(() => {
        this.answer = resolve
        this.belowLineOpen = true
      })
    })
  }
}
