import { makeAutoObservable } from 'mobx'
import type { Toast, ToastKind } from '@/ports/Toast'

export interface ToastItem {
  id: number
  kind: ToastKind
  text: string
}

/** The Toast port as observable state; the Toaster component renders it. */
export class ToastStore implements Toast {
  items: ToastItem[] = []
  private nextId = 1

  constructor(private readonly lifetimeMs = 3500) {
    makeAutoObservable<ToastStore, 'nextId' | 'lifetimeMs'>(this, { nextId: false, lifetimeMs: false }, { autoBind: true })
  }

  show(kind: ToastKind, text: string) {
    const id = this.nextId++
    this.items.push({ id, kind, text })
    setTimeout(() => this.dismiss(id), kind === 'error' ? this.lifetimeMs + 1500 : this.lifetimeMs)
  }

  dismiss(id: number) {
    this.items = this.items.filter((item) => item.id !== id)
  }
}
