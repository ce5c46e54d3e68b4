import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'

interface ModalProps {
  open: boolean
  title: ReactNode
  /** Called on Escape / mask click; omit to forbid closing that way. */
  onClose?: () => void
  children: ReactNode
  width?: string
  zIndex?: number
  closeLabel?: string
}

/** The app's dialog frame: Headless UI Dialog, a dimmed mask, a white rounded panel. */
export function Modal({ open, title, onClose, children, width = 'max-w-md', zIndex = 5000, closeLabel }: ModalProps) {
  return (
    <Dialog open={open} onClose={() => onClose?.()} className="relative" style={{ zIndex }}>
      <div className="fixed inset-0 bg-stone-900/50 backdrop-blur-[1px]" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={`relative w-full ${width} rounded-2xl bg-white p-7 shadow-2xl dark:bg-zinc-800`}>
          <DialogTitle className="pr-8 text-lg font-semibold text-stone-900 dark:text-stone-100">{title}</DialogTitle>
          {onClose && closeLabel && (
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              className="absolute right-4 top-4 rounded-md p-1.5 text-stone-400 hover:bg-stone-100 hover:text-stone-600 dark:hover:bg-zinc-700"
            >
              <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
                <path d="M5.3 5.3a1 1 0 011.4 0L10 8.6l3.3-3.3a1 1 0 111.4 1.4L11.4 10l3.3 3.3a1 1 0 01-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 01-1.4-1.4L8.6 10 5.3 6.7a1 1 0 010-1.4z" />
              </svg>
            </button>
          )}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
