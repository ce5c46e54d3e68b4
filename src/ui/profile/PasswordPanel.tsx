import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { FormError, TextField } from '../auth/fields'
import { useService } from '../ServiceContext'
import { ProfileTokens } from './profileTokens'

/** 修改密码: the current password and the new one twice; only digests leave the browser. */
export const PasswordPanel = observer(function PasswordPanel() {
  const { t } = useTranslation()
  const vm = useService(ProfileTokens.account)
  return (
    <form
      className="max-w-md space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        void vm.submitPassword()
      }}
    >
      <TextField
        type="password"
        label={t('profile.oldPassword')}
        value={vm.password.oldPassword}
        onChange={(v) => vm.setPassword('oldPassword', v)}
        autoComplete="current-password"
        maxLength={32}
      />
      <TextField
        type="password"
        label={t('profile.newPassword')}
        value={vm.password.newPassword}
        onChange={(v) => vm.setPassword('newPassword', v)}
        autoComplete="new-password"
        maxLength={32}
        placeholder={t('profile.newPasswordHint')}
      />
      <TextField
        type="password"
        label={t('profile.repeatPassword')}
        value={vm.password.repeat}
        onChange={(v) => vm.setPassword('repeat', v)}
        autoComplete="new-password"
        maxLength={32}
      />
      <FormError message={vm.passwordError} />
      <button type="submit" className="btn-primary" disabled={vm.changingPassword}>
        {t('profile.changePassword')}
      </button>
    </form>
  )
})
