import { useTranslation } from 'react-i18next'

/** The cooperation form is not open online yet (nothing would store it), so the page says exactly that. */
export default function CodeFormPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-semibold text-stone-900 dark:text-stone-100">{t('codeForm.title')}</h1>
      <div className="mt-4 rounded-2xl bg-white p-6 leading-7 text-stone-700 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:text-stone-300 dark:ring-zinc-700">
        <span className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-700 ring-1 ring-amber-200">{t('building.badge')}</span>
        <p className="mt-4">{t('codeForm.text')}</p>
      </div>
    </section>
  )
}
