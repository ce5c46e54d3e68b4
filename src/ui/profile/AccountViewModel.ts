import { makeAutoObservable, runInAction } from 'mobx'
import type { changePassword } from '@/core/profile/changePassword'
import type { Invitations, loadInvitations } from '@/core/profile/loadInvitations'
import type { uploadAvatar } from '@/core/profile/uploadAvatar'
import type { UseCase } from '@/core/useCase'
import type { Toast } from '@/ports/Toast'
import type { AppStore } from '../stores/AppStore'

export interface AccountDeps {
  uploadAvatar: UseCase<typeof uploadAvatar>
  changePassword: UseCase<typeof changePassword>
  loadInvitations: UseCase<typeof loadInvitations>
  toast: Toast
  app: AppStore
  translate(key: string, params?: Record<string, unknown>): string
  /** Copies text to the clipboard; resolves false when the browser refuses. */
  copy(text: string): Promise<boolean>
}

/** The personal-info page's account parts: avatar upload, password change, invitation code and list. */
export class AccountViewModel {
  uploading = false
  avatarError = ''
  password = { oldPassword: '', newPassword: '', repeat: '' }
  passwordError = ''
  changingPassword = false
  invitations: Invitations | null = null
  invitationsError = ''
  /** 退出所有设备: asked once more before it happens (it signs this browser out too). */
  signOutEverywhereAsked = false
  signingOutEverywhere = false

  constructor(private readonly deps: AccountDeps) {
    makeAutoObservable<AccountViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  /** `file` is the browser File: its type is checked by the use case, its pixels by the encoder. */
  async pickAvatar(file: { type: string } | null | undefined) {
    this.avatarError = ''
    if (!file) {
      this.avatarError = this.deps.translate('image.noImage')
      return
    }
    this.uploading = true
    const result = await this.deps.uploadAvatar({ type: file.type, source: file })
    runInAction(() => {
      this.uploading = false
      if (!result.ok) this.avatarError = this.deps.translate(result.error)
      else this.deps.toast.show('success', this.deps.translate('profile.avatarSaved'))
    })
    if (result.ok) await this.deps.app.refreshUser()
  }

  setPassword(field: 'oldPassword' | 'newPassword' | 'repeat', value: string) {
    this.password[field] = value
    this.passwordError = ''
  }

  async submitPassword() {
    if (this.changingPassword) return
    this.changingPassword = true
    const result = await this.deps.changePassword(this.password)
    runInAction(() => {
      this.changingPassword = false
      if (!result.ok) {
        this.passwordError = this.deps.translate(result.error)
        return
      }
      this.password = { oldPassword: '', newPassword: '', repeat: '' }
      this.deps.toast.show('success', this.deps.translate('password.changed'))
    })
  }

  askSignOutEverywhere(asked: boolean) {
    this.signOutEverywhereAsked = asked
  }

  async signOutEverywhere() {
    if (this.signingOutEverywhere) return
    this.signingOutEverywhere = true
    const result = await this.deps.app.signOutEverywhere()
    runInAction(() => {
      this.signingOutEverywhere = false
      this.signOutEverywhereAsked = false
    })
    if (result.ok) this.deps.toast.show('success', this.deps.translate('session.signedOutEverywhere'))
    else this.deps.toast.show('error', this.deps.translate(result.error))
  }

  async loadInvitations() {
    const result = await this.deps.loadInvitations()
    runInAction(() => {
      if (result.ok) this.invitations = result.value
      else this.invitationsError = result.error
    })
  }

  async copyCode() {
    const code = this.invitations?.code
    if (!code) return
    const copied = await this.deps.copy(code)
    this.deps.toast.show(copied ? 'success' : 'error', this.deps.translate(copied ? 'profile.copied' : 'profile.copyFailed'))
  }
}
