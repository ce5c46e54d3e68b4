import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import type { ListOutcome } from '@/ports/api/plan'
import { riskText } from '@/core/domain/admission/chanceText'
import type { OutcomeView } from './VolunteerListViewModel'

const PARTS = [
  { key: 'top10', bar: 'bg-emerald-500', dot: 'bg-emerald-500' },
  { key: 'rows11to30', bar: 'bg-sky-500', dot: 'bg-sky-500' },
  { key: 'rows31to80', bar: 'bg-amber-400', dot: 'bg-amber-400' },
  { key: 'slip', bar: 'bg-primary-600', dot: 'bg-primary-600' },
] as const

/**
 * Where the list lands the student, as a family reads it: the chance of being filed within rows 1–10,
 * 11–30 and 31–80, the 滑档 risk against the ceiling, the expected row and the likeliest programmes.
 * Shared by the result page and the check. `stale` says the list changed since the numbers were computed;
 * `action` (e.g. a link to the check) follows the line shown when there are no current numbers.
 */
export const OutcomeCard = observer(function OutcomeCard({
  view,
  stale,
  action,
  segment = null,
}: {
  view: OutcomeView | null
  stale: boolean
  action?: ReactNode
  segment?: '一段' | '二段' | null
}) {
  const { t } = useTranslation()
  const o = view?.outcome ?? null
  let body: ReactNode
  if ((view?.segment ?? segment) === '二段' && !o) body = <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{t('vol.outcome.noHistory')}</p>
  else if (!view || stale)
    body = (
      <p className="text-sm text-stone-500 dark:text-stone-400" data-testid="slip-risk">
        {t(view ? 'vol.outcome.stale' : 'vol.outcome.missing')} {action}
      </p>
    )
  else if (!o) body = <p className="text-sm leading-6 text-stone-600 dark:text-stone-300">{t('vol.outcome.none')}</p>
  else body = <Distribution outcome={o} maxSlipRisk={view.maxSlipRisk} />
  return (
    <section aria-labelledby="list-outcome" className="space-y-3">
      <h3 id="list-outcome" className="text-sm font-semibold text-stone-800 dark:text-stone-100">
        {t('vol.outcome.title')}
      </h3>
      {body}
    </section>
  )
})

function Distribution({ outcome: o, maxSlipRisk }: { outcome: ListOutcome; maxSlipRisk: number }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const over = o.slip > maxSlipRisk
  return (
    <>
      <div className="flex h-3 overflow-hidden rounded-full bg-stone-100 dark:bg-zinc-700" aria-hidden>
        {PARTS.map((p) => (
          <span key={p.key} className={p.bar} style={{ width: `${Math.max(0, o[p.key]) * 100}%` }} />
        ))}
      </div>
      <dl className="grid grid-cols-2 md:grid-cols-4 gap-3 text-sm">
        {PARTS.map((p) => (
          <div key={p.key} className="min-w-0" data-testid={p.key === 'slip' ? 'slip-risk' : undefined}>
            <dt className="flex items-center gap-1.5 text-xs text-stone-500 dark:text-stone-400">
              <span aria-hidden className={`size-2 shrink-0 rounded-full ${p.dot}`} />
              {t(`vol.outcome.${p.key}`)}
            </dt>
            <dd className="mt-0.5">
              <b
                className={`text-lg tabular-nums ${p.key === 'slip' ? (over ? 'text-primary-600 dark:text-primary-300' : 'text-emerald-600 dark:text-emerald-400') : 'text-stone-900 dark:text-stone-100'}`}
              >
                {riskText(o[p.key])}
              </b>
              {p.key === 'slip' && (
                <span className="ml-1 text-xs text-stone-500 dark:text-stone-400">{t('vol.slipTarget', { max: riskText(maxSlipRisk) })}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-6 gap-y-1 border-t border-stone-100 pt-3 text-sm dark:border-zinc-700">
        <div>
          <p className="text-xs text-stone-500 dark:text-stone-400">{t('vol.outcome.expectedRow')}</p>
          <p className="mt-0.5 font-semibold text-stone-900 dark:text-stone-100">
            {o.expectedRow === null ? '—' : t('vol.outcome.rowN', { n: Math.round(o.expectedRow) })}
          </p>
        </div>
        <div className="min-w-0">
          <p className="text-xs text-stone-500 dark:text-stone-400">{t('vol.outcome.likeliest')}</p>
          <ol className="mt-0.5 space-y-0.5" aria-label={t('vol.outcome.likeliest')}>
            {o.likeliest.map((l) => (
              <li key={l.planId} className="flex items-baseline gap-2">
                <span className="shrink-0 text-xs tabular-nums text-stone-500 dark:text-stone-400">{t('vol.outcome.rowN', { n: l.dataIndex })}</span>
                <span className="min-w-0 truncate text-stone-800 dark:text-stone-100" title={`${dataText(l.schoolName)} · ${dataText(l.majorName)}`}>
                  {dataText(l.schoolName)} · {dataText(l.majorName)}
                </span>
                <b className="ml-auto shrink-0 tabular-nums text-stone-900 dark:text-stone-100">{riskText(l.probability)}</b>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  )
}
