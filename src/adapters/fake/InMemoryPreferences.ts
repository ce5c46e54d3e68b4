import type { PreferenceKey, Preferences } from '@/ports/Preferences'

export class InMemoryPreferences implements Preferences {
  readonly values = new Map<PreferenceKey, string>()
  get(key: PreferenceKey) {
    return this.values.get(key) ?? null
  }
  set(key: PreferenceKey, value: string) {
    this.values.set(key, value)
  }
  remove(key: PreferenceKey) {
    this.values.delete(key)
  }
}
