import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { AgreementText } from './AgreementText'
import { CheckField, TextField } from './fields'
import type { LoginViewModel } from './LoginViewModel'

export const PasswordLoginForm = observer(function PasswordLoginForm({ vm }: { vm: LoginViewModel }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-4">
      <TextField
        label={t('login.account')}
        value={vm.account}
        onChange={(value) => vm.set('account', value)}
        type="tel"
        placeholder={t('login.phonePlaceholder')}
        autoComplete="username"
        maxLength={11}
      />
      <TextField
        label={t('login.password')}
        value={vm.password}
        onChange={(value) => vm.set('password', value)}
        type="password"
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        maxLength={32}
      />
      <TextField
        label={t('login.captcha')}
        value={vm.captchaCode}
        onChange={(value) => vm.set('captchaCode', value)}
        placeholder={t('login.captchaPlaceholder')}
        maxLength={8}
        addon={
          <button
            type="button"
            aria-label={t('login.captchaRefresh')}
            title={t('login.captchaRefresh')}
            onClick={() => void vm.refreshCaptcha()}
            className="h-[42px] w-32 shrink-0 overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200 dark:bg-zinc-700 dark:ring-zinc-600"
          >
            {vm.captchaSrc && <img src={vm.captchaSrc} alt={t('login.captcha')} className="h-full w-full object-cover" />}
          </button>
        }
      />
      <CheckField label={t('agreement.title')} checked={vm.agreed} onChange={(agreed) => vm.setAgreed(agreed)}>
        <AgreementText onAgree={() => vm.setAgreed(true)} />
      </CheckField>
    </div>
  )
})
