import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { EventBus } from '@/ports/EventBus'
import type { Navigator } from '@/ports/Navigator'
import type { Preferences } from '@/ports/Preferences'
import type { TokenStore } from '@/ports/TokenStore'
import type { MenuNodeShape } from '@/ports/api/schemas'
import type { SessionUser } from '@/core/session/sessionUser'
import type { logout } from '@/core/auth/logout'
import type { logoutEverywhere } from '@/core/auth/logoutEverywhere'
import type { loadMenus } from '@/core/navigation/loadMenus'
import { firstLeafPath, visibleMenus } from '@/core/navigation/menuTree'
import { paths } from '@/core/navigation/routeTable'
import type { loadUser } from '@/core/session/loadUser'
import { dataVersionOf, systemNameOf, type loadSettings, type Settings } from '@/core/settings/loadSettings'
import type { UseCase } from '@/core/useCase'

export interface AppStoreDeps {
  loadSettings: UseCase<typeof loadSettings>
  loadUser: UseCase<typeof loadUser>
  loadMenus: UseCase<typeof loadMenus>
  logout: UseCase<typeof logout>
  logoutEverywhere: UseCase<typeof logoutEverywhere>
  tokens: TokenStore
  events: EventBus
  prefs: Preferences
  navigator: Navigator
}

/** Session-wide state: settings, the signed-in user, the menu tree and the two system modals. */
export class AppStore {
  settings: Settings = {}
  settingsStatus: 'loading' | 'ready' | 'failed' = 'loading'
  settingsError = ''
  user: SessionUser | null = null
  /** False until the first user load settles: guards decided before it would bounce a signed-in reload to login. */
  sessionResolved = false
  menus: MenuNodeShape[] = []
  sessionExpiredOpen = false
  /** Set when the data version changed since the last visit: the 'Notice' modal, then a reload. */
  dataVersionNotice: number | null = null

  constructor(private readonly deps: AppStoreDeps) {
    // The settings and the menu tree are only ever replaced whole: observed by reference, they are not copied into
    // observables on arrival, nor each node tracked when the header and home walk the tree: work that slowed
    // the first page's start on a phone.
    makeAutoObservable<AppStore, 'deps'>(this, { deps: false, settings: observableRef, menus: observableRef }, { autoBind: true })
    deps.events.on('sessionExpired', () => this.onSessionExpired())
    // After a batch switch everything that shows the batch reads the reloaded user.
    deps.events.on('BatchChange', () => void this.refreshUser())
  }

  get systemName() {
    return systemNameOf(this.settings)
  }

  get homePath() {
    return firstLeafPath(this.menus) ?? paths.home()
  }

  get navMenus() {
    return visibleMenus(this.menus)
  }

  /** `user` is read first on purpose: the token store is not observable, the user is. */
  get hasToken() {
    return this.user !== null && this.deps.tokens.get() !== null
  }

  setting(name: string): string | null {
    return this.settings[name] ?? null
  }

  private started: Promise<void> | null = null

  /**
   * The settings, the session and the menus, asked for once: the entry asks as soon as the container exists
   * (src/startApp.tsx), so the answers travel while the first drawing is made; the App's effect then waits for
   * the same calls instead of sending them again.
   */
  start(): Promise<void> {
    this.started ??= Promise.all([this.loadSettings(), this.refreshUser(), this.loadMenus()]).then(() => undefined)
    return this.started
  }

  async loadSettings() {
    const result = await this.deps.loadSettings()
    runInAction(() => {
      if (!result.ok) {
        this.settingsStatus = 'failed'
        this.settingsError = result.error
        return
      }
      this.settings = result.value
      this.settingsStatus = 'ready'
      this.checkDataVersion()
    })
  }

  async refreshUser() {
    const result = await this.deps.loadUser()
    runInAction(() => {
      if (result.ok) this.user = result.value
      this.sessionResolved = true
    })
  }

  async loadMenus() {
    const result = await this.deps.loadMenus()
    runInAction(() => {
      if (result.ok) this.menus = result.value
    })
  }

  /** A check used one of the user's checks: the count the server answered stands until the user is read again. */
  checksLeft(n: number) {
    if (this.user) this.user = { ...this.user, volunteerVerify: n }
  }

  signIn(user: SessionUser) {
    this.user = user
    this.sessionExpiredOpen = false
  }

  async signOut() {
    await this.deps.logout()
    runInAction(() => {
      this.user = null
    })
    this.deps.navigator.go(paths.root())
  }

  /** Ends every session of the account on the server; on success this browser is signed out too and goes home. */
  async signOutEverywhere(): Promise<{ ok: true } | { ok: false; error: string }> {
    const result = await this.deps.logoutEverywhere()
    if (!result.ok) return result
    runInAction(() => {
      this.user = null
    })
    this.deps.navigator.go(paths.root())
    return { ok: true }
  }

  closeSessionExpired() {
    this.sessionExpiredOpen = false
  }

  confirmDataVersion() {
    if (this.dataVersionNotice !== null) this.deps.prefs.set('data-version', String(this.dataVersionNotice))
    this.dataVersionNotice = null
    this.deps.navigator.reload()
  }

  private onSessionExpired() {
    this.user = null
    void this.loadSettings()
    const path = this.deps.navigator.current()
    // On the landing page a modal would be noise: offer the login dialog directly.
    if (path === paths.root() || path === this.homePath) this.deps.events.emit('openLogin', { tab: 'password' })
    else this.sessionExpiredOpen = true
  }

  private checkDataVersion() {
    const version = dataVersionOf(this.settings)
    const stored = this.deps.prefs.get('data-version')
    if (stored === null) this.deps.prefs.set('data-version', String(version))
    else if (stored !== String(version)) {
      this.dataVersionNotice = version
      this.deps.events.emit('dataVersionChanged', { from: Number(stored), to: version })
    }
  }
}
