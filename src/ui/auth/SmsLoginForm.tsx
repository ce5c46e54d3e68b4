import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { CheckField, TextField } from './fields'
import type { LoginViewModel } from './LoginViewModel'
import { SmsCodeButton } from './SmsCodeButton'

export const SmsLoginForm = observer(function SmsLoginForm({ vm }: { vm: LoginViewModel }) {
  const { t } = useTranslation()
  const codeInput = useRef<HTMLInputElement>(null)
  return (
    <div className="space-y-4">
      <TextField
        label={t('login.phone')}
        value={vm.phone}
        onChange={(value) => vm.set('phone', value)}
        type="tel"
        placeholder={t('login.phonePlaceholder')}
        autoComplete="tel"
        maxLength={11}
      />
      <TextField
        label={t('login.smsCode')}
        value={vm.smsCode}
        onChange={(value) => vm.set('smsCode', value)}
        placeholder={t('login.smsPlaceholder')}
        autoComplete="one-time-code"
        maxLength={6}
        inputRef={codeInput}
        addon={<SmsCodeButton sms={vm.sms} onSend={() => vm.sendCode()} codeInput={codeInput} />}
      />
      <TextField label={t('login.inviteCode')} value={vm.inviteCode} onChange={(value) => vm.set('inviteCode', value)} maxLength={32} />
      <CheckField label={t('login.notice')} checked={vm.noticeRead} onChange={(read) => vm.setNoticeRead(read)}>
        {t('login.notice')}
      </CheckField>
    </div>
  )
})
