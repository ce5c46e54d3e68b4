import { z } from 'zod'
import type { PaymentNotice } from '../../ports/PaymentGateway'
import { parseShanghaiTime } from './shanghaiTime'
import { yuanToFen } from './yuanFen'

const STATE = {
  TRADE_SUCCESS: 'paid',
  // Finished = paid and past the refund period; still paid.
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'failed',
  WAIT_BUYER_PAY: 'pending',
} as const satisfies Record<string, PaymentNotice['state']>

const Trade = z.object({
  out_trade_no: z.string().min(1),
  trade_no: z.string().optional(),
  trade_status: z.enum(Object.keys(STATE) as Array<keyof typeof STATE>),
  total_amount: z.string().optional(),
  /** Set on the notification Alipay sends after a refund: the amount refunded so far, yuan. */
  refund_fee: z.string().optional(),
})

/**
 * An Alipay trade (a notification's fields or a query's answer) as a PaymentNotice. `paidTime` is gmt_payment in a
 * notification, send_pay_date in a query (Asia/Shanghai). Null for an unknown status or a paid trade without a
 * readable amount; the amount and time are reported only when paid.
 */
export function alipayNotice(trade: unknown, paidTime: unknown): PaymentNotice | null {
  const parsed = Trade.safeParse(trade)
  if (!parsed.success) return null
  const t = parsed.data
  const state = STATE[t.trade_status]
  const base = { outTradeNo: t.out_trade_no, providerTradeNo: t.trade_no ?? '', state }
  // Issue 35: after a whole refund Alipay notifies TRADE_CLOSED (or TRADE_SUCCESS) with refund_fee = total_amount.
  const total = t.total_amount === undefined ? null : yuanToFen(t.total_amount)
  if (t.refund_fee !== undefined && total !== null && yuanToFen(t.refund_fee) === total)
    return { ...base, state: 'refunded' as const, amountFen: total, paidAt: null }
  if (state !== 'paid') return { ...base, amountFen: 0, paidAt: null }
  const amountFen = t.total_amount === undefined ? null : yuanToFen(t.total_amount)
  if (amountFen === null) return null
  return { ...base, amountFen, paidAt: typeof paidTime === 'string' ? parseShanghaiTime(paidTime) : null }
}
