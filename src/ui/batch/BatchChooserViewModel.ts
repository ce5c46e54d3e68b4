import { makeAutoObservable, runInAction } from 'mobx'
import type { changeBatch } from '@/core/batch/changeBatch'
import { belowLine, type BelowLine } from '@/core/batch/lineAdvice'
import type { BatchChoices, loadBatchChoices } from '@/core/batch/loadBatchChoices'
import type { BatchChoice } from '@/core/domain/batchChange'
import type { UseCase } from '@/core/useCase'
import type { EventBus } from '@/ports/EventBus'
import type { Toast } from '@/ports/Toast'
import type { AppStore } from '../stores/AppStore'

export interface BatchChooserDeps {
  loadBatchChoices: UseCase<typeof loadBatchChoices>
  changeBatch: UseCase<typeof changeBatch>
  events: EventBus
  toast: Toast
  app: AppStore
  translate(key: string, params?: Record<string, unknown>): string
}

/**
 * The batch chooser (event openChooseBatch) and the change-batch flow: the art-type step
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
  /** The running confirm, so a follow-up can wait for it to finish. */
  private settled: Promise<void> = Promise.resolve()

  constructor(private readonly deps: BatchChooserDeps) {
    makeAutoObservable<BatchChooserViewModel, 'deps' | 'answer' | 'settled'>(this, { deps: false, answer: false, settled: false }, { autoBind: true })
    deps.events.on('openChooseBatch', () => void this.show())
  }

  /**
   * The selected batch's line is above the student's score: the chooser says so as soon as it is picked and
   * recommends the batch the score reaches (普通类第二段 for a 一段 student under the line).
   */
  get belowLine(): BelowLine | null {
    const batches = this.choices?.batches ?? []
    return belowLine(batches, this.deps.app.user?.student, this.selectedArtType, this.selectedBatchId)
  }

  get selectedBatchName(): string {
    return this.choices?.batches.find((b) => b.id === this.selectedBatchId)?.name ?? ''
  }

  /** One click from the advice to the recommended batch (still confirmed with 确定). */
  pickRecommended() {
    const id = this.belowLine?.recommended?.id
    if (id) this.selectBatch(id)
  }

  /** From the below-line question: decline the low batch, pick the recommended one and confirm it. */
  async switchToRecommended() {
    const id = this.belowLine?.recommended?.id
    this.answerBelowLine(false)
    if (!id) return
    // The declined flow finishes first (it clears `busy`), then the recommended batch goes through the same flow.
    await this.settled
    this.selectBatch(id)
    await this.confirm()
  }

  get needsArtType() {
    return (this.choices?.artTypes.length ?? 0) > 1
  }

  /** A visitor who is not signed in gets the login dialog instead. */
  async show() {
    const user = this.deps.app.user
    if (!user) {
      this.deps.events.emit('openLogin', { tab: 'password' })
      return
    }
    this.open = true
    this.loading = true
    this.error = ''
    const result = await this.deps.loadBatchChoices(user)
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

  confirm(): Promise<void> {
    if (this.busy) return this.settled
    this.settled = this.runConfirm()
    return this.settled
  }

  private async runConfirm() {
    const choices = this.choices
    const choice: BatchChoice | null = this.selectedBatchId ? { batchId: this.selectedBatchId, artType: this.selectedArtType } : null
    this.busy = true
    this.error = ''
    const { state } = await this.deps.changeBatch({
      choice,
      current: choices?.current ?? null,
      batchCount: choices?.batches.length ?? 0,
      artTypeCount: choices?.artTypes.length ?? 0,
      askBelowLine: () => this.askBelowLine(),
    })
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
