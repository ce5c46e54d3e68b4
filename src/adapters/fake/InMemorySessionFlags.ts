import type { SessionFlagKey, SessionFlags } from '@/ports/SessionFlags'

export class InMemorySessionFlags implements SessionFlags {
  private readonly values = new Map<SessionFlagKey, string>()
  get(key: SessionFlagKey) {
    return this.values.get(key) ?? null
  }
  set(key: SessionFlagKey, value: string) {
    this.values.set(key, value)
  }
}
