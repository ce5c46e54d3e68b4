import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-20 text-center">
      {/* Large text: on the dark page primary-400 reads 5.9:1 (primary-600 only 2.7:1). */}
      <p className="text-7xl font-bold tracking-tight text-primary-600/90 dark:text-primary-400">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-stone-900 dark:text-stone-100">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-500 dark:text-stone-400">{t('notFound.text')}</p>
      <Link href={paths.home()} className="btn-primary mt-8">
        {t('building.back')}
      </Link>
    </section>
  )
}
