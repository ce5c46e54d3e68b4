import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { ProfileTokens } from '../profile/profileTokens'
import { useService } from '../ServiceContext'
import { HomeTokens } from './homeTokens'

const BUTTON = 'inline-flex shrink-0 items-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-primary-700 shadow hover:bg-primary-50'

/** The one step to take now, on the greeting band: complete the profile, choose a batch, build or check the list. */
export const NextStep = observer(function NextStep() {
  const { t } = useTranslation()
  const vm = useService(HomeTokens.home)
  const chooser = useService(ProfileTokens.batchChooser)
  const step = vm.nextStep
  const label = (
    <>
      <span className="text-xs font-medium text-primary-600">{t(step === 'profile' ? 'home.firstStep' : 'home.nextStep')}</span>
      <span>{t(`home.step.${step}`)} →</span>
    </>
  )
  if (step === 'batch')
    return (
      <button type="button" className={BUTTON} onClick={() => void chooser.show()}>
        {label}
      </button>
    )
  const href = { profile: paths.improveInformation(), list: paths.aiVolunteer(), check: paths.volunteerCheck() }[step]
  return (
    <Link href={href} className={BUTTON}>
      {label}
    </Link>
  )
})
