import type { Toast, ToastKind } from '@/ports/Toast'

export class RecordingToast implements Toast {
  readonly shown: { kind: ToastKind; text: string }[] = []
  show(kind: ToastKind, text: string) {
    this.shown.push({ kind, text })
  }
}
