/** Short messages at the top of the page. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning'

/** A button on the message (e.g. 撤销) and how long the message stays so it can be pressed. */
export interface ToastAction {
  label: string
  run: () => void
  lifetimeMs: number
}

export interface Toast {
  show(kind: ToastKind, text: string, action?: ToastAction): void
}
export const Toast = Symbol('Toast')
