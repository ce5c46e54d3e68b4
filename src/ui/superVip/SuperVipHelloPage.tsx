import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { consult_zh_CN } from '@/ui/i18n/consult.zh_CN'
import { useScreenWords } from '@/ui/i18n/useScreenWords'
import { Link } from 'wouter'
import { yuanToFen } from '@/core/domain/pay/money'
import { paths } from '@/core/navigation/routeTable'
import { ConsultTokens } from '../consult/consultTokens'
import { formatDate } from '../consult/formatTime'
import { yuan } from '../pay/money'
import { useService } from '../ServiceContext'

/** The four 尊享版 pages, in the order a family uses them. */
const FEATURES = [
  { path: paths.referralProgram(), title: 'route.referralProgram', text: 'superVip.feature.referralText' },
  { path: paths.intention(), title: 'route.intention', text: 'superVip.feature.intentionText' },
  { path: paths.plans(), title: 'route.plans', text: 'superVip.feature.plansText' },
  { path: paths.volunteerCheck(), title: 'route.volunteerCheck', text: 'superVip.feature.checkText' },
] as const

const Features = observer(function Features({ member }: { member: boolean }) {
  const { t } = useTranslation()
  return (
    <ol className="grid grid-cols-2 gap-5 min-[1700px]:grid-cols-4">
      {FEATURES.map((feature, i) => (
        <li key={feature.path} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
          <span
            aria-hidden
            className="flex size-9 items-center justify-center rounded-full bg-primary-50 font-bold text-primary-700 dark:bg-primary-900/40 dark:text-primary-200"
          >
            {i + 1}
          </span>
          <h2 className="mt-4 text-lg font-semibold text-stone-900 dark:text-stone-100">{t(feature.title)}</h2>
          <p className="mt-2 flex-1 text-sm leading-6 text-stone-600 dark:text-stone-300">{t(feature.text)}</p>
          {member && (
            <Link href={feature.path} className="btn-secondary mt-5" aria-label={`${t('superVip.open')} · ${t(feature.title)}`}>
              {t('superVip.open')}
            </Link>
          )}
        </li>
      ))}
    </ol>
  )
})

/**
 * 欢迎 (/superVipHello): a new 尊享版 member's greeting with the term and the four pages; for anyone else, what
 * 尊享版 offers and the purchase dialog (type Super). The purchase dialog may send a buyer here after paying.
 */
const SuperVipHelloPage = observer(function SuperVipHelloPage() {
  useScreenWords(consult_zh_CN)
  const { t, i18n } = useTranslation()
  const vm = useService(ConsultTokens.superVip)
  useEffect(() => {
    void vm.load()
  }, [vm])
  if (!vm.member)
    return (
      <div className="mx-auto max-w-6xl space-y-6 pb-10">
        <header className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
          <h1 className="text-3xl font-semibold text-stone-900 dark:text-stone-100">{t('superVip.offerTitle')}</h1>
          <p className="mt-3 leading-7 text-stone-600 dark:text-stone-300">{t('superVip.offerLead')}</p>
          {vm.offer && (
            <p className="mt-5 text-2xl font-semibold text-primary-700 dark:text-primary-300">
              {vm.offer.label === 'trial'
                ? t('superVip.trial', { days: vm.offer.validDays })
                : t('superVip.price', { price: yuan(yuanToFen(vm.offer.price), false), days: vm.offer.validDays })}
            </p>
          )}
          <button type="button" className="btn-primary mt-5" onClick={() => vm.buy()}>
            {t('superVip.offerButton')}
          </button>
          <p className="mt-3 text-sm text-stone-500 dark:text-stone-400">{t('superVip.offerNote')}</p>
        </header>
        <Features member={false} />
      </div>
    )
  let term: string
  if (vm.termStatus === 'loading' || vm.termStatus === 'idle') term = t('superVip.termLoading')
  else if (vm.until !== null) term = t('superVip.validUntil', { date: formatDate(vm.until, i18n.language) })
  else term = t('superVip.validUnknown')
  return (
    <div className="mx-auto max-w-6xl space-y-6 pb-10">
      <header className="rounded-2xl bg-gradient-to-br from-primary-700 to-primary-900 p-8 text-white shadow-sm">
        <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-white/30">{t('superVip.offerTitle')}</p>
        <h1 className="mt-4 text-3xl font-semibold">{t('superVip.welcomeTitle')}</h1>
        <p className="mt-3 text-primary-50" role="status">
          {term}
        </p>
        <p className="mt-1 text-primary-50">{t('superVip.welcomeLead')}</p>
        <Link
          href={paths.profile()}
          className="mt-5 inline-flex text-sm font-medium text-white underline underline-offset-4 hover:text-primary-100 focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('superVip.orders')}
        </Link>
      </header>
      <Features member />
    </div>
  )
})

export default SuperVipHelloPage
