import { observer } from 'mobx-react-lite'
import { Fragment, useEffect, useId } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { isWeighted } from '@/core/domain/sanyi/composite'
import { paths } from '@/core/navigation/routeTable'
import { useDataText } from '../i18n/dataText'
import { useService } from '../ServiceContext'
import { SelectBox } from '../school/SelectBox'
import { score } from './formulaWords'
import { GradeSteppers } from './GradeSteppers'
import { MajorTable } from './MajorTable'
import { Card, LoadState, SanyiHeader } from './SanyiHeader'
import type { PageListRow, PageSort, SanyiPageListViewModel } from './SanyiPageListViewModel'
import { SanyiTokens } from './sanyiTokens'
import { AddButton } from './SchoolTable'
import { SchoolFacts } from './SchoolFacts'
import { SourceLine } from './SourceLine'
import { MajorsToggle } from './MajorsToggle'
import { SchoolCells } from './SchoolCells'
import { useScreenWords } from '../i18n/useScreenWords'
import { sanyi_zh_CN } from '../i18n/sanyi.zh_CN'

/** 三位一体志愿参考 (isThreeOne): the student's 综合成绩 at every school and the majors their subjects open. */
export default observer(function SanyiPageListPage() {
  useScreenWords(sanyi_zh_CN)
  const { t, i18n } = useTranslation()
  const dataText = useDataText()
  const vm = useService(SanyiTokens.pageList)
  const id = useId()
  useEffect(() => void vm.start(), [vm])
  const page = vm.page
  const subjects = page?.subjects ?? []
  const subjectText = subjects.map((s) => dataText(s)).join(i18n.language === 'en' ? ', ' : '、')
  return (
    <div className="space-y-6 pb-6">
      <SanyiHeader title={t('sanyi.list.title')} intro={t('sanyi.list.intro')} current={paths.sanYiPageList()} />
      <LoadState status={vm.status} error={vm.error} onRetry={() => void vm.start()}>
        <Card labelledBy={`${id}-inputs`}>
          <h2 id={`${id}-inputs`} className="text-lg font-semibold text-stone-900 dark:text-stone-100">
            {t('sanyi.list.inputs')}
          </h2>
          {/* One row on a wide screen; on a phone one field under the other (four columns left each 32 px wide). */}
          <form
            className="mt-4 grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
            onSubmit={(e) => {
              e.preventDefault()
              void vm.saveInputs()
            }}
          >
            <fieldset className="sm:col-span-2 lg:col-span-1">
              <legend className="mb-1.5 text-xs font-medium text-stone-600 dark:text-stone-300">{t('sanyi.calc.grades')}</legend>
              <GradeSteppers idPrefix={`${id}-g`} grades={vm.grades} onChange={(grade, value) => vm.setGrade(grade, value)} />
            </fieldset>
            <div>
              <label htmlFor={`${id}-pct`} className="mb-1.5 block text-xs font-medium text-stone-600 dark:text-stone-300">
                {t('sanyi.list.percent')}
              </label>
              <input
                id={`${id}-pct`}
                className="field tabular-nums"
                inputMode="decimal"
                value={vm.percentText}
                onChange={(e) => vm.setPercent(e.target.value)}
              />
              <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t('sanyi.list.percentHint')}</p>
            </div>
            <div>
              <label htmlFor={`${id}-gk`} className="mb-1.5 block text-xs font-medium text-stone-600 dark:text-stone-300">
                {t('sanyi.list.gaokao')}
                {page?.gaokaoFrom && (
                  <span className="ml-1.5 font-normal text-stone-500 dark:text-stone-400">
                    {t(page.gaokaoFrom === 'profile' ? 'sanyi.list.gaokaoProfile' : 'sanyi.list.gaokaoInput')}
                  </span>
                )}
              </label>
              <input id={`${id}-gk`} className="field tabular-nums" inputMode="decimal" value={vm.gaokaoText} onChange={(e) => vm.setGaokao(e.target.value)} />
              <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t('sanyi.list.gaokaoEmpty')}</p>
            </div>
            <div className="lg:pt-5">
              <button type="submit" className="btn-primary whitespace-nowrap max-sm:w-full" disabled={vm.saving || vm.problems.length > 0}>
                {t('sanyi.list.update')}
              </button>
            </div>
          </form>
          {vm.problems.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-x-5 text-sm text-amber-800 dark:text-amber-200" aria-live="polite">
              {vm.problems.map((p) => (
                <li key={p}>· {t(p)}</li>
              ))}
            </ul>
          )}
        </Card>

        <Card labelledBy={`${id}-list`}>
          <h2 id={`${id}-list`} className="sr-only">
            {t('sanyi.list.tableTitle')}
          </h2>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p className="max-w-2xl text-sm leading-6 text-stone-700 dark:text-stone-200">
              {subjects.length ? (
                t('sanyi.list.summary', { subjects: subjectText, schools: vm.openCounts.schools, majors: vm.openCounts.majors })
              ) : (
                <>
                  {t('sanyi.list.noSubjects')}{' '}
                  <Link href={paths.improveInformation()} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
                    {t('sanyi.list.completeProfile')}
                  </Link>
                </>
              )}
            </p>
            <div className="flex items-end gap-4">
              <label className="flex items-center gap-2 pb-2 text-sm text-stone-700 dark:text-stone-200">
                <input type="checkbox" className="size-4 accent-primary-600" checked={vm.onlyOpen} onChange={(e) => vm.setOnlyOpen(e.target.checked)} />
                {t('sanyi.list.onlyOpen')}
              </label>
              <SelectBox<PageSort>
                className="w-56"
                label={t('sanyi.list.sort')}
                value={vm.sort}
                onChange={(v) => vm.setSort(v)}
                options={(['composite', 'open', 'source'] as const).map((s) => ({ value: s, label: t(`sanyi.sort.${s}`) }))}
              />
            </div>
          </div>
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-800">
            {t('sanyi.list.caveat')}
          </p>
          <PageTable rows={vm.rows} vm={vm} subjects={subjects} />
        </Card>
        <SourceLine meta={vm.catalogue?.meta ?? null} year={vm.catalogue?.schools[0]?.source.year ?? null} />
      </LoadState>
    </div>
  )
})

