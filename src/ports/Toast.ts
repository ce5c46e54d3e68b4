/** Short messages at the top of the page. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning'

export interface Toast {
  show(kind: ToastKind, text: string): void
}
export const Toast = Symbol('Toast')
