import { makeAutoObservable, runInAction } from 'mobx'
import type { Timer } from '@/ports/Timer'
import type { loadAgreement } from '@/core/auth/loadAgreement'
import type { UseCase } from '@/core/useCase'

/** The confirm button stays disabled for 2 s so the text is at least glanced at. */
export const AGREEMENT_COUNTDOWN_SECONDS = 2

export class AgreementViewModel {
  open = false
  readOnly = false
  content = ''
  error = ''
  secondsLeft = 0
  private onConfirm: (() => void) | null = null
  private stopTicking: (() => void) | null = null

  constructor(private readonly deps: { loadAgreement: UseCase<typeof loadAgreement>; timer: Timer }) {
    makeAutoObservable<AgreementViewModel, 'deps' | 'stopTicking' | 'onConfirm'>(
      this,
      { deps: false, stopTicking: false, onConfirm: false },
      { autoBind: true },
    )
  }

  openToConfirm(onConfirm: () => void) {
    this.onConfirm = onConfirm
    this.show(false)
    this.secondsLeft = AGREEMENT_COUNTDOWN_SECONDS
    this.stopTimer()
    this.stopTicking = this.deps.timer.every(1000, () => this.tick())
  }

  openReadOnly() {
    this.onConfirm = null
    this.show(true)
  }

  confirm() {
    if (this.secondsLeft > 0) return
    this.onConfirm?.()
    this.close()
  }

  close() {
    this.open = false
    this.stopTimer()
  }

  private tick() {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1)
    if (this.secondsLeft === 0) this.stopTimer()
  }

  private stopTimer() {
    this.stopTicking?.()
    this.stopTicking = null
  }

  private show(readOnly: boolean) {
    this.readOnly = readOnly
    this.open = true
    if (!this.content) void this.load()
  }

  private async load() {
    const result = await this.deps.loadAgreement()
    runInAction(() => {
      if (result.ok) this.content = result.value
      else this.error = result.error
    })
  }
}
