import { makeAutoObservable, runInAction } from 'mobx'
import type { loadAgreement } from '@/core/auth/loadAgreement'
import type { UseCase } from '@/core/useCase'

/** Spec §9: the confirm button stays disabled for 2 s so the text is at least glanced at. */
export const AGREEMENT_COUNTDOWN_SECONDS = 2

export class AgreementViewModel {
  open = false
  readOnly = false
  content = ''
  error = ''
  secondsLeft = 0
  private onConfirm: (() => void) | null = null
  private timer: ReturnType<typeof setInterval> | null = null

  constructor(private readonly deps: { loadAgreement: UseCase<typeof loadAgreement> }) {
    makeAutoObservable<AgreementViewModel, 'deps' | 'timer' | 'onConfirm'>(this, { deps: false, timer: false, onConfirm: false }, { autoBind: true })
  }

  openToConfirm(onConfirm: () => void) {
    this.onConfirm = onConfirm
    this.show(false)
    this.secondsLeft = AGREEMENT_COUNTDOWN_SECONDS
    this.timer = setInterval(() => this.tick(), 1000)
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
    if (this.timer) clearInterval(this.timer)
    this.timer = null
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
