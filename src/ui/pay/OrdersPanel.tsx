import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useTranslation } from '@/ui/i18n/useTranslation'
import type { OrderRow, OrderStatus } from '@/ports/api/pay'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { date, dateTime, minusYuan, yuan } from './money'
import { PayTokens } from './payTokens'
import { useDataText } from '../i18n/dataText'
import { Pager } from '../components/Pager'

const STATUS_TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-700',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/40 dark:text-emerald-100 dark:ring-emerald-700',
  failed: 'bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-900/40 dark:text-primary-100 dark:ring-primary-800',
  closed: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-zinc-700 dark:text-stone-200 dark:ring-zinc-500',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-zinc-700 dark:text-stone-200 dark:ring-zinc-500',
}

const methodKey = (method: string) => (method === 'wx' ? 'buy.wx' : method === 'zfb' ? 'buy.zfb' : 'buy.free')
const fen = (amount: number) => Math.round(amount * 100)

/** 我的订单: subject, amount, discount, method, status, time and valid-until of each order, newest first. */
export const OrdersPanel = observer(function OrdersPanel() {
  const { t } = useTranslation()
  const dataText = useDataText()
  const vm = useService(PayTokens.orders)
  const pay = useService(PayTokens.pay)
  const lang = useService(UiTokens.language).i18n.language
  useEffect(() => void vm.load(1), [vm])
  if (!vm.loaded)
    return (
      <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
        {t('app.loading')}
      </p>
    )
  if (vm.error)
    return (
      <p role="alert" className="text-sm text-primary-800 dark:text-primary-200">
        {t('orders.loadFailed', { msg: vm.error })}
      </p>
    )
  if (vm.rows.length === 0)
    return (
      <div className="py-8 text-center">
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('orders.empty')}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => pay.request()}>
          {t('orders.buy')}
        </button>
      </div>
    )
  const cell = 'px-4 py-3'
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-stone-700 dark:text-stone-300">{t('orders.caption', { count: vm.total })}</caption>
        <thead className="bg-stone-50 text-xs text-stone-600 dark:bg-zinc-900 dark:text-stone-300">
          <tr>
            {['orders.subject', 'orders.amount', 'orders.discount', 'orders.method', 'orders.status', 'orders.time', 'orders.validUntil'].map((key) => (
              <th key={key} scope="col" className={`${cell} py-2 font-medium`}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-zinc-700">
          {vm.rows.map((order: OrderRow) => (
            <tr key={order.outTradeNo} data-testid="order-row">
              <th scope="row" className={`${cell} font-medium text-stone-900 dark:text-stone-100`}>
                {dataText(order.subject)}
                {order.sandbox && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-px text-xs font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-amber-900/50 dark:text-amber-100 dark:ring-amber-700">
                    {t('orders.sandbox')}
                  </span>
                )}
                <span className="block text-xs font-normal text-stone-600 tabular-nums dark:text-stone-400">{order.outTradeNo}</span>
              </th>
              <td className={`${cell} font-semibold tabular-nums text-stone-900 dark:text-stone-100`}>{yuan(fen(order.totalAmount))}</td>
              <td className={`${cell} tabular-nums text-stone-700 dark:text-stone-300`}>
                {order.discountAmount > 0 ? minusYuan(fen(order.discountAmount)) : '—'}
                {order.couponCode && <span className="block font-mono text-xs text-stone-600 dark:text-stone-400">{order.couponCode}</span>}
              </td>
              <td className={`${cell} text-stone-700 dark:text-stone-300`}>{t(methodKey(order.method))}</td>
              <td className={cell}>
                <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[order.status]}`}>
                  {t(`orders.status.${order.status}`)}
                </span>
              </td>
              <td className={`${cell} tabular-nums text-stone-700 dark:text-stone-300`}>{dateTime(order.createTime, lang)}</td>
              <td className={`${cell} tabular-nums text-stone-700 dark:text-stone-300`}>{order.validUntil ? date(order.validUntil, lang) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        label={t('orders.tab')}
        page={vm.pageNum}
        pages={vm.pages}
        busy={vm.loading}
        onPage={(page) => void vm.load(page)}
        className="justify-end"
        compact
      />
    </div>
  )
})
