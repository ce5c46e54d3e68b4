import { observer } from 'mobx-react-lite'
import { Fragment } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { ProgrammeRow } from '@/core/school/programmeRows'
import { BandChip } from '../volunteer/BandChip'
import { riskText } from '@/core/domain/admission/chanceText'
import { CutoffCell } from './CutoffCell'
import type { SchoolDetailViewModel } from './SchoolDetailViewModel'
import { useDataText } from '../i18n/dataText'
import { TrendChart } from './TrendChart'
import { useFirstRowsFirst } from '../components/useFirstRowsFirst'

const TH = 'px-2 py-3 font-medium'

/** Every programme in Zhejiang: cutoffs by year, the student's chance in the plan year, the trend and 加入志愿. */
export const ProgrammeTable = observer(function ProgrammeTable({ vm }: { vm: SchoolDetailViewModel }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const years = vm.years
  const planYear = vm.data?.planYear ?? null
  const columns = years.length + 3
  const shown = useFirstRowsFirst(vm.rows.length)
  return (
    <div className="mt-5 overflow-x-auto rounded-xl ring-1 ring-stone-200 dark:ring-zinc-700">
      {/* Never squeezed: on a phone the years scroll inside the box, the programme column stays. Fixed layout (the
          widths set on the head): rows arrive in passes, and each pass re-measured every cell of the table to size
          the columns, a long layout per pass on a phone. */}
      <table className="w-full min-w-[46rem] table-fixed text-sm">
        <caption className="sr-only">{t('school.programmesTitle')}</caption>
        <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
          <tr>
            <th scope="col" className={`${TH} w-56 pl-4 text-left max-md:w-32`}>
              {t('school.programme')}
            </th>
            {years.map((y) => (
              <th key={y} scope="col" className={`${TH} text-center`}>
                <div className="text-stone-700 dark:text-stone-200">{y}</div>
                <div className="font-normal">
                  {t('school.minScore')} / {t('school.minRank')}
                </div>
              </th>
            ))}
            <th scope="col" className={`${TH} w-28 text-center`}>
              <div className="text-stone-700 dark:text-stone-200">{t('school.chance')}</div>
              {planYear !== null && <div className="font-normal">{t('school.chanceYear', { year: planYear })}</div>}
            </th>
            <th scope="col" className={`${TH} w-32 pr-4 text-right`}>
              {t('word.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
          {vm.rows.slice(0, shown).map((r) => {
            const open = vm.open.has(r.key)
            return (
              <Fragment key={r.key}>
                <tr className="hover:bg-primary-50/40 dark:hover:bg-zinc-700/40">
                  <th
                    scope="row"
                    className="max-w-56 py-2.5 pl-4 pr-2 text-left align-top font-medium text-stone-800 max-md:sticky max-md:left-0 max-md:z-10 max-md:w-32 max-md:min-w-32 max-md:bg-white dark:text-stone-100 max-md:dark:bg-zinc-800"
                  >
                    {dataText(r.majorName)}
                    {r.years.length === 0 && (
                      <span className="ml-1.5 rounded bg-sky-50 px-1.5 py-0.5 text-[11px] font-semibold text-sky-800 ring-1 ring-sky-200 dark:bg-sky-900/30 dark:text-sky-200 dark:ring-sky-800">
                        {t('school.newProgramme')}
                      </span>
                    )}
                    {r.plans[0]?.requirement && <div className="mt-1 text-xs font-normal text-stone-500 dark:text-stone-400">{r.plans[0].requirement}</div>}
                  </th>
                  {years.map((y) => (
                    <CutoffCell key={y} value={r.years.find((x) => x.year === y)} />
                  ))}
                  <td className="px-2 py-2.5 text-center align-middle">
                    <ChanceCell row={r} vm={vm} />
                  </td>
                  <td className="py-2.5 pl-2 pr-4 text-right align-middle">
                    <div className="flex flex-col items-end gap-1.5">
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-label={`${t(open ? 'school.trendHide' : 'school.trend')} ${r.majorName}`}
                        className="rounded-md px-2 py-1 text-xs font-medium text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:ring-primary-800 dark:hover:bg-primary-900/30"
                        onClick={() => vm.toggle(r.key)}
                      >
                        {t(open ? 'school.trendHide' : 'school.trend')}
                      </button>
                      {r.plans.map((p) => (
                        <JoinButton
                          key={p.majorCode}
                          vm={vm}
                          planId={`${vm.data?.school.code ?? ''}|${p.majorCode}`}
                          name={`${vm.data?.school.name ?? ''} ${p.majorName}`}
                        />
                      ))}
                    </div>
                  </td>
                </tr>
                {open && (
                  <tr>
                    <td colSpan={columns} className="bg-stone-50/60 px-4 py-3 dark:bg-zinc-900/50">
                      <p className="text-sm font-medium text-stone-800 dark:text-stone-100">{t('school.trendTitle', { name: r.majorName })}</p>
                      <TrendChart
                        name={`${vm.data?.school.name ?? ''} ${r.majorName}`}
                        years={r.years}
                        myRank={vm.chances?.status === 'ok' ? vm.chances.rank : null}
                        forecast={
                          r.chances[0]?.centerRank != null && vm.chances?.forecastYear != null
                            ? { year: vm.chances.forecastYear, rank: r.chances[0].centerRank }
                            : null
                        }
                      />
                      <p className="text-xs text-stone-500 dark:text-stone-400">{t('school.trendNote')}</p>
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

const ChanceCell = observer(function ChanceCell({ row, vm }: { row: ProgrammeRow; vm: SchoolDetailViewModel }) {
  const { t } = useTranslation()
  const muted = 'text-xs text-stone-500 dark:text-stone-400'
  if (row.plans.length === 0) return <span className={muted}>{t('school.notInPlan')}</span>
  if (vm.chances?.status !== 'ok') return <span className={muted}>—</span>
  if (row.chances.length === 0) return <span className={muted}>{t('school.noForecast')}</span>
  return (
    <div className="space-y-1">
      {row.chances.map((c) => (
        <div key={c.planId} className="flex flex-col items-center gap-1">
          {c.probability === null ? (
            <span className={muted}>{t('school.noForecast')}</span>
          ) : (
            <span className="flex items-center gap-1.5">
              <span className="font-semibold tabular-nums text-stone-900 dark:text-stone-100">{riskText(c.probability)}</span>
              <BandChip band={c.band} />
            </span>
          )}
          {c.eligible === false && <span className="text-xs font-medium text-primary-700 dark:text-primary-300">{t('school.notEligible')}</span>}
        </div>
      ))}
    </div>
  )
})

const JoinButton = observer(function JoinButton({ vm, planId, name }: { vm: SchoolDetailViewModel; planId: string; name: string }) {
  const { t } = useTranslation()
  const at = vm.joinedAt.get(planId)
  if (at !== undefined) return <span className="text-xs font-medium text-emerald-700 dark:text-emerald-300">{t('school.joined', { n: at })}</span>
  const busy = vm.joining === planId
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`${t('school.join')} ${name}`}
      className="rounded-md bg-primary-600 px-2 py-1 text-xs font-semibold text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-60"
      onClick={() => void vm.join(planId, name)}
    >
      {t(busy ? 'school.joining' : 'school.join')}
    </button>
  )
})
