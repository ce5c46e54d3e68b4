import type { ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'

const PAGES = [
  { href: paths.sanYi(), key: 'route.sanYi' },
  { href: paths.sanYiPageList(), key: 'route.sanYiPageList' },
  { href: paths.sanYiMine(), key: 'route.sanYiMine' },
] as const

/** The red band on top of the three 三位一体 pages: title, what the page does, and the way to the other two. */
export function SanyiHeader({ title, intro, current, children }: { title: string; intro: string; current: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="rounded-2xl bg-gradient-to-r from-primary-700 to-primary-600 px-5 py-5 text-white shadow md:px-8 md:py-7">
      <nav aria-label={t('route.sanYi')} className="mb-4 flex flex-wrap gap-2">
        {PAGES.map((page) => (
          <Link
            key={page.href}
            href={page.href}
            aria-current={page.href === current ? 'page' : undefined}
            className="rounded-full bg-white/15 px-3.5 py-1 text-sm font-medium text-white ring-1 ring-white/30 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-[current=page]:bg-white aria-[current=page]:text-primary-700"
          >
            {t(page.key)}
          </Link>
        ))}
      </nav>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 max-w-4xl text-sm leading-6 text-white/95">{intro}</p>
      {children}
    </header>
  )
}

/** A white card of the 三位一体 pages. */
export function Card({ children, className = '', labelledBy }: { children: ReactNode; className?: string; labelledBy?: string }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700 ${className}`}
    >
      {children}
    </section>
  )
}

/** Loading, failure (with retry) and the page itself. */
export function LoadState({
  status,
  error,
  onRetry,
  children,
}: {
  status: 'loading' | 'ready' | 'failed'
  error: string
  onRetry: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  if (status === 'loading')
    return (
      <div
        role="status"
        className="rounded-2xl bg-white p-10 text-center text-stone-600 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:text-stone-300 dark:ring-zinc-700"
      >
        {t('sanyi.loading')}
      </div>
    )
  if (status === 'failed')
    return (
      <div role="alert" className="rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        <p className="text-stone-700 dark:text-stone-200">{t('sanyi.loadFailed', { msg: error })}</p>
        <button type="button" className="btn-primary mt-4" onClick={onRetry}>
          {t('word.retry')}
        </button>
      </div>
    )
  return <>{children}</>
}
