import { makeAutoObservable } from 'mobx'
import type { Preferences } from '@/ports/Preferences'

export type LayoutMode = 'top' | 'side'

interface ThemeSettings {
  dark: boolean
  weak: boolean
  showTabs: boolean
  layout: LayoutMode
}

const DEFAULTS: ThemeSettings = { dark: false, weak: false, showTabs: true, layout: 'top' }

/** Theme settings, cached locally under `theme`. */
export class ThemeStore {
  settings: ThemeSettings
  drawerOpen = false

  constructor(private readonly prefs: Preferences) {
    this.settings = { ...DEFAULTS, ...parse(prefs.get('theme')) }
    makeAutoObservable<ThemeStore, 'prefs'>(this, { prefs: false }, { autoBind: true })
  }

  update(patch: Partial<ThemeSettings>) {
    this.settings = { ...this.settings, ...patch }
    this.prefs.set('theme', JSON.stringify(this.settings))
  }

  setDrawer(open: boolean) {
    this.drawerOpen = open
  }
}

function parse(raw: string | null): Partial<ThemeSettings> {
  if (!raw) return {}
  try {
    const value = JSON.parse(raw) as Partial<ThemeSettings>
    return typeof value === 'object' && value !== null ? value : {}
  } catch {
    return {}
  }
}
