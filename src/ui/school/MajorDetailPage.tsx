import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link, useSearch } from 'wouter'
import { useService } from '../ServiceContext'
import { MajorIntro } from './MajorIntro'
import { MajorLanding } from './MajorLanding'
import { MajorSchools } from './MajorSchools'
import { SchoolTokens } from './schoolTokens'
import { useDataText } from '../i18n/dataText'
import { paths } from '@/core/navigation/routeTable'
import { formatCount } from '@/ui/i18n/formatCount'

/**
 * 专业详情 (?code=080901): code, 门类 and 专业类, degree (catalogue) and 学制 (Zhejiang plan), an honest note where
 * we have no description, majors of the same class, and the Zhejiang schools offering it with cutoffs and 选考 rules.
 */
export default observer(function MajorDetailPage() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(SchoolTokens.major)
  const code = new URLSearchParams(useSearch()).get('code') ?? ''
  useEffect(() => void vm.load(code), [vm, code])
  if (!code) return <MajorLanding />
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
  if (!d) return <p className="py-20 text-center text-stone-500 dark:text-stone-400">{t('app.loading')}</p>
  const m = d.major
  const degree = vm.degree
  const or = t('major.degreeOr')
  const facts: Array<[string, string]> = [
    [t('major.code'), m.code],
    [t('major.discipline'), `${m.discipline} · ${m.disciplineCode}`],
    [t('major.className'), `${m.className} · ${m.classCode}`],
    [
      t('major.degree'),
      degree?.known
        ? t('major.degreeValue', { degrees: degree.degrees.join(or) }) + (degree.noted && degree.degrees.length > 1 ? t('major.degreeNoted') : '')
        : t('major.degreeUnknown'),
    ],
    [t('major.length'), vm.lengths.length ? t('major.lengthValue', { years: vm.lengths.join('/') }) : t('major.lengthNone')],
  ]
  const stats: Array<[string, string]> = [
    [t('major.schoolCount'), String(d.schools.length)],
    [t('major.programmeCount'), String(vm.programmeCount)],
    [t('major.bestRank'), vm.bestRank !== null ? formatCount(vm.bestRank) : t('school.none')],
  ]
  return (
    <div className="space-y-6 pb-6">
      {back}
      <header className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 md:p-8 dark:bg-zinc-800 dark:ring-zinc-700">
        <div className="flex items-center gap-8 max-md:flex-col max-md:items-stretch max-md:gap-4">
          <div className="min-w-0 flex-1">
            <p className="text-sm text-stone-500 dark:text-stone-400">
              {m.discipline} / {m.className}
            </p>
            <h1 className="mt-1 text-2xl font-bold text-stone-900 dark:text-stone-50">{dataText(m.name)}</h1>
          </div>
          <dl className="grid shrink-0 grid-cols-3 gap-3">
            {stats.map(([label, value]) => (
              <div
                key={label}
                className="rounded-xl bg-primary-50/70 px-5 py-3 text-center ring-1 ring-primary-100 max-md:px-2 dark:bg-primary-900/20 dark:ring-primary-900"
              >
                <dt className="text-xs text-stone-500 dark:text-stone-400">{label}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums text-primary-700 dark:text-primary-300">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5 border-t border-stone-100 pt-5 dark:border-zinc-700">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-stone-500 dark:text-stone-400">{label}</dt>
              <dd className="mt-1 break-words font-medium text-stone-900 dark:text-stone-100">{value}</dd>
            </div>
          ))}
        </dl>
        {d.planYear !== null && vm.lengths.length > 0 && (
          <p className="mt-3 text-xs text-stone-500 dark:text-stone-400">{t('major.lengthSource', { year: d.planYear })}</p>
        )}
      </header>
      <MajorIntro vm={vm} />
      <MajorSchools vm={vm} />
    </div>
  )
})
