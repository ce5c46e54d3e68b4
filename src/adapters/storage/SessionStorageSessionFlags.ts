import type { SessionFlagKey, SessionFlags } from '@/ports/SessionFlags'

export class SessionStorageSessionFlags implements SessionFlags {
  constructor(private readonly storage: Storage = sessionStorage) {}
  get(key: SessionFlagKey) {
    return this.storage.getItem(key)
  }
  set(key: SessionFlagKey, value: string) {
    this.storage.setItem(key, value)
  }
}
