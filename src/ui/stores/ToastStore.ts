import { makeAutoObservable } from 'mobx'
import type { Timer } from '@/ports/Timer'
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
  /** Cancels the message's timed dismissal. */
  cancel: (() => void) | null
}

/** The Toast port as observable state; the Toaster component renders it. */
export class ToastStore implements Toast {
  items: ToastItem[] = []
  private nextId = 1
  private readonly clocks = new Map<number, Clock>()

  constructor(
    private readonly timer: Timer,
    private readonly lifetimeMs = 3500,
  ) {
    makeAutoObservable<ToastStore, 'nextId' | 'lifetimeMs' | 'clocks' | 'timer'>(
      this,
      { nextId: false, lifetimeMs: false, clocks: false, timer: false },
      { autoBind: true },
    )
  }

  show(kind: ToastKind, text: string, action?: ToastAction) {
    const id = this.nextId++
    this.items.push(action ? { id, kind, text, action } : { id, kind, text })
    const lifetimeMs = action?.lifetimeMs ?? (kind === 'error' ? this.lifetimeMs + 1500 : this.lifetimeMs)
    this.clocks.set(id, { lifetimeMs, cancel: this.timer.after(lifetimeMs, () => this.dismiss(id)) })
  }

  /**
   * A message being read or reached for (focused, or under the pointer) must not go meanwhile (WCAG 2.2.1): held,
   * its time stops, and so does its action's; let go, it has its whole time again.
   */
  hold(id: number, held: boolean) {
    const clock = this.clocks.get(id)
    if (!clock || (clock.cancel === null) === held) return
    clock.cancel?.()
    clock.cancel = held ? null : this.timer.after(clock.lifetimeMs, () => this.dismiss(id))
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
    clock?.cancel?.()
    const item = this.items.find((x) => x.id === id)
    this.items = this.items.filter((x) => x.id !== id)
    // Closed while held: what waited for the message runs its clock again.
    if (clock && clock.cancel === null) item?.action?.hold?.(false)
  }
}
