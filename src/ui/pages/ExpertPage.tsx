import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { consult_zh_CN } from '@/ui/i18n/consult.zh_CN'
import { useScreenWords } from '@/ui/i18n/useScreenWords'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { BookingDialog } from '../consult/BookingDialog'
import { ExpertCard } from '../consult/ExpertCard'
import { MyBookings } from '../consult/MyBookings'
import { ConsultTokens } from '../consult/consultTokens'
import { useService } from '../ServiceContext'

const STEPS = ['experts.step1', 'experts.step2', 'experts.step3'] as const

/** 专家咨询: the operator's experts, a booking request, and the student's bookings with their status. */
const ExpertPage = observer(function ExpertPage() {
  useScreenWords(consult_zh_CN)
  const { t } = useTranslation()
  const vm = useService(ConsultTokens.experts)
  useEffect(() => {
    void vm.load()
  }, [vm])
  const canBook = vm.expertsStatus === 'ready' && vm.taking.length > 0
  return (
    <div className="mx-auto max-w-6xl space-y-6 pb-10">
      <header className="rounded-2xl bg-gradient-to-br from-primary-700 to-primary-900 p-8 text-white shadow-sm">
        <h1 className="text-3xl font-semibold">{t('experts.title')}</h1>
        <p className="mt-3 max-w-3xl leading-7 text-primary-50">{t('experts.lead')}</p>
        <ol className="mt-6 grid md:grid-cols-3 gap-4">
          {STEPS.map((key, i) => (
            <li key={key} className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 text-sm ring-1 ring-white/20">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white font-bold text-primary-700">{i + 1}</span>
              <span className="min-w-0">{t(key)}</span>
            </li>
          ))}
        </ol>
        {canBook && (
          <button
            type="button"
            className="mt-6 inline-flex items-center rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-primary-700 shadow-sm hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            onClick={() => vm.requestBooking(null)}
          >
            {t('experts.bookAny')}
          </button>
        )}
      </header>

      <section aria-labelledby="expert-list">
        <h2 id="expert-list" className="section-title mb-4">
          {t('experts.listTitle')}
        </h2>
        {vm.expertsStatus === 'failed' ? (
          <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <p className="text-primary-700 dark:text-primary-300">{t('experts.loadFailed', { error: vm.expertsError })}</p>
            <button type="button" className="btn-secondary mt-4" onClick={() => void vm.loadExperts()}>
              {t('experts.retry')}
            </button>
          </div>
        ) : vm.expertsStatus !== 'ready' ? (
          <p role="status" className="rounded-2xl bg-white p-6 text-stone-500 ring-1 ring-stone-200 dark:bg-zinc-800 dark:text-stone-400 dark:ring-zinc-700">
            {t('experts.loading')}
          </p>
        ) : vm.experts.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
            <h3 className="text-lg font-semibold text-stone-900 dark:text-stone-100">{t('experts.emptyTitle')}</h3>
            <p className="mt-2 max-w-3xl leading-7 text-stone-600 dark:text-stone-300">{t('experts.emptyText')}</p>
            <div className="mt-6 flex gap-3">
              <Link href={paths.aiVolunteer()} className="btn-primary">
                {t('route.aiVolunteer')}
              </Link>
              <Link href={paths.volunteerCheck()} className="btn-secondary">
                {t('route.volunteerCheck')}
              </Link>
            </div>
          </div>
        ) : (
          <>
            {vm.taking.length === 0 && <p className="mb-4 text-stone-600 dark:text-stone-300">{t('experts.noneTaking')}</p>}
            <div className="grid gap-5 md:grid-cols-2 min-[1700px]:grid-cols-3">
              {vm.experts.map((expert) => (
                <ExpertCard key={expert.id} expert={expert} onBook={() => vm.requestBooking(expert.id)} />
              ))}
            </div>
          </>
        )}
      </section>

      {/* A visitor is invited to sign in only when someone can be booked; a student always sees their bookings. */}
      {(vm.signedIn || vm.taking.length > 0) && <MyBookings vm={vm} onSignIn={() => vm.signIn()} />}
      <BookingDialog vm={vm} />
    </div>
  )
})

export default ExpertPage
