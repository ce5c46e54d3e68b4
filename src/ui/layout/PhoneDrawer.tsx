import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { MainNav } from './MainNav'

/** The phone's main menu, a drawer from the left; a chunk of its own, fetched when the menu is first opened (PhoneMenu). */
export default function PhoneDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-[5000] md:hidden">
      <div className="fixed inset-0 bg-stone-900/40" aria-hidden />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl dark:bg-zinc-800">
        <div className="flex items-center justify-between bg-gradient-to-r from-primary-700 to-primary-600 px-4 py-4">
          <DialogTitle className="text-base font-semibold text-white">{t('nav.menu')}</DialogTitle>
          <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-sm text-white hover:bg-white/10">
            {t('word.close')}
          </button>
        </div>
        {/* A chosen link closes the drawer (the page changes behind it). */}
        <div className="flex-1 overflow-y-auto p-3" onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
          <MainNav vertical />
        </div>
      </DialogPanel>
    </Dialog>
  )
}
