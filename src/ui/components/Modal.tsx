import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { KeyboardEvent, ReactNode } from 'react'

interface ModalProps {
  open: boolean
  title: ReactNode
  /** Called on Escape / mask click; omit to forbid closing that way. */
  onClose?: () => void
  children: ReactNode
  width?: string
  zIndex?: number
  closeLabel?: string
  /**
   * False: a click on the mask does nothing (spec: the purchase dialog has no mask-close); Escape and the
   * close control still call onClose.
   */
  maskClosable?: boolean
}

/** The app's dialog frame: Headless UI Dialog, a dimmed mask, a white rounded panel. */
export function Modal({ open, title, onClose, children, width = 'max-w-md', zIndex = 5000, closeLabel, maskClosable = true }: ModalProps) {
  // Headless UI reports Escape and outside clicks through one onClose: without mask-close, Escape is caught on
  // the panel instead (stopped there, so a dialog nested in another closes alone).
  const onEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (maskClosable || !onClose || event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }
  // The root covers the screen, so the dialog element itself has a box (tools and tests can see it).
  return (
    <Dialog open={open} onClose={() => (maskClosable ? onClose?.() : undefined)} className="fixed inset-0" style={{ zIndex }}>
      <div className="fixed inset-0 bg-stone-900/50 backdrop-blur-[1px]" aria-hidden />
      <div className="fixed inset-0 flex justify-center overflow-y-auto p-4">
        <DialogPanel onKeyDown={onEscape} className={`relative my-auto w-full ${width} rounded-2xl bg-white p-7 shadow-2xl dark:bg-zinc-800`}>
          <DialogTitle className="pr-8 text-lg font-semibold text-stone-900 dark:text-stone-100">{title}</DialogTitle>
          {onClose && closeLabel && (
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              className="absolute right-4 top-4 rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-400 dark:hover:bg-zinc-700 dark:hover:text-stone-200"
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
