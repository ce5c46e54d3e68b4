// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import { InMemorySessionFlags } from '@/adapters/fake/InMemorySessionFlags'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { LocalStoragePreferences } from '@/adapters/storage/LocalStoragePreferences'
import { SessionStorageSessionFlags } from '@/adapters/storage/SessionStorageSessionFlags'
import { SessionStorageTokenStore } from '@/adapters/storage/SessionStorageTokenStore'
import type { Preferences } from '@/ports/Preferences'
import type { SessionFlags } from '@/ports/SessionFlags'
import { TOKEN_KEY, type TokenStore } from '@/ports/TokenStore'

describe.each([
  ['SessionStorageTokenStore', () => new SessionStorageTokenStore()],
  ['InMemoryTokenStore', () => new InMemoryTokenStore()],
])('TokenStore contract: %s', (_, make: () => TokenStore) => {
  it('keeps a token until it is cleared', () => {
    sessionStorage.clear()
    const store = make()
    expect(store.get()).toBeNull()
    store.set('abc')
    expect(store.get()).toBe('abc')
    store.clear()
    expect(store.get()).toBeNull()
  })
})

describe.each([
  ['LocalStoragePreferences', () => new LocalStoragePreferences()],
  ['InMemoryPreferences', () => new InMemoryPreferences()],
])('Preferences contract: %s', (_, make: () => Preferences) => {
  it('stores, replaces and removes values per key', () => {
    localStorage.clear()
    const prefs = make()
    prefs.set('theme', '{"dark":true}')
    prefs.set('i18n-lang', 'en')
    prefs.set('i18n-lang', 'zh_TW')
    expect(prefs.get('i18n-lang')).toBe('zh_TW')
    prefs.remove('theme')
    expect(prefs.get('theme')).toBeNull()
  })
})

describe.each([
  ['SessionStorageSessionFlags', () => new SessionStorageSessionFlags()],
  ['InMemorySessionFlags', () => new InMemorySessionFlags()],
])('SessionFlags contract: %s', (_, make: () => SessionFlags) => {
  it('remembers firstInVolunteer within the session', () => {
    sessionStorage.clear()
    const flags = make()
    expect(flags.get('firstInVolunteer')).toBeNull()
    flags.set('firstInVolunteer', '0')
    expect(flags.get('firstInVolunteer')).toBe('0')
  })
})

describe('the real storage adapters', () => {
  it('use the spec keys: the token in session storage under the fixed key, the language under i18n-lang', () => {
    new SessionStorageTokenStore().set('xyz')
    new LocalStoragePreferences().set('i18n-lang', 'en')
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('xyz')
    expect(localStorage.getItem('i18n-lang')).toBe('en')
  })
})
