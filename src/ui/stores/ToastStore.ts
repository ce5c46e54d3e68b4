import { makeAutoObservable } from 'mobx'
import type { Toast, ToastAction, ToastKind } from '@/ports/Toast'

export interface ToastItem {
  id: number
  kind: ToastKind
  text: string
  action?: ToastAction
}

/** The Toast port as observable state; the Toaster component renders it. */
export class ToastStore implements Toast {
  items: ToastItem[] = []
  private nextId = 1

  constructor(private readonly lifetimeMs = 3500) {
    makeAutoObservable<ToastStore, 'nextId' | 'lifetimeMs'>(this, { nextId: false, lifetimeMs: false }, { autoBind: true })
  }

  show(kind: ToastKind, text: string, action?: ToastAction) {
    const id = this.nextId++
    this.items.push(action ? { id, kind, text, action } : { id, kind, text })
    setTimeout(() => this.dismiss(id), action?.lifetimeMs ?? (kind === 'error' ? this.lifetimeMs + 1500 : this.lifetimeMs))
  }

  /** The message's button was pressed: it does its work and the message goes. */
  act(id: number) {
    const item = this.items.find((x) => x.id === id)
    this.dismiss(id)
    item?.action?.run()
  }

  dismiss(id: number) {
    this.items = this.items.filter((item) => item.id !== id)
  }
}
