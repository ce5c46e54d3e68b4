import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import { Link } from 'wouter'
import type { Token } from '../ServiceContext'
import { useService } from '../ServiceContext'
import { AccessPrompt, PageHead } from './AccessPrompt'
import { BandLegend } from './BandChip'
import { PlanFilterBar } from './PlanFilterBar'
import { PlanResultTable } from './PlanResultTable'
import type { PlanSearchViewModel } from './PlanSearchViewModel'
import { ReminderModal } from './ReminderModal'
import { VolunteerTokens } from './volunteerTokens'
import { paths } from '@/core/navigation/routeTable'

/** The two plan pages: the self-selection assistant (with its 严重提醒) and the admissions-plan tool. */
const PlanSearchView = observer(function PlanSearchView({ token, kind }: { token: Token<PlanSearchViewModel>; kind: 'referral' | 'plans' }) {
  const { t } = useTranslation()
  const vm = useService(token)
  const reminder = useService(VolunteerTokens.reminder)
  useEffect(() => {
    vm.start()
    if (kind === 'referral') reminder.enter()
  }, [vm, reminder, kind])
  if (vm.needService) return <AccessPrompt serviceType={vm.needService} />
  return (
    <div className="space-y-5 pb-6">
      <PageHead title={t(`vol.${kind}.title`)} intro={t(`vol.${kind}.intro`, { max: MAX_VOLUNTEERS })}>
        {kind === 'referral' && (
          <>
            <span className="rounded-lg bg-white/15 px-3 py-2 text-sm font-semibold tabular-nums ring-1 ring-white/40">
              {t('vol.plan.listSize', { n: vm.listSize, max: MAX_VOLUNTEERS })}
            </span>
            <Link href={paths.intention()} className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-primary-700 shadow hover:bg-primary-50">
              {t('vol.plan.myList')}
            </Link>
            <button
              type="button"
              className="rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/25"
              onClick={() => reminder.reopen()}
            >
              {t('vol.reminder.reopen')}
            </button>
          </>
        )}
      </PageHead>
      <PlanFilterBar vm={vm} />
      <BandLegend />
      <PlanResultTable vm={vm} canJoin={kind === 'referral'} />
      {kind === 'referral' && <ReminderModal />}
    </div>
  )
})

export function ReferralProgramPage() {
  return <PlanSearchView token={VolunteerTokens.referral} kind="referral" />
}

export function PlansPage() {
  return <PlanSearchView token={VolunteerTokens.plans} kind="plans" />
}