const PageTable = observer(function PageTable({ rows, vm, subjects }: { rows: PageListRow[]; vm: SanyiPageListViewModel; subjects: readonly string[] }) {
  const { t } = useTranslation()
  if (rows.length === 0) return <p className="py-10 text-center text-stone-600 dark:text-stone-300">{t('sanyi.empty')}</p>
  return (
    // Its columns need 44rem: on a phone the table scrolls in its box rather than stacking each cell a word a line.
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[44rem] table-fixed text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs text-stone-600 dark:border-zinc-700 dark:text-stone-300">
            <th scope="col" className="w-[24%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.school')}
            </th>
            <th scope="col" className="w-[22%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.weights')}
            </th>
            <th scope="col" className="w-[17%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.composite')}
            </th>
            <th scope="col" className="w-[11%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.leverage')}
            </th>
            <th scope="col" className="w-[10%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.open')}
            </th>
            <th scope="col" className="py-2.5 text-right font-medium">
              {t('word.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const school = row.info
            const open = vm.open.has(school.name)
            const detailId = `sanyi-row-${school.name}`
            const c = row.composite
            return (
              <Fragment key={school.name}>
                <tr className="border-b border-stone-100 align-top dark:border-zinc-700/60">
                  <SchoolCells school={school} />
                  <td className="py-3 pr-3">
                    {c ? (
                      <span className="text-base font-semibold tabular-nums text-primary-700 dark:text-primary-300">
                        {c.xk === null ? `${score(c.low)} – ${score(c.high)}` : score(c.low)}
                      </span>
                    ) : (
                      <span className="text-stone-600 dark:text-stone-400">{isWeighted(school.formula) ? t('sanyi.list.noComposite') : '—'}</span>
                    )}
                  </td>
                  <td className="py-3 pr-3 tabular-nums text-stone-700 dark:text-stone-200">
                    {row.testLeverage > 0 ? t('sanyi.list.leverage', { n: score(row.testLeverage) }) : '—'}
                  </td>
                  <td className="py-3 pr-3 tabular-nums text-stone-700 dark:text-stone-200">
                    {t('sanyi.list.openOf', { open: row.eligible.length, total: row.majorCount })}
                  </td>
                  <td className="py-3">
                    <div className="flex flex-wrap justify-end gap-1.5">
                      <MajorsToggle open={open} controls={detailId} onToggle={() => vm.toggleOpen(school.name)} />
                      <AddButton vm={vm} school={school.name} />
                    </div>
                  </td>
                </tr>
                {open && (
                  <tr id={detailId} className="border-b border-stone-200 bg-stone-50/70 dark:border-zinc-700 dark:bg-zinc-900/40">
                    <td colSpan={6} className="px-4 py-4">
                      <SchoolFacts school={school} />
                      <h3 className="mt-4 text-sm font-semibold text-stone-800 dark:text-stone-100">{t('sanyi.list.openMajors')}</h3>
                      <div className="mt-1">
                        {row.eligible.length ? (
                          <MajorTable
                            majors={row.eligible}
                            subjects={subjects}
                            year={school.source.year}
                            action={(m) => <AddButton vm={vm} school={school.name} major={m.name} small />}
                          />
                        ) : (
                          <p className="text-sm text-stone-600 dark:text-stone-300">{t('sanyi.list.noneOpen')}</p>
                        )}
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
})
