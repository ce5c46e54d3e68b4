import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { PayTokens } from '../pay/payTokens'
import { useService } from '../ServiceContext'
import { ConsultTokens } from '../consult/consultTokens'

/**
 * The buy prompt of a paid page the user has not got (the route guard's deny, or a server refusal 4601–4604
 * carrying the service type): what the service gives and 立即开通, which opens the purchase dialog with that
 * service preselected. The dialog also opens by itself once, when the prompt first appears. 专家咨询 is offered
 * only while an expert takes bookings (issue 35: a paywall never sends a family to an empty room).
 */
export const AccessPrompt = observer(function AccessPrompt({ serviceType }: { serviceType: number }) {
  const { t } = useTranslation()
  const pay = useService(PayTokens.pay)
  const experts = useService(ConsultTokens.experts)
  useEffect(() => {
    if (experts.expertsStatus === 'idle') void experts.loadExperts()
  }, [experts])
  const type = [1, 2, 3].includes(serviceType) ? serviceType : 4
  // Once per prompt (and per service type): a re-render does not reopen a dialog the student closed.
  useEffect(() => pay.request(serviceType), [pay, serviceType])
  const benefits = t(`vol.access.benefits${type}`).split('\n')
  return (
    <section
      role="alert"
      aria-labelledby="access-title"
      className="mx-auto max-w-2xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700"
    >
      <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary-800 ring-1 ring-primary-200 dark:bg-primary-900/40 dark:text-primary-100 dark:ring-primary-800">
        {t('vol.access.badge')}
      </span>
      <h2 id="access-title" className="mt-4 text-xl font-semibold text-stone-900 dark:text-stone-100">
        {t(`vol.access.title${type}`)}
      </h2>
      <p className="mt-3 text-sm leading-7 text-stone-600 dark:text-stone-300">{t(`vol.access.text${type}`)}</p>
      <h3 className="mt-5 text-sm font-semibold text-stone-800 dark:text-stone-100">{t('vol.access.gives')}</h3>
      <ul className="mt-2 space-y-2 text-sm leading-6 text-stone-700 dark:text-stone-200">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2.5">
            <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-primary-600 dark:text-primary-300" fill="currentColor" aria-hidden>
              <path d="M16.7 5.3a1 1 0 010 1.4l-7.5 7.5a1 1 0 01-1.4 0L3.3 9.7a1 1 0 011.4-1.4l3.8 3.8 6.8-6.8a1 1 0 011.4 0z" />
            </svg>
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-7 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary px-7 py-3 text-base" onClick={() => pay.request(serviceType)}>
          {t('word.buyNow')}
        </button>
        {experts.taking.length > 0 && (
          <Link href={paths.expert()} className="btn-secondary">
            {t('vol.access.expert')}
          </Link>
        )}
        <Link href={paths.home()} className="btn-secondary">
          {t('vol.access.home')}
        </Link>
      </div>
      <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">{t('vol.access.buyHint')}</p>
    </section>
  )
})

/** A page header band shared by the volunteer pages. */
export function PageHead({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-gradient-to-r from-primary-700 to-primary-600 px-5 py-5 text-white shadow md:px-7 md:py-6">
      <div className="min-w-0 max-w-3xl">
        <h1 className="text-xl font-bold md:text-2xl">{title}</h1>
        {intro && <p className="mt-2 text-sm leading-6 text-white/90">{intro}</p>}
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </header>
  )
}
