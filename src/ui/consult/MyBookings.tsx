import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { ConsultStatus, Consultation } from '@/ports/api/consult'
import { canCancel } from '@/core/domain/consult/consultStatus'
import { Modal } from '../components/Modal'
import { useDataText } from '../i18n/dataText'
import type { ExpertViewModel } from './ExpertViewModel'
import { formatDay, formatTime } from './formatTime'

const STATUS_STYLE: Record<ConsultStatus, string> = {
  submitted: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-200 dark:ring-amber-700',
  contacted: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-900/30 dark:text-sky-200 dark:ring-sky-700',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-900/30 dark:text-emerald-200 dark:ring-emerald-700',
  cancelled: 'bg-stone-100 text-stone-600 ring-stone-200 dark:bg-zinc-700 dark:text-stone-300 dark:ring-zinc-600',
}

const BookingRow = observer(function BookingRow({ booking, vm }: { booking: Consultation; vm: ExpertViewModel }) {
  const { t, i18n } = useTranslation()
  const data = useDataText()
  const when = t('booking.when', { date: formatDay(booking.preferredDate, i18n.language), period: t(`booking.periodShort.${booking.preferredPeriod}`) })
  return (
    <li className="rounded-xl p-5 ring-1 ring-stone-200 dark:ring-zinc-700">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[booking.status]}`}>
          {t(`booking.status.${booking.status}`)}
        </span>
        <span className="font-medium text-stone-900 dark:text-stone-100">{booking.expertName ? data(booking.expertName) : t('booking.anyExpert')}</span>
        <span className="text-sm text-stone-600 dark:text-stone-300">{when}</span>
        <span className="ml-auto text-xs text-stone-500 dark:text-stone-400">
          {t('booking.createdAt', { time: formatTime(booking.createTime, i18n.language) })}
        </span>
      </div>
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-stone-700 dark:text-stone-300">{booking.question}</p>
      {booking.note && (
        <p className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-sm break-words text-sky-900 dark:bg-sky-900/30 dark:text-sky-100">
          {t('booking.note', { note: data(booking.note) })}
        </p>
      )}
      {canCancel(booking.status) && (
        <div className="mt-3 flex justify-end">
          <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => vm.askCancel(booking)}>
            {t('booking.cancel')}
          </button>
        </div>
      )}
    </li>
  )
})

/** 我的预约: the student's bookings with their status; signed out, an invitation to sign in. */
export const MyBookings = observer(function MyBookings({ vm, onSignIn }: { vm: ExpertViewModel; onSignIn: () => void }) {
  const { t } = useTranslation()
  let body
  if (!vm.signedIn)
    body = (
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-stone-600 dark:text-stone-300">{t('booking.signInToSee')}</p>
        <button type="button" className="btn-secondary" onClick={onSignIn}>
          {t('booking.signIn')}
        </button>
      </div>
    )
  else if (vm.mineStatus === 'failed')
    body = (
      <p role="alert" className="text-primary-700 dark:text-primary-300">
        {t('booking.mineFailed', { error: vm.mineError })}
      </p>
    )
  else if (vm.mineStatus !== 'ready')
    body = (
      <p role="status" className="text-stone-500 dark:text-stone-400">
        {t('booking.mineLoading')}
      </p>
    )
  else if (vm.mine.length === 0) body = <p className="text-stone-600 dark:text-stone-300">{t('booking.mineEmpty')}</p>
  else
    body = (
      <ul className="space-y-3">
        {vm.mine.map((b) => (
          <BookingRow key={b.id} booking={b} vm={vm} />
        ))}
      </ul>
    )
  return (
    <section aria-labelledby="my-bookings" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
      <h2 id="my-bookings" className="section-title mb-5">
        {t('booking.mineTitle')}
      </h2>
      {body}
      <Modal open={vm.cancelTarget !== null} title={t('booking.cancelTitle')} onClose={() => vm.closeCancel()} closeLabel={t('word.close')}>
        <p className="text-stone-700 dark:text-stone-300">{t('booking.cancelText')}</p>
        {vm.cancelError && (
          <p role="alert" className="mt-3 text-sm text-primary-700 dark:text-primary-300">
            {vm.cancelError}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => vm.closeCancel()}>
            {t('booking.keep')}
          </button>
          <button type="button" className="btn-primary" disabled={vm.cancelling} onClick={() => void vm.confirmCancel()}>
            {t('booking.cancelConfirm')}
          </button>
        </div>
      </Modal>
    </section>
  )
})
