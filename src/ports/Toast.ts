/** Short messages at the top of the page. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning'

/** A button on the message (e.g. 撤销) and how long the message stays so it can be pressed. */
export interface ToastAction {
  label: string
  run: () => void
  lifetimeMs: number
  /**
   * The message was held (focused, or under the pointer) or let go. Held it stays, so whatever its button could
   * still undo must wait too (a delete waiting for 撤销, WCAG 2.2.1); let go, both have their whole time again.
   */
  hold?: (held: boolean) => void
}

export interface Toast {
  show(kind: ToastKind, text: string, action?: ToastAction): void
}
export const Toast = Symbol('Toast')
