import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Link } from 'wouter'
import { paths } from '@/core/navigation/routeTable'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { PayPageFrame } from './PayPageFrame'

/** /pay/return: where Alipay sends the buyer back. The original tab confirms the payment with 完成支付. */
export default observer(function PayReturnPage() {
  const { t } = useTranslation()
  const app = useService(UiTokens.app)
  return (
    <PayPageFrame sandbox={false} title={t('payReturn.title')}>
      <p className="mt-3 text-sm leading-7 text-stone-700 dark:text-stone-200">{t('payReturn.text')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={app.homePath} className="btn-primary">
          {t('payReturn.home')}
        </Link>
        {app.user && (
          <Link href={`${paths.profile()}?tab=orders`} className="btn-secondary">
            {t('payReturn.orders')}
          </Link>
        )}
      </div>
    </PayPageFrame>
  )
})
