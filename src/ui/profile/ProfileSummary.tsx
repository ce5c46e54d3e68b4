import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useDataText } from '../i18n/dataText'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import type { ProfileViewModel } from './ProfileViewModel'
import { formatCount } from '@/ui/i18n/formatCount'

/** One term of the summary: a <div> holding a <dt> and its <dd>, directly inside the <dl>. */
function Row({ label, value, strong, className = '' }: { label: string; value: string; strong?: boolean; className?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${className}`}>
      <dt className="text-sm text-stone-500 dark:text-stone-400">{label}</dt>
      <dd
        className={
          strong
            ? 'text-3xl font-bold tabular-nums text-primary-600 dark:text-primary-400'
            : 'text-base font-semibold tabular-nums text-stone-800 dark:text-stone-100'
        }
      >
        {value}
      </dd>
    </div>
  )
}

/** The sticky side card: totals as typed, the unsaved-edit state, save, and after saving the 位次 and batch. */
export const ProfileSummary = observer(function ProfileSummary({ vm }: { vm: ProfileViewModel }) {
  const { t } = useTranslation()
  const dataText = useDataText()
  const app = useService(UiTokens.app)
  const student = app.user?.student
  const batchName = student && (student.batchId ?? 0) > 0 ? student.batchName : null
  const rank = vm.saved?.rank ?? student?.rank ?? null
  const serverMessage = vm.messageFor('')
  // A form never saved is not "all saved", even before the first edit.
  const saveState = vm.dirty ? 'unsaved' : !vm.saved && !student?.complete ? 'notSavedYet' : 'upToDate'
  const saveTone = {
    unsaved: 'text-amber-700 dark:text-amber-300',
    notSavedYet: 'text-stone-600 dark:text-stone-300',
    upToDate: 'text-emerald-700 dark:text-emerald-400',
  }
  const saveDot = { unsaved: 'bg-amber-500', notSavedYet: 'bg-stone-400', upToDate: 'bg-emerald-500' }
  return (
    <aside className="sticky top-24 space-y-4">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-zinc-800 dark:ring-zinc-700">
        <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">{t('profile.summary')}</h2>
        <dl className="mt-4 space-y-2.5">
          <Row label={t('profile.culture')} value={String(vm.culture)} />
          <Row label={t('profile.policyPoints')} value={`+${vm.policyPoints}`} />
          {vm.composite('first') !== null && <Row label={t('profile.compositeShort')} value={String(vm.composite('first'))} />}
          <Row label={t('profile.total')} value={String(vm.total)} strong className="border-t border-dashed border-stone-200 pt-2.5 dark:border-zinc-700" />
        </dl>
        <p role="status" className={`mt-4 flex items-center gap-2 text-xs ${saveTone[saveState]}`}>
          <span className={`size-2 shrink-0 rounded-full ${saveDot[saveState]}`} aria-hidden />
          {t(`profile.${saveState}`)}
        </p>
        {serverMessage && (
          <p role="alert" className="mt-3 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-700 dark:bg-primary-900/30 dark:text-primary-200">
            {serverMessage}
          </p>
        )}
        {/* aria-disabled, not disabled: disabled while saving, it would drop the keyboard's focus to the page (a second press is ignored). */}
        <button type="submit" className="btn-primary mt-4 w-full" aria-disabled={vm.saving}>
          {t(vm.saving ? 'profile.saving' : 'profile.save')}
        </button>
      </div>
      {(vm.saved || student?.complete) && (
        <div className="rounded-2xl bg-gradient-to-br from-primary-600 to-primary-700 p-6 text-white shadow-md">
          <p className="text-sm text-white/90">{t('profile.rank')}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums" aria-label={t('profile.rank')}>
            {rank === null ? t('profile.noRank') : t('profile.rankValue', { rank: formatCount(rank) })}
          </p>
          <p className="mt-1 text-xs text-white/90">{t('profile.rankNote')}</p>
          <div className="mt-5 rounded-xl bg-white/10 p-3.5">
            <p className="text-sm">{batchName ? t('profile.currentBatch', { name: dataText(batchName) }) : t('profile.batchPrompt')}</p>
            <button
              type="button"
              onClick={() => vm.chooseBatch()}
              className={
                batchName
                  ? 'mt-3 w-full rounded-lg py-2 text-sm font-semibold text-white ring-1 ring-white/60 transition hover:bg-white/10'
                  : 'mt-3 w-full rounded-lg bg-white py-2 text-sm font-semibold text-primary-700 shadow-sm transition hover:bg-primary-50'
              }
            >
              {t(batchName ? 'profile.changeBatch' : 'profile.chooseBatch')}
            </button>
          </div>
          {/* With the batch chosen the record is complete: the next step is the list itself. */}
          {batchName && (
            <Link
              href={paths.aiVolunteer()}
              className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 text-primary-700 shadow-sm transition hover:bg-primary-50"
            >
              <span>
                <span className="block text-sm font-semibold">{t('profile.nextAiList')}</span>
                <span className="mt-0.5 block text-xs text-stone-600">{t('profile.nextAiListHint')}</span>
              </span>
              <span aria-hidden className="text-lg">
                →
              </span>
            </Link>
          )}
        </div>
      )}
    </aside>
  )
})
