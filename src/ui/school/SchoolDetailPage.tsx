import { observer } from 'mobx-react-lite'
import { useDeferredValue, useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link, useSearch } from 'wouter'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { ChanceBar } from './ChanceBar'
import { PlanTable } from './PlanTable'
import { ProgrammeTable } from './ProgrammeTable'
import { SchoolLanding } from './SchoolLanding'
import { SchoolTags } from './SchoolTags'
import { SchoolTokens } from './schoolTokens'
import { yearSpan } from './yearSpan'
import { useDataText } from '../i18n/dataText'
import { paths } from '@/core/navigation/routeTable'
import { formatCount } from '@/ui/i18n/formatCount'

const NATURE: Record<string, string> = { public: 'school.public', private: 'school.private' }

/**
 * 院校详情 (?id=0001): facts and tags (软科 rank included), every programme in Zhejiang with cutoffs by year, a
 * trend chart each, the signed-in student's chance in the plan year and 加入志愿, then the newest plan.
 * Without an id: a search and the famous schools.
 */
export default observer(function SchoolDetailPage() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(SchoolTokens.detail)
  const app = useService(UiTokens.app)
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const filterId = useId()
  const userId = app.user?.id ?? null
  useEffect(() => void vm.load(id), [vm, id, userId])
  // The school's answer re-renders at once (MobX), and drawing the facts, the programmes and the plan was one
  // long task on a phone. Deferred, the loading line stays for that moment and React draws
  // the page in slices; the plan, below the programmes, in a pass of its own after them.
  const loaded = vm.data !== null
  const ready = useDeferredValue(loaded) && loaded
  const planShown = useDeferredValue(ready, false) && ready
  if (!id) return <SchoolLanding />
  const d = vm.data
  if (vm.error) return <Problem text={t('school.loadFailed', { msg: t(vm.error) })} />
  if (!d || !ready) return <p className="py-20 text-center text-stone-500 dark:text-stone-400">{t('app.loading')}</p>
  const s = d.school
  const facts: Array<[string, string | null]> = [
    [t('school.code'), s.code],
    [t('school.moeCode'), s.moeCode],
    [t('school.location'), [s.province, s.city].filter(Boolean).map(dataText).join(' · ') || null],
    [t('school.level'), s.level],
    [t('school.nature'), s.nature && NATURE[s.nature] ? t(NATURE[s.nature]) : s.nature],
    [t('school.affiliation'), s.affiliation && dataText(s.affiliation)],
    [t('school.ruanke'), s.ruankeRank !== null ? t('school.ruankeValue', { rank: formatCount(s.ruankeRank) }) : t('school.ruankeNone')],
  ]
  return (
    <div className="space-y-6 pb-6">
      <Link href={paths.schools()} className="text-sm text-stone-500 hover:text-primary-600 dark:text-stone-400">
        ← {t('school.back')}
      </Link>
      <header className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 md:p-8 dark:bg-zinc-800 dark:ring-zinc-700">
        <div className="flex items-start gap-4 md:gap-6">
          <span
            className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-600 to-primary-800 text-2xl font-bold text-white shadow"
            aria-hidden
          >
            {s.name.slice(0, 1)}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold text-stone-900 dark:text-stone-50">{dataText(s.name)}</h1>
              <SchoolTags tags={s.tags} />
            </div>
            {s.website && (
              <a
                href={s.website.startsWith('http') ? s.website : `http://${s.website}`}
                target="_blank"
                rel="noreferrer noopener"
                className="mt-1.5 inline-block rounded-sm text-sm text-primary-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-300"
              >
                {t('school.website')}：{s.website}
              </a>
            )}
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4 md:grid-cols-7 border-t border-stone-100 pt-5 dark:border-zinc-700">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-stone-500 dark:text-stone-400">{label}</dt>
              <dd className="mt-1 break-words font-medium text-stone-900 dark:text-stone-100">{value || t('school.none')}</dd>
            </div>
          ))}
        </dl>
      </header>

      <section
        aria-labelledby="programmes-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6 dark:bg-zinc-800 dark:ring-zinc-700"
      >
        <div className="flex items-end justify-between gap-6 max-md:flex-col max-md:items-stretch max-md:gap-3">
          <div>
            <h2 id="programmes-title" className="section-title">
              {t('school.programmesTitle')}
            </h2>
            <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">
              {t('school.programmesIntro')} {t('school.programmeCount', { n: vm.rows.length })}
            </p>
          </div>
          <div className="w-64 shrink-0 max-md:w-full">
            <label htmlFor={filterId} className="sr-only">
              {t('school.programmeFilter')}
            </label>
            <input
              id={filterId}
              type="search"
              className="field"
              value={vm.filter}
              placeholder={t('school.programmeFilterPlaceholder')}
              onChange={(e) => vm.setFilter(e.target.value)}
            />
          </div>
        </div>
        <div className="mt-4">
          <ChanceBar vm={vm} />
        </div>
        {vm.rows.length === 0 ? <p className="mt-6 text-sm text-stone-500 dark:text-stone-400">{t('school.noProgrammes')}</p> : <ProgrammeTable vm={vm} />}
        <p className="mt-4 text-xs text-stone-500 dark:text-stone-400">
          {t('school.source', { years: yearSpan(d.sourceYears) })}
          {d.planYear !== null && t('school.sourcePlan', { year: d.planYear })}
        </p>
        <p className="mt-1 text-xs text-stone-500 dark:text-stone-400">{t('school.ruankeSource')}</p>
      </section>

      {planShown && <PlanTable vm={vm} />}
    </div>
  )
})

function Problem({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p role="alert" className="text-stone-600 dark:text-stone-300">
        {text}
      </p>
      <Link href={paths.schools()} className="btn-primary mt-6">
        {t('school.back')}
      </Link>
    </section>
  )
}
