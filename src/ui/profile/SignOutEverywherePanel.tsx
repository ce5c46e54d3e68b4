import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { ProfileTokens } from './profileTokens'

/** 退出所有设备: for a family that fears someone else is signed in; asks once more, since it signs this browser out too. */
export const SignOutEverywherePanel = observer(function SignOutEverywherePanel() {
  const { t } = useTranslation()
  const vm = useService(ProfileTokens.account)
  return (
    <section aria-labelledby="sign-out-everywhere" className="mt-8 max-w-md border-t border-stone-200 pt-6 dark:border-zinc-700">
      <h2 id="sign-out-everywhere" className="text-base font-semibold text-stone-900 dark:text-stone-100">
        {t('profile.signOutEverywhere')}
      </h2>
      <p className="mt-1.5 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('profile.signOutEverywhereHint')}</p>
      {vm.signOutEverywhereAsked ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" role="group" aria-label={t('profile.signOutEverywhere')}>
          <span className="text-sm font-medium text-stone-800 dark:text-stone-100">{t('profile.signOutEverywhereConfirm')}</span>
          <button type="button" className="btn-primary" disabled={vm.signingOutEverywhere} onClick={() => void vm.signOutEverywhere()}>
            {t('profile.signOutEverywhereYes')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => vm.askSignOutEverywhere(false)}>
            {t('profile.signOutEverywhereNo')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn-secondary mt-4" onClick={() => vm.askSignOutEverywhere(true)}>
          {t('profile.signOutEverywhere')}
        </button>
      )}
    </section>
  )
})
