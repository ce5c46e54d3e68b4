import { makeAutoObservable } from 'mobx'
import type { Toast, ToastAction, ToastKind } from '@/ports/Toast'

export interface ToastItem {
  id: number
  kind: ToastKind
  text: string
  action?: ToastAction
}

/** How long a message stays, and its running timer; null while the message is held. */
interface Clock {
  lifetimeMs: number
  timer: ReturnType<typeof setTimeout> | null
}

/** The Toast port as observable state; the Toaster component renders it. */
export class ToastStore implements Toast {
  items: ToastItem[] = []
  private nextId = 1
  private readonly clocks = new Map<number, Clock>()

  constructor(private readonly lifetimeMs = 3500) {
    makeAutoObservable<ToastStore, 'nextId' | 'lifetimeMs' | 'clocks'>(this, { nextId: false, lifetimeMs: false, clocks: false }, { autoBind: true })
  }

  show(kind: ToastKind, text: string, action?: ToastAction) {
    const id = this.nextId++
    this.items.push(action ? { id, kind, text, action } : { id, kind, text })
    const lifetimeMs = action?.lifetimeMs ?? (kind === 'error' ? this.lifetimeMs + 1500 : this.lifetimeMs)
    this.clocks.set(id, { lifetimeMs, timer: setTimeout(() => this.dismiss(id), lifetimeMs) })
  }

  /**
   * A message being read or reached for (focused, or under the pointer) must not go meanwhile (WCAG 2.2.1): held,
   * its time stops, and so does its action's; let go, it has its whole time again.
   */
  hold(id: number, held: boolean) {
    const clock = this.clocks.get(id)
    if (!clock || (clock.timer === null) === held) return
    if (clock.timer) clearTimeout(clock.timer)
    clock.timer = held ? null : setTimeout(() => this.dismiss(id), clock.lifetimeMs)
    this.items.find((x) => x.id === id)?.action?.hold?.(held)
  }

  /** The message's button was pressed: it does its work and the message goes. */
  act(id: number) {
    const item = this.items.find((x) => x.id === id)
    this.dismiss(id)
    item?.action?.run()
  }

  dismiss(id: number) {
    const clock = this.clocks.get(id)
    this.clocks.delete(id)
    if (clock?.timer) clearTimeout(clock.timer)
    const item = this.items.find((x) => x.id === id)
    this.items = this.items.filter((x) => x.id !== id)
    // Closed while held: what waited for the message runs its clock again.
    if (clock && clock.timer === null) item?.action?.hold?.(false)
  }
}
