import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link, useLocation } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { useService } from '../ServiceContext'
import { useDataText } from '../i18n/dataText'
import { SchoolTokens } from './schoolTokens'

/** 专业详情 without `?code=`: search the catalogue here, or open a 门类 in 一键查专业. */
export const MajorLanding = observer(function MajorLanding() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const catalog = useService(SchoolTokens.catalog)
  const [, navigate] = useLocation()
  const inputId = useId()
  useEffect(() => catalog.start(), [catalog])
  const q = catalog.query.trim()
  const matches = q ? catalog.visible.flatMap((d) => d.children.flatMap((c) => c.children)).slice(0, 24) : []
  return (
    <div className="space-y-6 pb-6">
      <section className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        <h1 className="text-2xl font-bold text-stone-900 dark:text-stone-50">{t('major.landingTitle')}</h1>
        <p className="mt-2 max-w-3xl text-sm leading-6 text-stone-600 dark:text-stone-300">{t('major.landingIntro')}</p>
        <div className="mt-5" role="search">
          <label htmlFor={inputId} className="sr-only">
            {t('major.searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            className="field"
            value={catalog.query}
            placeholder={t('major.searchPlaceholder')}
            onChange={(e) => catalog.setQuery(e.target.value)}
          />
        </div>
        {q && (
          <div className="mt-5">
            <h2 className="text-sm font-medium text-stone-700 dark:text-stone-200">{t('major.landingMatches')}</h2>
            {matches.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{t('major.noMatch', { q })}</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2">
                {matches.map((m) => (
                  <li key={m.code}>
                    <Link
                      href={paths.majorDetail(m.code)}
                      className="inline-flex items-center gap-1.5 rounded-lg bg-stone-50 px-3 py-1.5 text-sm text-stone-800 ring-1 ring-stone-200 hover:bg-primary-50 hover:text-primary-700 dark:bg-zinc-900 dark:text-stone-100 dark:ring-zinc-700"
                    >
                      {dataText(m.name)}
                      <span className="font-mono text-xs text-stone-500 dark:text-stone-400">{m.code}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="major-disciplines" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        <h2 id="major-disciplines" className="section-title">
          {t('major.landingDisciplines')}
        </h2>
        {catalog.error ? (
          <p role="alert" className="mt-4 text-sm text-stone-600 dark:text-stone-300">
            {t('school.loadFailed', { msg: t(catalog.error) })}
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 md:grid-cols-4 gap-3 min-[1700px]:grid-cols-6">
            {catalog.tree.map((d) => (
              <li key={d.code}>
                <button
                  type="button"
                  className="w-full rounded-xl bg-stone-50 px-4 py-3 text-left ring-1 ring-stone-200 hover:bg-primary-50 hover:ring-primary-200 focus-visible:outline-2 focus-visible:outline-primary-600 dark:bg-zinc-900 dark:ring-zinc-700 dark:hover:bg-primary-900/30"
                  onClick={() => {
                    catalog.select(d.code)
                    navigate(paths.majors())
                  }}
                >
                  <span className="block font-semibold text-stone-900 dark:text-stone-100">{dataText(d.name)}</span>
                  <span className="text-xs text-stone-500 dark:text-stone-400">
                    {t('major.majorCount', { n: d.children.reduce((n, c) => n + c.children.length, 0) })}
                    {catalog.offered[d.name] !== undefined && ` · ${t('major.offered', { n: catalog.offered[d.name] })}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
})
