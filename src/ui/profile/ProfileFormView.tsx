import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { ProfileSummary } from './ProfileSummary'
import { ProfileTokens } from './profileTokens'
import { PolicySection, ProfessionalSection, ScoresSection } from './ScoreSections'
import { BasicSection, ChoiceSection } from './StudentSections'

/** The whole student-record form (sections on the left, the sticky summary on the right), loaded on mount. */
export const ProfileFormView = observer(function ProfileFormView() {
  const { t } = useTranslation()
  const vm = useService(ProfileTokens.profile)
  useEffect(() => {
    void vm.load()
  }, [vm])
  if (vm.status === 'loading')
    return (
      <p className="py-16 text-center text-stone-500 dark:text-stone-400" role="status">
        {t('app.loading')}
      </p>
    )
  if (vm.status === 'failed')
    return (
      <div role="alert" className="py-16 text-center text-stone-600 dark:text-stone-300">
        <p>{vm.loadError}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => void vm.load()}>
          {t('app.retry')}
        </button>
      </div>
    )
  return (
    // noValidate: the shared domain rules speak (in the student's language, next to the field), not the browser.
    <form
      noValidate
      className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_300px]"
      onSubmit={(event) => {
        event.preventDefault()
        void vm.save()
      }}
    >
      <div className="min-w-0 space-y-5">
        <BasicSection vm={vm} />
        <ChoiceSection vm={vm} />
        <ScoresSection vm={vm} />
        <PolicySection vm={vm} />
        <ProfessionalSection vm={vm} />
      </div>
      <ProfileSummary vm={vm} />
    </form>
  )
})
