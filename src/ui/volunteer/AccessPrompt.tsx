import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'

/**
 * Shown when the server refuses for a missing service (codes 4601–4604 carry the service type).
 * Payment is a later issue, so the prompt says plainly that purchase is not open yet.
 */
export function AccessPrompt({ serviceType }: { serviceType: number }) {
  const { t } = useTranslation()
  const type = [1, 2, 3].includes(serviceType) ? serviceType : 4
  return (
    <section
      role="alert"
      aria-labelledby="access-title"
      className="mx-auto max-w-2xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-amber-200 dark:bg-zinc-800 dark:ring-amber-800"
    >
      <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-700 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-300 dark:ring-amber-700">
        {t('vol.access.badge')}
      </span>
      <h2 id="access-title" className="mt-4 text-xl font-semibold text-stone-900 dark:text-stone-100">
        {t(`vol.access.title${type}`)}
      </h2>
      <p className="mt-3 text-sm leading-7 text-stone-600 dark:text-stone-300">{t(`vol.access.text${type}`)}</p>
      <p className="mt-3 rounded-lg bg-stone-50 px-4 py-3 text-sm leading-6 text-stone-600 dark:bg-zinc-900 dark:text-stone-300">{t('vol.access.later')}</p>
      <div className="mt-6 flex gap-3">
        <Link href={paths.expert()} className="btn-primary">
          {t('vol.access.expert')}
        </Link>
        <Link href={paths.home()} className="btn-secondary">
          {t('vol.access.home')}
        </Link>
      </div>
    </section>
  )
}

/** A page header band shared by the volunteer pages. */
export function PageHead({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-gradient-to-r from-primary-700 to-primary-500 px-7 py-6 text-white shadow">
      <div className="min-w-0 max-w-3xl">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="mt-2 text-sm leading-6 text-white/90">{intro}</p>}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </header>
  )
}
