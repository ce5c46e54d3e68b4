import { autorun, isObservable } from 'mobx'
import { describe, expect, it, vi } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { ok } from '@/core/result'
import { AppStore, type AppStoreDeps } from '@/ui/stores/AppStore'

/** The store's calls answered at once with these settings and menus; a visitor (no session). */
function storeDeps(settings: Record<string, string>, menus: unknown[]) {
  return {
    loadSettings: vi.fn(async () => ok(settings)),
    loadUser: vi.fn(async () => ok(null)),
    loadMenus: vi.fn(async () => ok(menus)),
    logout: vi.fn(),
    logoutEverywhere: vi.fn(),
    tokens: new InMemoryTokenStore(),
    events: new SimpleEventBus(),
    prefs: new InMemoryPreferences(),
    navigator: new RecordingNavigator(),
  } as unknown as AppStoreDeps & { loadSettings: ReturnType<typeof vi.fn>; loadUser: ReturnType<typeof vi.fn>; loadMenus: ReturnType<typeof vi.fn> }
}

describe('the app store starts once', () => {
  it('the entry and the App both ask it to start: the settings, the session and the menus are each asked for once', async () => {
    const deps = storeDeps({}, [])
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

  it('keeps the menu tree and the settings as they came (observed by reference), and still tells who reads them when they change', async () => {
    const tree = [{ id: 1, name: '首页', path: '/home', children: [{ id: 2, name: 'AI志愿', path: '/ai', children: [] }] }]
    const deps = storeDeps({ systemName: '志愿' }, tree)
    const app = new AppStore(deps)
    const seen: number[] = []
    const stop = autorun(() => seen.push(app.menus.length))
    await app.start()
    stop()
    expect(seen).toEqual([0, 1])
    // Not copied into observables: the header and home walk the tree without tracking every node.
    expect(app.menus).toBe(tree)
    expect(isObservable(app.menus[0])).toBe(false)
    expect(isObservable(app.settings)).toBe(false)
  })
})
