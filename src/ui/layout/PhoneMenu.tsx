import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { MainNav } from './MainNav'

/** On a phone the main menu opens in a drawer from the left (the header has no room for it); a link closes it. */
export function PhoneMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label={t('nav.menu')}
        onClick={() => setOpen(true)}
        className="-ml-1 shrink-0 rounded-md p-2 text-white hover:bg-white/10 md:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-[5000] md:hidden">
        <div className="fixed inset-0 bg-stone-900/40" aria-hidden />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl dark:bg-zinc-800">
          <div className="flex items-center justify-between bg-gradient-to-r from-primary-700 to-primary-600 px-4 py-4">
            <DialogTitle className="text-base font-semibold text-white">{t('nav.menu')}</DialogTitle>
            <button type="button" onClick={() => setOpen(false)} className="rounded-md px-2 py-1 text-sm text-white hover:bg-white/10">
              {t('nav.closeMenu')}
            </button>
          </div>
          {/* A chosen link closes the drawer (the page changes behind it). */}
          <div className="flex-1 overflow-y-auto p-3" onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
            <MainNav vertical />
          </div>
        </DialogPanel>
      </Dialog>
    </>
  )
}
