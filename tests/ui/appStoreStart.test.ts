import { describe, expect, it, vi } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { ok } from '@/core/result'
import { AppStore, type AppStoreDeps } from '@/ui/stores/AppStore'

describe('the app store starts once', () => {
  it('the entry and the App both ask it to start: the settings, the session and the menus are each asked for once', async () => {
    const deps = {
      loadSettings: vi.fn(async () => ok({})),
      loadUser: vi.fn(async () => ok(null)),
      loadMenus: vi.fn(async () => ok([])),
      logout: vi.fn(),
      logoutEverywhere: vi.fn(),
      tokens: new InMemoryTokenStore(),
      events: new SimpleEventBus(),
      prefs: new InMemoryPreferences(),
      navigator: new RecordingNavigator(),
    } as unknown as AppStoreDeps
    const app = new AppStore(deps)
    const early = app.start()
    const fromEffect = app.start()
    expect(fromEffect).toBe(early)
    await Promise.all([early, fromEffect])
    expect(deps.loadSettings).toHaveBeenCalledTimes(1)
    expect(deps.loadUser).toHaveBeenCalledTimes(1)
    expect(deps.loadMenus).toHaveBeenCalledTimes(1)
    expect(app.settingsStatus).toBe('ready')
    expect(app.sessionResolved).toBe(true)
  })
})
