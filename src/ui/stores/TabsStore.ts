import { makeAutoObservable } from 'mobx'
import type { Navigator } from '@/ports/Navigator'

export interface VisitedTab {
  path: string
  titleKey: string
}

/** The bar of visited pages and its tools (reload current, fullscreen, close left/right/other/all). */
export class TabsStore {
  tabs: VisitedTab[] = []
  active = ''
  /** Bumped by "reload current" to remount the page. */
  reloadKey = 0

  constructor(
    private readonly navigator: Navigator,
    private readonly homePath: () => string,
  ) {
    makeAutoObservable<TabsStore, 'navigator' | 'homePath'>(this, { navigator: false, homePath: false }, { autoBind: true })
  }

  visit(path: string, titleKey: string) {
    this.active = path
    if (!this.tabs.some((tab) => tab.path === path)) this.tabs.push({ path, titleKey })
  }

  reload() {
    this.reloadKey += 1
  }

  close(path: string) {
    const index = this.tabs.findIndex((tab) => tab.path === path)
    if (index < 0) return
    this.tabs.splice(index, 1)
    if (path === this.active) this.navigator.go(this.tabs[Math.min(index, this.tabs.length - 1)]?.path ?? this.homePath())
  }

  closeLeft() {
    const index = this.tabs.findIndex((tab) => tab.path === this.active)
    if (index > 0) this.tabs = this.tabs.slice(index)
  }

  closeRight() {
    const index = this.tabs.findIndex((tab) => tab.path === this.active)
    if (index >= 0) this.tabs = this.tabs.slice(0, index + 1)
  }

  closeOther() {
    this.tabs = this.tabs.filter((tab) => tab.path === this.active)
  }

  closeAll() {
    const home = this.homePath()
    // The home tab stays when we are already on it, since navigating to the same path adds nothing.
    this.tabs = this.tabs.filter((tab) => tab.path === home && tab.path === this.active)
    if (this.active !== home) this.navigator.go(home)
  }
}
