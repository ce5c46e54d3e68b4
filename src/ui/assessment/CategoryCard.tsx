import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import type { CategoryFit } from '@/ports/api/assessment'
import { fitText } from './fitText'
import { useClassWords } from './useClassWords'
import { formatCount } from '@/ui/i18n/formatCount'

/** One 专业类 of the ranking: its fit and letters, example majors (links to major detail) and what our plan holds of it. */
export function CategoryCard({ c, rank, year }: { c: CategoryFit; rank: number; year: number | null }) {
  const { t } = useTranslation()
  const words = useClassWords()
  const name = words.className(c)
  return (
    <li className="flex flex-col rounded-xl p-4 ring-1 ring-stone-200 dark:ring-zinc-700">
      <div className="flex items-start gap-3">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-600 text-sm font-bold text-white"
          aria-label={t('assess.cat.rank', { n: rank })}
        >
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-stone-900 dark:text-stone-50" title={name}>
            {name}
          </h3>
          <p className="text-xs text-stone-500 dark:text-stone-400">
            {words.discipline(c)} · {c.classCode}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <div className="text-xl font-bold tabular-nums text-primary-700 dark:text-primary-300">{fitText(c.fit)}</div>
          <div className="text-[11px] text-stone-500 dark:text-stone-400">{t('assess.cat.fitLetters', { letters: c.letters })}</div>
        </div>
      </div>
      {c.majors.length > 0 && (
        <p className="mt-3 text-sm leading-6 text-stone-700 dark:text-stone-200">
          <span className="text-stone-500 dark:text-stone-400">{t('assess.cat.majors')}</span>
          {c.majors.map((m, i) => (
            <span key={m.code}>
              {i > 0 && t('assess.listSep')}
              <Link
                href={paths.majorDetail(m.code)}
                className="text-stone-800 underline decoration-stone-300 underline-offset-2 hover:text-primary-700 dark:text-stone-100 dark:decoration-zinc-500 dark:hover:text-primary-300"
              >
                {words.data(m.name)}
              </Link>
            </span>
          ))}
        </p>
      )}
      <dl className="mt-auto grid grid-cols-2 gap-2 pt-3 text-xs">
        <div className="rounded-lg bg-stone-50 px-2.5 py-1.5 dark:bg-zinc-900">
          <dt className="text-stone-500 dark:text-stone-400">{t('assess.cat.programmes', { year: year ?? '' })}</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums text-stone-800 dark:text-stone-100">{formatCount(c.programmes)}</dd>
        </div>
        <div className="rounded-lg bg-stone-50 px-2.5 py-1.5 dark:bg-zinc-900">
          <dt className="text-stone-500 dark:text-stone-400">{t('assess.cat.eligible')}</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums text-stone-800 dark:text-stone-100">
            {c.eligible === null ? t('assess.cat.noSubjects') : formatCount(c.eligible)}
          </dd>
        </div>
      </dl>
      {c.missing > 0 && <p className="mt-2 text-xs leading-5 text-amber-800 dark:text-amber-200">{t('assess.cat.missing', { n: c.missing })}</p>}
    </li>
  )
}
