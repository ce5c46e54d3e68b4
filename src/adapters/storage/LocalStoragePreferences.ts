import type { PreferenceKey, Preferences } from '@/ports/Preferences'

export class LocalStoragePreferences implements Preferences {
  constructor(private readonly storage: Storage = localStorage) {}
  get(key: PreferenceKey) {
    return this.storage.getItem(key)
  }
  set(key: PreferenceKey, value: string) {
    this.storage.setItem(key, value)
  }
  remove(key: PreferenceKey) {
    this.storage.removeItem(key)
  }
}
