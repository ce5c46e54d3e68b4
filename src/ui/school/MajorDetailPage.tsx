import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { useService } from '../ServiceContext'
import { CutoffCell } from './CutoffCell'
import { SchoolTags } from './SchoolTags'
import { SchoolTokens } from './schoolTokens'
import { yearSpan } from './yearSpan'
import { paths } from '@/core/navigation/routeTable'

/** 专业详情 (?code=080901): the major's place in the catalogue and the Zhejiang schools offering it with cutoffs. */
export default observer(function MajorDetailPage() {
  const { t } = useTranslation()
  const vm = useService(SchoolTokens.major)
  const code = new URLSearchParams(useSearch()).get('code') ?? ''
  useEffect(() => void vm.load(code), [vm, code])
  const d = vm.data
  const back = (
    <Link href={paths.majors()} className="text-sm text-stone-500 hover:text-primary-600 dark:text-stone-400">
      ← {t('major.back')}
    </Link>
  )
  if (vm.error)
    return (
      <div className="py-10">
        {back}
        <p role="alert" className="mt-6 text-stone-600 dark:text-stone-300">
          {t('school.loadFailed', { msg: t(vm.error) })}
        </p>
      </div>
    )
  if (!d) return <p className="py-20 text-center text-stone-400">{t('app.loading')}</p>
  const m = d.major
  const stats: Array<[string, string]> = [
    [t('major.schoolCount'), String(d.schools.length)],
    [t('major.programmeCount'), String(vm.programmeCount)],
    [t('major.bestRank'), vm.bestRank !== null ? vm.bestRank.toLocaleString('zh-CN') : t('school.none')],
  ]
  return (
    <div className="space-y-6 pb-6">
      {back}
      <header className="flex items-center gap-8 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-stone-500 dark:text-stone-400">
            {m.discipline} / {m.className}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-stone-900 dark:text-stone-50">{m.name}</h1>
          <dl className="mt-3 flex gap-6 text-sm">
            <div className="flex gap-2">
              <dt className="text-stone-500 dark:text-stone-400">{t('major.code')}</dt>
              <dd className="font-mono font-medium text-stone-800 dark:text-stone-100">{m.code}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-stone-500 dark:text-stone-400">{t('major.discipline')}</dt>
              <dd className="text-stone-800 dark:text-stone-100">
                {m.discipline}（{m.disciplineCode}）
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-stone-500 dark:text-stone-400">{t('major.className')}</dt>
              <dd className="text-stone-800 dark:text-stone-100">
                {m.className}（{m.classCode}）
              </dd>
            </div>
          </dl>
        </div>
        <dl className="grid shrink-0 grid-cols-3 gap-3">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-primary-50/70 px-5 py-3 text-center ring-1 ring-primary-100 dark:bg-primary-900/20 dark:ring-primary-900">
              <dt className="text-xs text-stone-500 dark:text-stone-400">{label}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums text-primary-700 dark:text-primary-300">{value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <section aria-labelledby="major-schools-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        <h2 id="major-schools-title" className="section-title">
          {t('major.schoolsTitle')}
        </h2>
        <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">{t('major.schoolsIntro')}</p>
        {d.schools.length === 0 ? (
          <p className="mt-6 text-sm text-stone-500">{t('major.noSchools')}</p>
        ) : (
          <div className="mt-5 overflow-x-auto rounded-xl ring-1 ring-stone-200 dark:ring-zinc-700">
            <table className="w-full text-sm">
              <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
                <tr>
                  <th scope="col" className="px-4 py-3 text-left font-medium">
                    {t('major.school')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-left font-medium">
                    {t('school.programme')}
                  </th>
                  {vm.years.map((y) => (
                    <th key={y} scope="col" className="px-3 py-3 text-center font-medium">
                      <div className="text-stone-700 dark:text-stone-200">{y}</div>
                      <div className="font-normal">
                        {t('school.minScore')} / {t('school.minRank')}
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
                {vm.schools.flatMap((s) =>
                  s.programmes.map((p, i) => (
                    <tr key={`${s.code}-${p.majorKey}`} className="hover:bg-primary-50/40 dark:hover:bg-zinc-700/40">
                      {i === 0 && (
                        <th scope="row" rowSpan={s.programmes.length} className="w-64 px-4 py-2.5 text-left align-top font-normal">
                          <Link
                            href={paths.schoolDetail(s.code)}
                            className="font-semibold text-stone-900 hover:text-primary-700 dark:text-stone-100 dark:hover:text-primary-300"
                          >
                            {s.name}
                          </Link>
                          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-400">
                            <span className="font-mono">{s.code}</span>
                            {s.province}
                            <SchoolTags tags={s.tags.filter((x) => x !== '公办')} />
                          </div>
                        </th>
                      )}
                      <td className="max-w-xs px-4 py-2.5 text-stone-700 dark:text-stone-200">
                        {p.majorName}
                        {p.match === 'class' && (
                          <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-[11px] text-amber-700 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-800">
                            {t('major.byClass')}
                          </span>
                        )}
                      </td>
                      {vm.years.map((y) => (
                        <CutoffCell key={y} value={p.years.find((x) => x.year === y)} />
                      ))}
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        )}
        {vm.hidden > 0 && (
          <div className="mt-4 text-center">
            <button type="button" className="btn-secondary" onClick={() => vm.showMore()}>
              {t('major.showMore', { n: vm.hidden })}
            </button>
          </div>
        )}
        <p className="mt-4 text-xs text-stone-400 dark:text-stone-500">{t('school.source', { years: yearSpan(d.sourceYears) })}</p>
      </section>
    </div>
  )
})
