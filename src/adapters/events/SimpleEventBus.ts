import type { AppEventName, AppEvents, EventBus } from '@/ports/EventBus'

type Listener = (payload: never) => void

/** Synchronous in-process events; used by the real app, demo mode and tests alike. */
export class SimpleEventBus implements EventBus {
  private readonly listeners = new Map<AppEventName, Set<Listener>>()

  emit<K extends AppEventName>(name: K, payload: AppEvents[K]) {
    for (const listener of [...(this.listeners.get(name) ?? [])]) (listener as (p: AppEvents[K]) => void)(payload)
  }

  on<K extends AppEventName>(name: K, listener: (payload: AppEvents[K]) => void) {
    const set = this.listeners.get(name) ?? new Set<Listener>()
    set.add(listener)
    this.listeners.set(name, set)
    return () => void set.delete(listener)
  }
}
