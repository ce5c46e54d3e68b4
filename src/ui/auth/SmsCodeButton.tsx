import { observer } from 'mobx-react-lite'
import type { RefObject } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { SmsCountdownViewModel } from './SmsCountdownViewModel'

interface SmsCodeButtonProps {
  sms: SmsCountdownViewModel
  onSend: () => Promise<void>
  /** Where the code is typed: the focus goes there once it is sent. */
  codeInput: RefObject<HTMLInputElement | null>
}

/**
 * 获取验证码. While sending and counting down it is aria-disabled, not disabled: a disabled button drops the
 * keyboard's focus to the page, and a refused press does nothing anyway.
 */
export const SmsCodeButton = observer(function SmsCodeButton({ sms, onSend, codeInput }: SmsCodeButtonProps) {
  const { t } = useTranslation()
  const send = async () => {
    if (!sms.canSend) return
    await onSend()
    // The countdown runs only once a code is on its way; typing it is what comes next.
    if (sms.secondsLeft > 0) codeInput.current?.focus()
  }
  return (
    <button
      type="button"
      className="btn-secondary w-40 shrink-0 !px-3 text-primary-700 dark:text-primary-200"
      aria-disabled={!sms.canSend}
      onClick={() => void send()}
    >
      {sms.secondsLeft > 0 ? t('login.resendIn', { seconds: sms.secondsLeft }) : t('login.getCode')}
    </button>
  )
})
