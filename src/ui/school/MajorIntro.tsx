import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { useService } from '../ServiceContext'
import type { MajorDetailViewModel } from './MajorDetailViewModel'
import { SchoolTokens } from './schoolTokens'

/** 专业介绍: we hold no trustworthy descriptions, courses or careers, so it says so; then the majors of the same 专业类. */
export const MajorIntro = observer(function MajorIntro({ vm }: { vm: MajorDetailViewModel }) {
  const { t } = useTranslation()
  const catalog = useService(SchoolTokens.catalog)
  useEffect(() => catalog.start(), [catalog])
  const m = vm.data?.major
  if (!m) return null
  const related =
    catalog.tree
      .flatMap((d) => d.children)
      .find((c) => c.code === m.classCode)
      ?.children.filter((x) => x.code !== m.code) ?? []
  return (
    <section aria-labelledby="major-intro" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      <h2 id="major-intro" className="section-title">
        {t('major.intro')}
      </h2>
      <p className="mt-3 rounded-xl bg-stone-50 px-4 py-3 text-sm leading-6 text-stone-600 dark:bg-zinc-900 dark:text-stone-300">{t('major.introEmpty')}</p>
      {related.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-stone-800 dark:text-stone-100">
            {t('major.related')} · {m.className}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {related.map((x) => (
              <li key={x.code}>
                <Link
                  href={paths.majorDetail(x.code)}
                  className="inline-flex items-center gap-1.5 rounded-lg bg-stone-50 px-3 py-1.5 text-sm text-stone-800 ring-1 ring-stone-200 hover:bg-primary-50 hover:text-primary-700 dark:bg-zinc-900 dark:text-stone-100 dark:ring-zinc-700"
                >
                  {x.name}
                  <span className="font-mono text-xs text-stone-500 dark:text-stone-400">{x.code}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
})
