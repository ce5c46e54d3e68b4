import type { ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'

/** The narrow frame of the payment pages (sandbox and return): a phone shows it as well as a desktop; the sandbox wears its badge. */
export function PayPageFrame({ title, sandbox, children }: { title: string; sandbox: boolean; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto w-full max-w-md px-1 py-6 sm:py-10" aria-labelledby="pay-page-title">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        {sandbox && (
          <span className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-amber-900/50 dark:text-amber-100 dark:ring-amber-700">
            <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden>
              <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm0 4a1 1 0 011 1v3a1 1 0 11-2 0V7a1 1 0 011-1zm0 8.5a1.2 1.2 0 110-2.4 1.2 1.2 0 010 2.4z" />
            </svg>
            {t('sandbox.badge')}
          </span>
        )}
        <h1 id="pay-page-title" className="text-xl font-semibold text-stone-900 dark:text-stone-100">
          {title}
        </h1>
        {children}
      </div>
    </section>
  )
}
