import { useTranslation } from '@/ui/i18n/useTranslation'
import type { Expert } from '@/ports/api/consult'
import { useDataText } from '../i18n/dataText'

/** One consultant as the operator described them, with 预约 while they take bookings. */
export function ExpertCard({ expert, onBook }: { expert: Expert; onBook: () => void }) {
  const { t } = useTranslation()
  // The operator writes in simplified Chinese; zh_TW reads it in Taiwan characters.
  const data = useDataText()
  return (
    <article
      aria-labelledby={`expert-${expert.id}`}
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-50 text-xl font-semibold text-primary-700 ring-1 ring-primary-100 dark:bg-primary-900/40 dark:text-primary-200 dark:ring-primary-800"
        >
          {[...data(expert.name)][0]}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`expert-${expert.id}`} className="truncate text-lg font-semibold text-stone-900 dark:text-stone-100">
            {data(expert.name)}
          </h3>
          <p className="mt-0.5 text-sm break-words text-stone-600 dark:text-stone-300">{data(expert.title)}</p>
          <p className="mt-0.5 text-sm text-stone-500 dark:text-stone-400">{t('experts.years', { count: expert.years })}</p>
        </div>
      </div>
      {expert.specialities.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {expert.specialities.map((s) => (
            <li key={s} className="rounded-full bg-stone-100 px-2.5 py-1 text-xs text-stone-700 dark:bg-zinc-700 dark:text-stone-200">
              {data(s)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex-1 text-sm leading-6 break-words text-stone-700 dark:text-stone-300">{data(expert.bio)}</p>
      <p className="mt-4 text-sm break-words text-stone-600 dark:text-stone-300">{t('experts.availability', { text: data(expert.availability) })}</p>
      <div className="mt-5">
        {expert.accepting ? (
          <button type="button" className="btn-primary w-full" aria-label={t('experts.bookNamed', { name: data(expert.name) })} onClick={onBook}>
            {t('experts.book')}
          </button>
        ) : (
          <p className="rounded-lg bg-stone-100 py-2.5 text-center text-sm font-medium text-stone-600 dark:bg-zinc-700 dark:text-stone-300">
            {t('experts.paused')}
          </p>
        )}
      </div>
    </article>
  )
}
