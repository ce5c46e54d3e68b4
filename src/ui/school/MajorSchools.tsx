import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { CutoffCell } from './CutoffCell'
import type { MajorDetailViewModel } from './MajorDetailViewModel'
import { SchoolTags } from './SchoolTags'
import { useDataText } from '../i18n/dataText'
import { yearSpan } from './yearSpan'

/** The Zhejiang schools offering a major: each programme with its 选考 rule of the plan year and its last cutoffs. */
export const MajorSchools = observer(function MajorSchools({ vm }: { vm: MajorDetailViewModel }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const d = vm.data
  if (!d) return null
  return (
    <section aria-labelledby="major-schools-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      <h2 id="major-schools-title" className="section-title">
        {t('major.schoolsTitle')}
      </h2>
      <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">{t('major.schoolsIntro')}</p>
      {d.schools.length === 0 ? (
        <p className="mt-6 text-sm text-stone-600 dark:text-stone-300">{t('major.noSchools')}</p>
      ) : (
        <div className="mt-5 overflow-x-auto rounded-xl ring-1 ring-stone-200 dark:ring-zinc-700">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t('major.schoolsTitle')}</caption>
            <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
              <tr>
                <th scope="col" className="px-4 py-3 text-left font-medium">
                  {t('major.school')}
                </th>
                <th scope="col" className="px-3 py-3 text-left font-medium">
                  {t('school.programme')}
                </th>
                <th scope="col" className="px-3 py-3 text-left font-medium">
                  {d.planYear !== null ? t('major.requirement', { year: d.planYear }) : t('school.requirement')}
                </th>
                {vm.years.map((y) => (
                  <th key={y} scope="col" className="px-2 py-3 text-center font-medium">
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
                s.programmes.map((p, i) => {
                  const plans = s.plans.filter((x) => x.majorKey === p.majorKey)
                  const rules = [...new Set(plans.map((x) => x.requirement).filter(Boolean))]
                  return (
                    <tr key={`${s.code}-${p.majorKey}`} className="hover:bg-primary-50/40 dark:hover:bg-zinc-700/40">
                      {i === 0 && (
                        <th scope="row" rowSpan={s.programmes.length} className="w-60 px-4 py-2.5 text-left align-top font-normal">
                          <Link
                            href={paths.schoolDetail(s.code)}
                            className="font-semibold text-stone-900 hover:text-primary-700 dark:text-stone-100 dark:hover:text-primary-300"
                          >
                            {dataText(s.name)}
                          </Link>
                          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-500 dark:text-stone-400">
                            <span className="font-mono">{s.code}</span>
                            {dataText(s.province)}
                            <SchoolTags tags={s.tags.filter((x) => x !== '公办')} />
                          </div>
                        </th>
                      )}
                      <td className="max-w-64 px-3 py-2.5 text-stone-700 dark:text-stone-200">
                        {dataText(p.majorName)}
                        {p.match === 'class' && (
                          <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-[11px] text-amber-800 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-800">
                            {t('major.byClass')}
                          </span>
                        )}
                      </td>
                      <td className="px-3 py-2.5 text-stone-700 dark:text-stone-200">{rules.length ? rules.join(' / ') : t('major.noRequirement')}</td>
                      {vm.years.map((y) => (
                        <CutoffCell key={y} value={p.years.find((x) => x.year === y)} />
                      ))}
                    </tr>
                  )
                }),
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
      <p className="mt-4 text-xs text-stone-500 dark:text-stone-400">
        {t('school.source', { years: yearSpan(d.sourceYears) })}
        {d.planYear !== null && t('school.sourcePlan', { year: d.planYear })}
      </p>
    </section>
  )
})
