import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import type { SchoolDetailViewModel } from './SchoolDetailViewModel'

const FLAGS = [
  ['sinoForeign', 'school.flag.sinoForeign'],
  ['teacher', 'school.flag.teacher'],
  ['directed', 'school.flag.directed'],
  ['medical', 'school.flag.medical'],
] as const

/** The newest 招生计划 of a school: 选考 requirement as printed, tuition, length, campus and flags. */
export const PlanTable = observer(function PlanTable({ vm }: { vm: SchoolDetailViewModel }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const d = vm.data
  if (!d) return null
  return (
    // Below the programmes, out of view when the page opens: not laid out or painted until scrolled near
    // (content-visibility; on a phone its rows were part of a long first layout).
    <section
      aria-labelledby="plan-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 [content-visibility:auto] [contain-intrinsic-size:auto_2400px] dark:bg-zinc-800 dark:ring-zinc-700"
    >
      <h2 id="plan-title" className="section-title">
        {d.planYear ? t('school.planTitle', { year: d.planYear }) : t('school.planTitle', { year: 2026 })}
      </h2>
      {d.plans.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500 dark:text-stone-400">{t('school.noPlan')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">{t('school.planIntro')}</p>
          {/* Scrolls sideways on a phone and holds nothing focusable: focusable itself, so the keyboard can scroll it. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={t('school.planTable')}
            className="mt-5 overflow-x-auto rounded-xl ring-1 ring-stone-200 dark:ring-zinc-700"
          >
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t('school.planTable')}</caption>
              <thead className="bg-stone-50 text-xs text-stone-500 dark:bg-zinc-900 dark:text-stone-400">
                <tr>
                  {(
                    ['school.majorCode', 'school.programme', 'school.plan', 'school.requirement', 'school.tuition', 'school.length', 'school.campus'] as const
                  ).map((k) => (
                    <th key={k} scope="col" className="px-3 py-3 text-left font-medium">
                      {t(k)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
                {vm.plans.map((p) => (
                  <tr key={`${p.majorCode}-${p.majorName}`} className="align-top">
                    <td className="px-3 py-2.5 font-mono text-stone-500 dark:text-stone-400">{p.majorCode}</td>
                    <td className="max-w-xs px-3 py-2.5">
                      <div className="font-medium text-stone-800 dark:text-stone-100">{dataText(p.majorName)}</div>
                      <div className="mt-1 flex flex-wrap gap-1">
                        {FLAGS.filter(([f]) => p[f]).map(([f, label]) => (
                          <span key={f} className="rounded bg-stone-100 px-1.5 py-0.5 text-[11px] text-stone-600 dark:bg-zinc-700 dark:text-stone-300">
                            {t(label)}
                          </span>
                        ))}
                      </div>
                      {p.note && <div className="mt-1 text-xs leading-5 text-stone-500 dark:text-stone-400">{p.note}</div>}
                    </td>
                    <td className="px-3 py-2.5 tabular-nums text-stone-700 dark:text-stone-200">{p.plan ?? '—'}</td>
                    <td className="px-3 py-2.5 text-stone-700 dark:text-stone-200">{p.requirement || '—'}</td>
                    <td className="px-3 py-2.5 tabular-nums text-stone-700 dark:text-stone-200">{p.tuition ?? '—'}</td>
                    <td className="px-3 py-2.5 text-stone-700 dark:text-stone-200">{p.length ? t('school.years', { n: p.length }) : '—'}</td>
                    <td className="px-3 py-2.5 text-stone-700 dark:text-stone-200">{p.city || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
})
