import { observer } from 'mobx-react-lite'
import { useRef, type FormEvent } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { AgreementText } from './AgreementText'
import { CheckField, FormError, TextField } from './fields'
import { SmsCodeButton } from './SmsCodeButton'

/** Register (mode 'register') or reset the password (mode 'forget'); both need an SMS code. */
export const AccountForms = observer(function AccountForms({ mode }: { mode: 'register' | 'forget' }) {
  const { t } = useTranslation()
  const vm = useService(UiTokens.accountForms)
  const login = useService(UiTokens.login)
  const codeInput = useRef<HTMLInputElement>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void (mode === 'register' ? vm.submitRegister() : vm.submitForget())
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t(mode === 'register' ? 'register.title' : 'forget.title')}>
      <TextField
        label={t('login.phone')}
        value={vm.phone}
        onChange={(value) => vm.set('phone', value)}
        type="tel"
        placeholder={t('login.phonePlaceholder')}
        maxLength={11}
      />
      <TextField
        label={t('login.smsCode')}
        value={vm.code}
        onChange={(value) => vm.set('code', value)}
        placeholder={t('login.smsPlaceholder')}
        maxLength={6}
        inputRef={codeInput}
        addon={<SmsCodeButton sms={login.sms} onSend={() => vm.sendCode()} codeInput={codeInput} />}
      />
      {mode === 'register' && <TextField label={t('register.examNum')} value={vm.examNum} onChange={(value) => vm.set('examNum', value)} maxLength={14} />}
      <TextField
        label={t(mode === 'register' ? 'register.p1' : 'forget.password')}
        value={vm.password}
        onChange={(value) => vm.set('password', value)}
        type="password"
        autoComplete="new-password"
        maxLength={32}
      />
      <TextField
        label={t(mode === 'register' ? 'register.p2' : 'forget.password1')}
        value={vm.repeat}
        onChange={(value) => vm.set('repeat', value)}
        type="password"
        autoComplete="new-password"
        maxLength={32}
      />
      {mode === 'register' && (
        <CheckField label={t('agreement.title')} checked={vm.agreed} onChange={(agreed) => vm.setAgreed(agreed)}>
          <AgreementText onAgree={() => vm.setAgreed(true)} />
        </CheckField>
      )}
      <FormError message={vm.error ? t(vm.error) : ''} />
      <button type="submit" className="btn-primary w-full" disabled={vm.busy}>
        {t(mode === 'register' ? 'register.submit' : 'forget.submit')}
      </button>
      <button type="button" className="w-full text-center text-sm text-stone-500 hover:text-primary-700" onClick={() => login.setView('login')}>
        {t('login.backToLogin')}
      </button>
    </form>
  )
})
