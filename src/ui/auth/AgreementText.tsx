import { useTranslation } from '@/ui/i18n/useTranslation'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

/** "我已阅读并同意《服务协议》": the link opens the agreement; confirming it ticks the box. */
export function AgreementText({ onAgree }: { onAgree: () => void }) {
  const { t } = useTranslation()
  const agreement = useService(UiTokens.agreement)
  const lead = t('login.agree')
  return (
    <>
      {lead}
      {/* Chinese runs on into 《服务协议》; a language with spaces needs one before the link. */}
      {/\p{Script=Latin}$/u.test(lead) && ' '}
      <button type="button" className="font-medium text-primary-700 hover:underline dark:text-primary-300" onClick={() => agreement.openToConfirm(onAgree)}>
        {t('login.agreementLink')}
      </button>
    </>
  )
}
