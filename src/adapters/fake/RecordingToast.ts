import type { Toast, ToastAction, ToastKind } from '@/ports/Toast'

export class RecordingToast implements Toast {
  readonly shown: { kind: ToastKind; text: string; action?: ToastAction }[] = []
  show(kind: ToastKind, text: string, action?: ToastAction) {
    this.shown.push(action ? { kind, text, action } : { kind, text })
  }
}
