import { makeAutoObservable, runInAction } from 'mobx'
import type { Timer } from '@/ports/Timer'
import type { Toast } from '@/ports/Toast'
import type { sendSmsCode } from '@/core/auth/sendSmsCode'
import type { restoreSmsCountdown, saveSmsCountdown } from '@/core/auth/smsCountdownStore'
import type { UseCase } from '@/core/useCase'

export interface SmsCountdownDeps {
  sendSmsCode: UseCase<typeof sendSmsCode>
  saveSmsCountdown: UseCase<typeof saveSmsCountdown>
  restoreSmsCountdown: UseCase<typeof restoreSmsCountdown>
  toast: Toast
  timer: Timer
  translate: (key: string, params?: Record<string, unknown>) => string
  /** Demo mode only: reads the code the in-browser backend "sent", so the demo can be used without a phone. */
  demoSmsCode?: (phone: string) => string | undefined
}

/** "获取验证码" with its 120 s countdown, shared by the SMS login, register and forget forms. */
export class SmsCountdownViewModel {
  secondsLeft = 0
  sending = false
  private stopTicking: (() => void) | null = null

  constructor(private readonly deps: SmsCountdownDeps) {
    makeAutoObservable<SmsCountdownViewModel, 'deps' | 'stopTicking'>(this, { deps: false, stopTicking: false }, { autoBind: true })
    this.start(deps.restoreSmsCountdown())
  }

  get canSend() {
    return this.secondsLeft === 0 && !this.sending
  }

  /** Returns the failure message key/text, or null when the code was sent. */
  async send(phone: string): Promise<string | null> {
    if (!this.canSend) return null
    this.sending = true
    const result = await this.deps.sendSmsCode(phone)
    runInAction(() => {
      this.sending = false
      if (result.ok) this.start(result.value)
    })
    if (!result.ok) return result.error
    const demoCode = this.deps.demoSmsCode?.(phone.trim())
    if (demoCode) this.deps.toast.show('info', this.deps.translate('app.demoSmsCode', { code: demoCode }))
    else this.deps.toast.show('success', this.deps.translate('login.codeSent'))
    return null
  }

  /** Called on page unload: the remaining seconds survive a reload. */
  persist() {
    this.deps.saveSmsCountdown(this.secondsLeft)
  }

  private start(seconds: number) {
    this.secondsLeft = seconds
    this.stopTicking?.()
    this.stopTicking = seconds > 0 ? this.deps.timer.every(1000, () => this.tick()) : null
  }

  private tick() {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1)
    if (this.secondsLeft === 0 && this.stopTicking) {
      this.stopTicking()
      this.stopTicking = null
    }
  }
}
