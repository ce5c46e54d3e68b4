import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { rankTypes } from '@/core/domain/assessment/scoreInventory'
import { RIASEC } from '@/core/domain/assessment/riasec'
import type { AssessmentResult } from '@/ports/api/assessment'
import { EChart } from '../charts/EChart'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { CARD, NOTE } from './assessmentStyles'
import { chartStyle } from './chartStyle'
import { takenDate } from './takenDate'

/** The six scores as a radar and as a list with bars (the same figures as text), the Holland code and how clear it is. */
export const InterestProfileCard = observer(function InterestProfileCard({ result }: { result: AssessmentResult }) {
  const { t } = useTranslation()
  const lang = useService(UiTokens.language).lang
  const dark = useService(UiTokens.theme).settings.dark
  const p = result.profile
  const order = rankTypes(p.scores)
  const top = new Set(p.code.split(''))
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      radar: {
        indicator: RIASEC.map((type) => ({ name: `${t(`assess.type.${type}`)} ${type}`, max: 100 })),
        radius: '66%',
        splitNumber: 4,
        ...chartStyle(dark).radar,
      },
      series: [
        {
          type: 'radar',
          name: t('assess.profile.title'),
          data: [{ value: RIASEC.map((type) => p.scores[type]), name: t('assess.profile.scores'), areaStyle: { opacity: 0.25 } }],
          symbolSize: 6,
        },
      ],
    }),
    [p, t, dark],
  )
  return (
    <section aria-labelledby="assess-profile" className={CARD}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="assess-profile" className="section-title">
          {t('assess.profile.title')}
        </h2>
        <p className="text-sm text-stone-500 dark:text-stone-400">{t('assess.profile.taken', { date: takenDate(result.takenAt, lang) })}</p>
      </div>
      <div className="mt-5 grid items-center gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <EChart
          option={option}
          height={300}
          label={t('assess.profile.chartLabel', { scores: RIASEC.map((x) => `${t(`assess.type.${x}`)} ${p.scores[x]}`).join(t('assess.listSep')) })}
        />
        <div>
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('assess.profile.codeIs')}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-4xl font-bold tracking-wider text-primary-700 dark:text-primary-300">{p.code}</span>
            <span className="text-lg font-semibold text-stone-800 dark:text-stone-100">
              {p.code
                .split('')
                .map((x) => t(`assess.type.${x}`))
                .join(' · ')}
            </span>
          </p>
          <ul className="mt-4 space-y-2.5">
            {order.map((type) => (
              <li key={type}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className={top.has(type) ? 'font-semibold text-stone-900 dark:text-stone-50' : 'text-stone-700 dark:text-stone-200'}>
                    {type} {t(`assess.type.${type}`)}
                    <span className="ml-2 font-normal text-stone-500 dark:text-stone-400">{t(`assess.type.${type}.short`)}</span>
                  </span>
                  <span className="shrink-0 tabular-nums font-semibold text-stone-800 dark:text-stone-100">{p.scores[type]}</span>
                </div>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-100 dark:bg-zinc-700" aria-hidden>
                  <div
                    className={`h-full rounded-full ${top.has(type) ? 'bg-primary-600' : 'bg-stone-400 dark:bg-zinc-500'}`}
                    style={{ width: `${p.scores[type]}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {(p.flat || p.low) && (
        <p
          role="note"
          className="mt-5 rounded-lg bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-800"
        >
          {t(p.flat ? 'assess.profile.flat' : 'assess.profile.low')}
        </p>
      )}
      <p className={`${NOTE} mt-4`}>{t('assess.profile.method')}</p>
    </section>
  )
})
