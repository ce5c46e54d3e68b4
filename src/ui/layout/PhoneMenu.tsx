import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'

// The drawer (Headless UI's dialog) is not on the first page: it is fetched when the menu is first opened.
const PhoneDrawer = lazy(() => import('./PhoneDrawer'))

/** On a phone the main menu opens in a drawer from the left (the header has no room for it); a link closes it. */
export function PhoneMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-1 shrink-0 rounded-md p-2 text-white hover:bg-white/10 md:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PhoneDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
