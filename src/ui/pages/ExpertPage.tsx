import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'

/** Booking is not open yet; the page says so instead of showing invented experts. */
export default function ExpertPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-3xl py-10">
      <h1 className="text-3xl font-semibold text-stone-900 dark:text-stone-100">{t('expert.title')}</h1>
      <div className="mt-6 rounded-2xl bg-white p-8 leading-8 text-stone-700 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:text-stone-300 dark:ring-zinc-700">
        <span className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-700 ring-1 ring-amber-200">{t('building.badge')}</span>
        <p className="mt-4">{t('expert.text')}</p>
        <p className="mt-2 text-stone-500 dark:text-stone-400">{t('expert.meanwhile')}</p>
        <div className="mt-6 flex gap-3">
          <Link href={paths.aiVolunteer()} className="btn-primary">
            {t('home.entry.ai')}
          </Link>
          <Link href={paths.volunteerCheck()} className="btn-secondary">
            {t('home.entry.check')}
          </Link>
        </div>
      </div>
    </section>
  )
}
