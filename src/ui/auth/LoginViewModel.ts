import { makeAutoObservable, runInAction } from 'mobx'
import type { EventBus } from '@/ports/EventBus'
import type { Ids } from '@/ports/Ids'
import type { Navigator } from '@/ports/Navigator'
import type { Toast } from '@/ports/Toast'
import type { SessionUser } from '@/core/session/sessionUser'
import type { loadCaptcha } from '@/core/auth/loadCaptcha'
import type { loginWithPassword } from '@/core/auth/loginWithPassword'
import type { loginWithSms } from '@/core/auth/loginWithSms'
import type { Result } from '@/core/result'
import type { UseCase } from '@/core/useCase'
import type { SmsCountdownViewModel } from './SmsCountdownViewModel'
import { paths } from '@/core/navigation/routeTable'

export type LoginTab = 'sms' | 'password'
export type LoginView = 'login' | 'register' | 'forget'

export interface LoginDeps {
  loginWithPassword: UseCase<typeof loginWithPassword>
  loginWithSms: UseCase<typeof loginWithSms>
  loadCaptcha: UseCase<typeof loadCaptcha>
  events: EventBus
  navigator: Navigator
  toast: Toast
  ids: Ids
  sms: SmsCountdownViewModel
  translate: (key: string) => string
  onSignedIn: (user: SessionUser) => void
  /** The captcha the page's entry started loading before the app had arrived (its uuid, once), if it did. */
  firstCaptcha?: () => string | null
}

/** The sign-in (the login dialog, event openLogin, and the /login page): two tabs, the captcha, and where to go afterwards. */
export class LoginViewModel {
  open = false
  tab: LoginTab = 'password'
  view: LoginView = 'login'
  redirect: string | null = null
  fromGuard = false
  /** Where closing the dialog unsigned leads (with fromGuard); '/' when not given. */
  dismissTo: string | null = null
  phone = ''
  smsCode = ''
  noticeRead = false
  account = ''
  password = ''
  captchaCode = ''
  agreed = false
  inviteCode = ''
  captchaUuid = ''
  captchaSrc = ''
  error = ''
  busy = false

  constructor(private readonly deps: LoginDeps) {
    makeAutoObservable<LoginViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
    deps.events.on('openLogin', (payload) => this.openWith(payload))
  }

  get sms() {
    return this.deps.sms
  }

  /**
   * Starts a sign-in: in the dialog (the openLogin event, a guarded page), or on the /login page itself
   * (`where: 'page'`), which shows the same panel as its content and leaves the dialog closed.
   */
  openWith(
    options: { tab?: LoginTab; redirect?: string; fromGuard?: boolean; inviteCode?: string; dismissTo?: string } = {},
    where: 'dialog' | 'page' = 'dialog',
  ) {
    // Opened by the event, the password tab is the default.
    this.tab = options.tab ?? 'password'
    this.view = 'login'
    this.redirect = options.redirect ?? null
    this.fromGuard = options.fromGuard ?? false
    this.dismissTo = options.dismissTo ?? null
    if (options.inviteCode) this.inviteCode = options.inviteCode
    this.error = ''
    this.open = where === 'dialog'
    void this.refreshCaptcha()
  }

  /** Dismissed without signing in: a guarded page is not shown, so go to `dismissTo` or back to '/'. */
  dismiss() {
    this.open = false
    if (this.fromGuard) this.deps.navigator.go(this.dismissTo ?? paths.root())
    this.fromGuard = false
  }

  setTab(tab: LoginTab) {
    this.tab = tab
    this.error = ''
  }

  setView(view: LoginView) {
    this.view = view
    this.error = ''
  }

  set<K extends 'phone' | 'smsCode' | 'account' | 'password' | 'captchaCode' | 'inviteCode'>(field: K, value: string) {
    this[field] = value
  }

  setNoticeRead(value: boolean) {
    this.noticeRead = value
  }

  setAgreed(value: boolean) {
    this.agreed = value
  }

  async refreshCaptcha() {
    const uuid = this.deps.firstCaptcha?.() ?? this.deps.ids.uuid()
    this.captchaUuid = uuid
    const src = await this.deps.loadCaptcha(uuid)
    runInAction(() => {
      if (this.captchaUuid === uuid) this.captchaSrc = src.ok ? src.value : ''
    })
  }

  async sendCode() {
    const error = await this.deps.sms.send(this.phone)
    runInAction(() => {
      this.error = error ?? ''
    })
  }

  async submit() {
    if (this.busy) return
    this.busy = true
    this.error = ''
    const result: Result<SessionUser> =
      this.tab === 'password'
        ? await this.deps.loginWithPassword({
            account: this.account,
            password: this.password,
            code: this.captchaCode,
            uuid: this.captchaUuid,
            agreed: this.agreed,
            addCode: this.inviteCode,
          })
        : await this.deps.loginWithSms({ phone: this.phone, smsCode: this.smsCode, noticeRead: this.noticeRead, addCode: this.inviteCode })
    runInAction(() => {
      this.busy = false
      if (result.ok) this.succeed(result.value, 'login.success')
      else this.error = result.error
    })
    // After a failed password login the captcha refreshes (a used captcha is spent anyway).
    if (!result.ok && this.tab === 'password' && this.captchaCode.trim()) {
      this.captchaCode = ''
      await this.refreshCaptcha()
    }
  }

  succeed(user: SessionUser, messageKey: string) {
    this.deps.onSignedIn(user)
    this.deps.toast.show('success', this.deps.translate(messageKey))
    this.open = false
    this.fromGuard = false
    this.password = ''
    this.smsCode = ''
    if (this.redirect) this.deps.navigator.go(this.redirect)
    this.redirect = null
  }
}
