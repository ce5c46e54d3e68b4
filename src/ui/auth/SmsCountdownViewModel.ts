import { makeAutoObservable, runInAction } from 'mobx'
import type { Clock } from '@/ports/Clock'
import type { HttpApi } from '@/ports/HttpApi'
import type { Preferences } from '@/ports/Preferences'
import type { Toast } from '@/ports/Toast'
import { sendSmsCode } from '@/core/auth/sendSmsCode'
import { restoreSmsCountdown, saveSmsCountdown } from '@/core/auth/smsCountdownStore'

export interface SmsCountdownDeps {
  api: HttpApi
  prefs: Preferences
  clock: Clock
  toast: Toast
  translate: (key: string, params?: Record<string, unknown>) => string
  /** Demo mode only: reads the code the in-browser backend "sent", so the demo can be used without a phone. */
  demoSmsCode?: (phone: string) => string | undefined
}

/** "获取验证码" with its 120 s countdown, shared by the SMS login, register and forget forms. */
export class SmsCountdownViewModel {
  secondsLeft = 0
  sending = false
  private timer: ReturnType<typeof setInterval> | null = null

  constructor(private readonly deps: SmsCountdownDeps) {
    makeAutoObservable<SmsCountdownViewModel, 'deps' | 'timer'>(this, { deps: false, timer: false }, { autoBind: true })
    this.start(restoreSmsCountdown(deps))
  }

  get canSend() {
    return this.secondsLeft === 0 && !this.sending
  }

  /** Returns the failure message key/text, or null when the code was sent. */
  async send(phone: string): Promise<string | null> {
    if (!this.canSend) return null
    this.sending = true
    const result = await sendSmsCode(this.deps, phone)
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

  /** Called on page unload (spec §4): the remaining seconds survive a reload. */
  persist() {
    saveSmsCountdown(this.deps, this.secondsLeft)
  }

  private start(seconds: number) {
    this.secondsLeft = seconds
    if (this.timer) clearInterval(this.timer)
    this.timer = seconds > 0 ? setInterval(() => this.tick(), 1000) : null
  }

  private tick() {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1)
    if (this.secondsLeft === 0 && this.timer) {
      clearInterval(this.timer)
      this.timer = null
    }
  }
}
