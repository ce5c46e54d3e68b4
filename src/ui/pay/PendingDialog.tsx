import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Modal } from '../components/Modal'
import { yuan } from './money'
import type { PayViewModel } from './PayViewModel'
import { QrCode } from './QrCode'

const QR_SIZE = 200

function SandboxBadge() {
  const { t } = useTranslation()
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-amber-900/50 dark:text-amber-100 dark:ring-amber-700">
      {t('buy.sandbox')}
    </span>
  )
}

/**
 * The order being paid elsewhere: WeChat's QR dialog (a 200×200 code of code_url) or Alipay's confirm
 * dialog ('请在弹出的窗口中完成支付'). Both end with 完成支付, which asks the server for the order, or 取消.
 */
export const PendingDialog = observer(function PendingDialog({ vm }: { vm: PayViewModel }) {
  const { t } = useTranslation()
  const pending = vm.pending
  const wx = pending?.method !== 'zfb'
  const amount = yuan(pending?.amountFen ?? 0)
  return (
    <Modal
      open={pending !== null}
      title={
        <span className="flex items-center gap-2">
          {t(wx ? 'buy.qrTitle' : 'buy.aliTitle')}
          {pending?.sandbox && <SandboxBadge />}
        </span>
      }
      onClose={() => vm.cancelPending()}
      closeLabel={t('word.cancel')}
      width="max-w-sm"
      zIndex={5200}
      maskClosable={false}
    >
      {pending && (
        <div className="flex flex-col items-center text-center">
          {wx ? (
            <>
              <div className="rounded-xl bg-white p-2 ring-1 ring-stone-200">
                <QrCode text={pending.url} size={QR_SIZE} alt={t('buy.qrAlt', { amount })} loadingText={t('buy.qrLoading')} />
              </div>
              <p className="mt-3 text-sm text-stone-700 dark:text-stone-200">{t('buy.amount')}</p>
              <p className="text-3xl font-bold tabular-nums text-primary-600 dark:text-primary-300">{amount}</p>
              <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('buy.qrHint')}</p>
            </>
          ) : (
            <>
              <p className="text-base font-medium text-stone-900 dark:text-stone-100">{t('buy.aliText')}</p>
              <p className="mt-3 text-sm text-stone-700 dark:text-stone-200">{t('buy.amount')}</p>
              <p className="text-3xl font-bold tabular-nums text-primary-600 dark:text-primary-300">{amount}</p>
              <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('buy.aliAfter')}</p>
              {pending.blocked && (
                <p className="mt-3 text-sm leading-6 text-stone-700 dark:text-stone-200">
                  {t('buy.aliBlocked')}{' '}
                  <a href={pending.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-700 underline dark:text-primary-300">
                    {t('buy.aliOpen')}
                  </a>
                </p>
              )}
            </>
          )}
          {pending.sandbox && (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-900/30 dark:text-amber-100 dark:ring-amber-800">
              {t(wx ? 'buy.sandboxQr' : 'buy.sandboxAli')}{' '}
              {wx && (
                <a href={pending.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                  {t('buy.sandboxOpen')}
                </a>
              )}
            </p>
          )}
          {vm.checkMessage && (
            <p role="alert" className="mt-3 w-full rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-800 dark:bg-primary-900/30 dark:text-primary-200">
              {vm.checkMessage}
            </p>
          )}
          <div className="mt-5 flex w-full gap-3">
            <button type="button" className="btn-secondary flex-1" onClick={() => vm.cancelPending()}>
              {t('word.cancel')}
            </button>
            <button type="button" className="btn-primary flex-1" autoFocus disabled={vm.checking} onClick={() => void vm.confirmPaid()}>
              {vm.checking ? t('buy.checking') : t('buy.done')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
})
