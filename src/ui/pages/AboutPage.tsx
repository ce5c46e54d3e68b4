import { useTranslation } from 'react-i18next'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'

export default function AboutPage() {
  const { t } = useTranslation()
  return (
    <article className="mx-auto max-w-3xl py-10">
      <h1 className="text-3xl font-semibold text-stone-900 dark:text-stone-100">{t('about.title')}</h1>
      <div className="mt-6 space-y-5 rounded-2xl bg-white p-8 leading-8 text-stone-700 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:text-stone-300 dark:ring-zinc-700">
        <p>{t('about.p1')}</p>
        <p>{t('about.p2', { max: MAX_VOLUNTEERS })}</p>
        <p className="border-l-4 border-primary-600 pl-4 text-stone-800 dark:text-stone-200">{t('about.p3')}</p>
      </div>
    </article>
  )
}
