import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { SmsCountdownViewModel } from './SmsCountdownViewModel'

export const SmsCodeButton = observer(function SmsCodeButton({ sms, onSend }: { sms: SmsCountdownViewModel; onSend: () => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="btn-secondary w-40 shrink-0 !px-3 text-primary-700 dark:text-primary-200" disabled={!sms.canSend} onClick={onSend}>
      {sms.secondsLeft > 0 ? t('login.resendIn', { seconds: sms.secondsLeft }) : t('login.getCode')}
    </button>
  )
})
