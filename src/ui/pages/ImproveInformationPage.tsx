import { useTranslation } from 'react-i18next'
import type { AppRoute } from '../routes'

/** The profile form is a later issue; the warning banner is real because the guard sends people here. */
export default function ImproveInformationPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-3xl py-10">
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-5 py-3 text-amber-800 dark:border-amber-700 dark:bg-amber-900/30 dark:text-amber-200">
        {t('improve.warning')}
      </div>
      <div className="mt-6 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        <h1 className="text-2xl font-semibold text-stone-900 dark:text-stone-100">{t(route.titleKey)}</h1>
        <p className="mt-3 leading-7 text-stone-600 dark:text-stone-300">{t('desc.improveInformation')}</p>
        <p className="mt-3 text-sm text-stone-500 dark:text-stone-400">{t('building.text')}</p>
      </div>
    </section>
  )
}
