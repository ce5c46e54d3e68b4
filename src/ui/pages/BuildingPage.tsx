import { useTranslation } from '@/ui/i18n/useTranslation'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { Link } from 'wouter'
import type { RouteInfo } from '@/core/navigation/routeTable'
import { paths } from '@/core/navigation/routeTable'

/** An honest page for a route whose feature is a later issue: its real title and what it will do. */
export default function BuildingPage({ route }: { route: RouteInfo }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-3xl py-12">
      <div className="rounded-2xl border border-stone-200 bg-white p-10 shadow-sm dark:border-zinc-700 dark:bg-zinc-800">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-700 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-300 dark:ring-amber-700">
          <span className="size-1.5 rounded-full bg-amber-500" aria-hidden />
          {t('building.badge')}
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-stone-900 dark:text-stone-100">{t(route.titleKey)}</h1>
        {route.descriptionKey && <p className="mt-3 leading-7 text-stone-600 dark:text-stone-300">{t(route.descriptionKey, { max: MAX_VOLUNTEERS })}</p>}
        <p className="mt-4 text-sm text-stone-500 dark:text-stone-400">{t('building.text')}</p>
        <Link href={paths.home()} className="btn-primary mt-8">
          {t('building.back')}
        </Link>
      </div>
    </section>
  )
}
