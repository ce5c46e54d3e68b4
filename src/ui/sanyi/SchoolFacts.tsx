import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import type { SanyiSchool } from '@/ports/api/sanyi'
import { useDataText } from '../i18n/dataText'
import { xkWords } from './formulaWords'

/** What the source says about a school: conversion note, who may apply, dates, full marks, and the 招生章程 it came from. */
export function SchoolFacts({ school }: { school: SanyiSchool }) {
  const { t, i18n } = useTranslation()
  const dataText = useDataText()
  const sep = i18n.language === 'en' ? '; ' : '；'
  const f = school.formula
  const dates = [
    school.applyDates && t('sanyi.detail.apply', { text: dataText(school.applyDates) }),
    school.testDates && t('sanyi.detail.test', { text: dataText(school.testDates) }),
  ].filter(Boolean)
  return (
    <dl className="grid grid-cols-2 gap-x-8 gap-y-3 text-sm">
      <div>
        <dt className="text-xs font-medium text-stone-600 dark:text-stone-300">{t('sanyi.detail.note')}</dt>
        <dd className="mt-0.5 leading-6 text-stone-800 dark:text-stone-100">
          {xkWords(f, t)}
          {school.note ? `${sep}${dataText(school.note)}` : ''}
        </dd>
        <dd className="mt-0.5 text-xs text-stone-600 dark:text-stone-400">
          {t('sanyi.detail.fulls', { xk: f.xkFull || '—', test: f.testFull, gaokao: f.gaokaoFull })}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-stone-600 dark:text-stone-300">{t('sanyi.detail.requirement')}</dt>
        <dd className="mt-0.5 leading-6 text-stone-800 dark:text-stone-100">
          {school.requirement ? dataText(school.requirement) : t('sanyi.detail.requirementNone')}
        </dd>
        <dt className="mt-3 text-xs font-medium text-stone-600 dark:text-stone-300">{t('sanyi.detail.dates')}</dt>
        <dd className="mt-0.5 leading-6 text-stone-800 dark:text-stone-100">{dates.length ? dates.join(sep) : t('sanyi.detail.datesNone')}</dd>
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-stone-100 pt-3 dark:border-zinc-700">
        <dt className="text-xs font-medium text-stone-600 dark:text-stone-300">{t('sanyi.detail.source')}</dt>
        <dd className="min-w-0">
          <a
            href={school.source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300"
          >
            {dataText(school.source.title)}
          </a>
          {school.unverified && <UnverifiedBadge className="ml-2" />}
        </dd>
        {school.schoolCode && (
          <dd className="ml-auto">
            <Link href={paths.schoolDetail(school.schoolCode)} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
              {t('sanyi.detail.schoolPage')}
            </Link>
          </dd>
        )}
      </div>
    </dl>
  )
}

export function UnverifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <span
      title={t('sanyi.unverifiedHint')}
      className={`inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-200 dark:ring-amber-700 ${className}`}
    >
      {t('sanyi.unverified')}
    </span>
  )
}
