import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { useService } from '../ServiceContext'
import { SchoolTokens } from './schoolTokens'
import { useDataText } from '../i18n/dataText'
import { paths } from '@/core/navigation/routeTable'

/** 一键查专业: 门类 on the left (with Zhejiang programme counts), 专业类 → 专业 on the right, and search. */
export default observer(function MajorCatalogPage() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(SchoolTokens.catalog)
  const searchId = useId()
  useEffect(() => vm.start(), [vm])
  return (
    <div className="space-y-6 pb-6">
      <header className="rounded-2xl bg-gradient-to-r from-primary-700 to-primary-600 px-5 py-5 text-white shadow md:px-8 md:py-7">
        <h1 className="text-2xl font-bold">{t('major.catalogTitle')}</h1>
        <p className="mt-2 max-w-3xl text-sm leading-6 text-white/90">{t('major.catalogIntro')}</p>
        <div role="search" className="mt-5 max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            {t('major.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className="field border-0 py-3 text-base shadow-inner"
            value={vm.query}
            placeholder={t('major.searchPlaceholder')}
            onChange={(e) => vm.setQuery(e.target.value)}
          />
        </div>
      </header>
      {vm.error && (
        <p role="alert" className="text-sm text-primary-600">
          {t('school.loadFailed', { msg: t(vm.error) })}
        </p>
      )}
      <div className="grid md:grid-cols-[15rem_minmax(0,1fr)] items-start gap-6">
        <nav
          aria-label={t('major.disciplines')}
          className="sticky top-4 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700"
        >
          <ul>
            {vm.tree.map((d) => {
              const active = !vm.query.trim() && d.code === vm.selected
              return (
                <li key={d.code}>
                  <button
                    type="button"
                    aria-current={active ? 'true' : undefined}
                    onClick={() => vm.select(d.code)}
                    className={`flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm transition ${active ? 'bg-primary-600 font-semibold text-white' : 'text-stone-700 hover:bg-primary-50 hover:text-primary-700 dark:text-stone-200 dark:hover:bg-zinc-700'}`}
                  >
                    <span>{dataText(d.name)}</span>
                    {vm.offered[d.name] !== undefined && (
                      <span className={`text-xs tabular-nums ${active ? 'text-white/90' : 'text-stone-500 dark:text-stone-400'}`}>
                        {t('major.offered', { n: vm.offered[d.name] })}
                      </span>
                    )}
                  </button>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="space-y-5">
          {vm.query.trim() && vm.visible.length === 0 && (
            <p className="rounded-2xl bg-white p-8 text-center text-stone-500 ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
              {t('major.noMatch', { q: vm.query.trim() })}
            </p>
          )}
          {vm.visible.map((d) => (
            <section key={d.code} aria-label={d.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
              <h2 className="section-title">
                {dataText(d.name)}
                <span className="text-sm font-normal text-stone-400">{d.code}</span>
              </h2>
              <div className="mt-4 space-y-5">
                {d.children.map((c) => (
                  <div key={c.code}>
                    <h3 className="flex items-baseline gap-2 text-sm font-semibold text-stone-800 dark:text-stone-100">
                      {dataText(c.name)}
                      <span className="text-xs font-normal text-stone-400">
                        {c.code} · {t('major.majorCount', { n: c.children.length })}
                      </span>
                    </h3>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {c.children.map((m) => (
                        <li key={m.code}>
                          <Link
                            href={paths.majorDetail(m.code)}
                            className="inline-block rounded-lg bg-stone-50 px-3 py-1.5 text-sm text-stone-700 ring-1 ring-stone-200 transition hover:bg-primary-50 hover:text-primary-700 hover:ring-primary-200 dark:bg-zinc-900 dark:text-stone-200 dark:ring-zinc-700 dark:hover:bg-primary-900/30 dark:hover:text-primary-200"
                          >
                            {dataText(m.name)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  )
})
