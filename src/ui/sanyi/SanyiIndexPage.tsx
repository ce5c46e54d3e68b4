import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { isWeighted } from '@/core/domain/sanyi/composite'
import { weightPatterns } from '@/core/domain/sanyi/schoolFilters'
import { parseSubjectKeys, subjectNames } from '@/core/domain/subjects'
import { paths } from '@/core/navigation/routeTable'
import { Link } from 'wouter'
import { useDataText } from '../i18n/dataText'
import { useService } from '../ServiceContext'
import { SelectBox } from '../school/SelectBox'
import { UiTokens } from '../tokens'
import { CalculatorPanel } from './CalculatorPanel'
import { Card, LoadState, SanyiHeader } from './SanyiHeader'
import type { NatureFilter } from './SanyiIndexViewModel'
import { SanyiTokens } from './sanyiTokens'
import { SchoolTable } from './SchoolTable'
import { SourceLine } from './SourceLine'
import { PartLegend } from './WeightBar'
import { WeightChart } from './WeightChart'
import { useScreenWords } from '../i18n/useScreenWords'
import { sanyi_zh_CN } from '../i18n/sanyi.zh_CN'

const STEPS = ['step1', 'step2', 'step3'] as const

/** /sanYi/index: what 三位一体 is, the schools with their weights, rules and majors, and the 综合成绩 calculator. */
export default observer(function SanyiIndexPage() {
  useScreenWords(sanyi_zh_CN)
  const { t, i18n } = useTranslation()
  const en = i18n.language === 'en'
  const dataText = useDataText()
  const vm = useService(SanyiTokens.index)
  const app = useService(UiTokens.app)
  const ids = useId()
  useEffect(() => void vm.start(), [vm])
  const subjects = subjectNames(parseSubjectKeys(app.user?.student?.subject ?? app.user?.subject))
  const weighted = vm.schools.filter((s) => isWeighted(s.formula))
  const unweighted = vm.schools.filter((s) => !isWeighted(s.formula))
  return (
    <div className="space-y-6 pb-6">
      <SanyiHeader title={t('sanyi.title')} intro={t('sanyi.intro', { count: vm.schools.length || '—' })} current={paths.sanYi()}>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href={paths.sanYiPageList()} className="rounded-lg bg-white px-5 py-2 text-sm font-semibold text-primary-700 shadow hover:bg-primary-50">
            {t('sanyi.toPageList')}
          </Link>
          <Link href={paths.sanYiMine()} className="rounded-lg bg-white/15 px-5 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/25">
            {t('sanyi.toMine')}
          </Link>
        </div>
      </SanyiHeader>

      <Card labelledBy={`${ids}-what`}>
        <h2 id={`${ids}-what`} className="text-lg font-semibold text-stone-900 dark:text-stone-100">
          {t('sanyi.what.title')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 dark:bg-zinc-900/60 dark:ring-zinc-700">
              <p className="flex items-center gap-2 font-semibold text-stone-900 dark:text-stone-100">
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary-600 text-xs font-bold text-white" aria-hidden>
                  {i + 1}
                </span>
                {t(`sanyi.what.${step}`)}
              </p>
              <p className="mt-2 text-sm leading-6 text-stone-700 dark:text-stone-300">{t(`sanyi.what.${step}Text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">{t('sanyi.what.note')}</p>
      </Card>

      <LoadState status={vm.status} error={vm.error} onRetry={() => void vm.start()}>
        {/* The calculator beside the list where there is room for both; below it on a phone or a narrow window. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_21rem]">
          <div className="min-w-0 space-y-6">
            {weighted.length > 0 && (
              <Card labelledBy={`${ids}-chart`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`${ids}-chart`} className="text-lg font-semibold text-stone-900 dark:text-stone-100">
                    {t('sanyi.chart.title')}
                  </h2>
                  <PartLegend />
                </div>
                <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('sanyi.chart.hint')}</p>
                <div className="mt-3">
                  <WeightChart patterns={weightPatterns(weighted)} picked={vm.pattern} onPick={(key) => vm.togglePattern(key)} />
                </div>
                {unweighted.length > 0 && (
                  <p className="mt-2 text-xs text-stone-600 dark:text-stone-400">
                    {unweighted.map((s) => dataText(s.name)).join(en ? ', ' : '、')}
                    {en ? ': ' : '：'}
                    {t('sanyi.notWeighted')}
                  </p>
                )}
              </Card>
            )}

            <Card labelledBy={`${ids}-list`}>
              <h2 id={`${ids}-list`} className="sr-only">
                {t('sanyi.col.school')}
              </h2>
              <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <div>
                  <label htmlFor={`${ids}-q`} className="mb-1.5 block text-xs font-medium text-stone-500 dark:text-stone-400">
                    {t('sanyi.filter.search')}
                  </label>
                  <input
                    id={`${ids}-q`}
                    type="search"
                    className="field"
                    value={vm.query}
                    placeholder={t('sanyi.filter.searchPlaceholder')}
                    onChange={(e) => vm.setQuery(e.target.value)}
                  />
                </div>
                <SelectBox
                  label={t('sanyi.filter.place')}
                  value={vm.place}
                  onChange={(v) => vm.setPlace(v)}
                  options={[{ value: '', label: t('sanyi.filter.anyPlace') }, ...vm.places.map((p) => ({ value: p, label: dataText(p) }))]}
                />
                <SelectBox<NatureFilter>
                  label={t('sanyi.filter.nature')}
                  value={vm.nature}
                  onChange={(v) => vm.setNature(v)}
                  options={[
                    { value: '', label: t('word.any') },
                    { value: 'public', label: t('sanyi.nature.public') },
                    { value: 'private', label: t('sanyi.nature.private') },
                    { value: 'joint', label: t('sanyi.nature.joint') },
                  ]}
                />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                <span className="text-stone-600 dark:text-stone-300" aria-live="polite">
                  {t('sanyi.filter.count', { n: vm.shown.length })}
                </span>
                {vm.pattern && (
                  <button
                    type="button"
                    onClick={() => vm.togglePattern(vm.pattern)}
                    aria-label={t('sanyi.filter.clearPattern')}
                    className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-0.5 text-primary-800 ring-1 ring-primary-200 hover:bg-primary-100 dark:bg-primary-900/40 dark:text-primary-100 dark:ring-primary-800"
                  >
                    {t('sanyi.filter.pattern', patternParts(vm.pattern))}
                    <span aria-hidden>×</span>
                  </button>
                )}
                {vm.filtered && (
                  <button type="button" className="ml-auto text-stone-600 hover:text-primary-700 dark:text-stone-300" onClick={() => vm.resetFilters()}>
                    {t('sanyi.filter.reset')}
                  </button>
                )}
              </div>
              <div className="mt-2">
                <SchoolTable vm={vm} subjects={subjects} />
              </div>
            </Card>
            <SourceLine meta={vm.catalogue?.meta ?? null} year={vm.schools[0]?.source.year ?? null} />
          </div>
          <aside className="lg:sticky lg:top-4">
            <CalculatorPanel vm={vm} />
          </aside>
        </div>
      </LoadState>
    </div>
  )
})

function patternParts(key: string) {
  const [xk, test, gaokao] = key.split('/')
  return { xk, test, gaokao }
}
