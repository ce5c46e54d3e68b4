import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { useSearch } from 'wouter'
import type { OrderStatus } from '@/ports/api/pay'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { dateTime, yuan } from './money'
import { PayPageFrame } from './PayPageFrame'
import { PayTokens } from './payTokens'

const STATUS_TONE: Record<OrderStatus, string> = {
  pending: 'bg-stone-100 text-stone-800 ring-stone-300 dark:bg-zinc-700 dark:text-stone-100 dark:ring-zinc-500',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/40 dark:text-emerald-100 dark:ring-emerald-700',
  failed: 'bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-900/40 dark:text-primary-100 dark:ring-primary-800',
  closed: 'bg-stone-100 text-stone-800 ring-stone-300 dark:bg-zinc-700 dark:text-stone-100 dark:ring-zinc-500',
  refunded: 'bg-stone-100 text-stone-800 ring-stone-300 dark:bg-zinc-700 dark:text-stone-100 dark:ring-zinc-500',
}

/**
 * /pay/sandbox?no=…: the payment page a provider would show, when none is configured. 确认支付 and
 * 模拟支付失败 settle the order through the same path a provider's notification takes; no money moves.
 */
export default observer(function SandboxPayPage() {
  const { t } = useTranslation()
  const vm = useService(PayTokens.sandbox)
  const language = useService(UiTokens.language)
  const no = new URLSearchParams(useSearch()).get('no') ?? ''
  useEffect(() => void vm.load(no), [vm, no])
  const order = vm.order
  const status = vm.status
  return (
    <PayPageFrame sandbox={true} title={t('sandbox.title')}>
      <p className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{t('sandbox.intro')}</p>
      {!no && (
        <p role="alert" className="mt-4 text-sm text-primary-800 dark:text-primary-200">
          {t('sandbox.noOrder')}
        </p>
      )}
      {vm.loading && (
        <p role="status" className="mt-6 text-sm text-stone-600 dark:text-stone-300">
          {t('app.loading')}
        </p>
      )}
      {order && (
        <>
          <p className="mt-6 text-sm text-stone-600 dark:text-stone-300">{t('sandbox.amount')}</p>
          <p className="text-4xl font-bold tabular-nums text-primary-600 dark:text-primary-300" data-testid="sandbox-amount">
            {yuan(Math.round(order.totalAmount * 100))}
          </p>
          <dl className="mt-5 divide-y divide-stone-100 text-sm dark:divide-zinc-700">
            {[
              ['sandbox.subject', order.subject],
              ['sandbox.method', t(order.method === 'zfb' ? 'buy.zfb' : order.method === 'wx' ? 'buy.wx' : 'buy.free')],
              ['sandbox.expire', dateTime(order.timeExpire, language.i18n.language)],
              ['sandbox.orderNo', order.outTradeNo],
            ].map(([key, value]) => (
              <div key={key} className="flex justify-between gap-4 py-2.5">
                <dt className="shrink-0 text-stone-600 dark:text-stone-300">{t(key)}</dt>
                <dd className="min-w-0 break-all text-right font-medium text-stone-900 dark:text-stone-100">{value}</dd>
              </div>
            ))}
          </dl>
          {status && (
            <p role="status" className={`mt-5 rounded-lg px-4 py-3 text-sm font-medium leading-6 ring-1 ${STATUS_TONE[status]}`}>
              {t(`sandbox.status.${status}`)}
            </p>
          )}
          {status === 'pending' && (
            <div className="mt-5 flex flex-col gap-3">
              <button type="button" className="btn-primary py-3 text-base" disabled={!vm.canSettle} onClick={() => void vm.settle('pay')}>
                {vm.settling === 'pay' ? t('sandbox.settling') : t('sandbox.pay')}
              </button>
              <button type="button" className="btn-secondary" disabled={!vm.canSettle} onClick={() => void vm.settle('fail')}>
                {vm.settling === 'fail' ? t('sandbox.settling') : t('sandbox.fail')}
              </button>
            </div>
          )}
        </>
      )}
      {vm.error && (
        <p role="alert" className="mt-4 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-800 dark:bg-primary-900/30 dark:text-primary-200">
          {vm.error}
        </p>
      )}
    </PayPageFrame>
  )
})
