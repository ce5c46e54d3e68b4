import { observer } from 'mobx-react-lite'
import { Fragment } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { isWeighted } from '@/core/domain/sanyi/composite'
import { useDataText } from '../i18n/dataText'
import { xkWords } from './formulaWords'
import { MajorTable } from './MajorTable'
import type { SanyiIndexViewModel } from './SanyiIndexViewModel'
import { SchoolFacts } from './SchoolFacts'
import { MajorsToggle } from './MajorsToggle'
import { SchoolCells } from './SchoolCells'
import { prefersReducedMotion } from '../components/reducedMotion'

/** The schools the filters leave: place and kind, weights, 学考 table, majors; a row opens to its facts and majors. */
export const SchoolTable = observer(function SchoolTable({ vm, subjects }: { vm: SanyiIndexViewModel; subjects: readonly string[] }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const rows = vm.shown
  if (rows.length === 0)
    return <p className="py-10 text-center text-stone-600 dark:text-stone-300">{vm.schools.length ? t('sanyi.empty') : t('sanyi.noData')}</p>
  return (
    // Its columns need 40rem: on a phone the table scrolls in its box rather than stacking each cell a word a line.
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] table-fixed text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs text-stone-600 dark:border-zinc-700 dark:text-stone-300">
            <th scope="col" className="w-[24%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.school')}
            </th>
            <th scope="col" className="w-[19%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.weights')}
            </th>
            <th scope="col" className="w-[21%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.xk')}
            </th>
            <th scope="col" className="w-[12%] py-2.5 pr-3 font-medium">
              {t('sanyi.col.majors')}
            </th>
            <th scope="col" className="py-2.5 text-right font-medium">
              {t('word.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((school) => {
            const open = vm.open.has(school.name)
            const majors = vm.majorsOf(school.name)
            const detailId = `sanyi-detail-${school.name}`
            return (
              <Fragment key={school.name}>
                <tr className="border-b border-stone-100 align-top dark:border-zinc-700/60">
                  <SchoolCells school={school} />
                  <td className="break-words py-3 pr-3 text-stone-700 dark:text-stone-200">{xkWords(school.formula, t)}</td>
                  <td className="py-3 pr-3 text-stone-700 dark:text-stone-200">
                    <MajorSummary count={majors.length} plans={majors.map((m) => m.plan)} />
                  </td>
                  <td className="py-3">
                    <div className="flex flex-wrap justify-end gap-1.5">
                      <MajorsToggle open={open} controls={detailId} onToggle={() => vm.toggleOpen(school.name)} />
                      {isWeighted(school.formula) && (
                        <button
                          type="button"
                          aria-label={t('sanyi.useInCalcLabel', { name: dataText(school.name) })}
                          onClick={() => {
                            vm.chooseForCalc(school.name)
                            // The calculator sits beside the table; bring it into view and give it the focus (no hash: the router owns it).
                            const panel = document.getElementById('sanyi-calculator')
                            panel?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
                            panel?.focus({ preventScroll: true })
                          }}
                          className="rounded-md px-2.5 py-1 text-sm font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-200 dark:ring-zinc-600 dark:hover:bg-zinc-700"
                        >
                          {t('sanyi.useInCalc')}
                        </button>
                      )}
                      <AddButton vm={vm} school={school.name} />
                    </div>
                  </td>
                </tr>
                {open && (
                  <tr id={detailId} className="border-b border-stone-200 bg-stone-50/70 dark:border-zinc-700 dark:bg-zinc-900/40">
                    <td colSpan={5} className="px-4 py-4">
                      <SchoolFacts school={school} />
                      <div className="mt-4">
                        <MajorTable
                          majors={majors}
                          subjects={subjects}
                          year={school.source.year}
                          action={(m) => <AddButton vm={vm} school={school.name} major={m.name} small />}
                        />
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

function MajorSummary({ count, plans }: { count: number; plans: Array<number | null> }) {
  const { t } = useTranslation()
  const known = plans.filter((p): p is number => p !== null)
  return (
    <>
      <span>{t('sanyi.majorCount', { n: count })}</span>
      {known.length > 0 && (
        <span className="block text-xs text-stone-600 dark:text-stone-400">{t('sanyi.planTotal', { n: known.reduce((a, b) => a + b, 0) })}</span>
      )}
      {known.length < plans.length && <span className="block text-xs text-stone-600 dark:text-stone-400">{t('sanyi.planPartial')}</span>}
    </>
  )
}

/** 加入意向 for a school or one of its majors; 已加入 once it is on the list. */
export const AddButton = observer(function AddButton({
  vm,
  school,
  major = null,
  small = false,
}: {
  vm: { isChosen(school: string, major?: string | null): boolean; addChoice(school: string, major?: string | null): Promise<void>; adding: string | null }
  school: string
  major?: string | null
  small?: boolean
}) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const chosen = vm.isChosen(school, major)
  const name = major ? `${dataText(school)} · ${dataText(major)}` : dataText(school)
  const size = small ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-sm'
  if (chosen) return <span className={`inline-block rounded-md ${size} font-medium text-emerald-700 dark:text-emerald-400`}>{t('sanyi.inChoices')}</span>
  return (
    <button
      type="button"
      aria-label={t('sanyi.addChoiceLabel', { name })}
      disabled={vm.adding !== null}
      onClick={() => void vm.addChoice(school, major)}
      className={`rounded-md ${size} bg-primary-600 font-medium text-white hover:bg-primary-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600`}
    >
      {t('sanyi.addChoice')}
    </button>
  )
})
