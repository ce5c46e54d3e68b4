import { makeAutoObservable, runInAction } from 'mobx'
import type { Toast } from '@/ports/Toast'
import type { forgetPassword } from '@/core/auth/forgetPassword'
import type { register } from '@/core/auth/register'
import type { UseCase } from '@/core/useCase'
import type { LoginViewModel } from './LoginViewModel'

export interface AccountFormsDeps {
  register: UseCase<typeof register>
  forgetPassword: UseCase<typeof forgetPassword>
  toast: Toast
  translate: (key: string) => string
  login: LoginViewModel
}

/** The register and forget-password forms reached from the login dialog. */
export class AccountFormsViewModel {
  phone = ''
  code = ''
  examNum = ''
  password = ''
  repeat = ''
  agreed = false
  error = ''
  busy = false

  constructor(private readonly deps: AccountFormsDeps) {
    makeAutoObservable<AccountFormsViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  set<K extends 'phone' | 'code' | 'examNum' | 'password' | 'repeat'>(field: K, value: string) {
    this[field] = value
  }

  setAgreed(value: boolean) {
    this.agreed = value
  }

  async sendCode() {
    const error = await this.deps.login.sms.send(this.phone)
    runInAction(() => {
      this.error = error ?? ''
    })
  }

  async submitRegister() {
    this.begin()
    const result = await this.deps.register({
      phone: this.phone,
      code: this.code,
      examNum: this.examNum,
      p1: this.password,
      p2: this.repeat,
      agreed: this.agreed,
      addCode: this.deps.login.inviteCode,
    })
    runInAction(() => {
      this.busy = false
      if (!result.ok) this.error = result.error
      else {
        this.reset()
        this.deps.login.succeed(result.value, 'register.success')
      }
    })
  }

  async submitForget() {
    this.begin()
    const result = await this.deps.forgetPassword({ phone: this.phone, smsCode: this.code, password: this.password, password1: this.repeat })
    runInAction(() => {
      this.busy = false
      if (!result.ok) this.error = result.error
      else {
        this.deps.toast.show('success', this.deps.translate('forget.success'))
        this.deps.login.set('account', this.phone)
        this.reset()
        this.deps.login.setTab('password')
        this.deps.login.setView('login')
      }
    })
  }

  private begin() {
    this.busy = true
    this.error = ''
  }

  private reset() {
    this.code = ''
    this.password = ''
    this.repeat = ''
  }
}
