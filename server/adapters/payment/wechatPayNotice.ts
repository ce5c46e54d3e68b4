import { z } from 'zod'
import type { PaymentNotice } from '../../ports/PaymentGateway'
import { parseRfc3339 } from './shanghaiTime'

const STATE = {
  SUCCESS: 'paid',
  // Issue 35: a transaction in REFUND had its money sent back; what it bought is withdrawn.
  REFUND: 'refunded',
  CLOSED: 'failed',
  PAYERROR: 'failed',
  REVOKED: 'failed',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
} as const satisfies Record<string, PaymentNotice['state']>

/** The fields we read of a v3 transaction (the callback's decrypted resource, or the query's answer). */
const Transaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.enum(Object.keys(STATE) as [keyof typeof STATE]),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int().nonnegative() }).optional(),
})

/** The fields we read of a v3 refund notification's decrypted resource (event REFUND.SUCCESS and the like). */
const Refund = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  refund_status: z.string(),
  amount: z.object({ total: z.number().int().nonnegative(), refund: z.number().int().nonnegative() }),
})

/**
 * A v3 refund notification as a PaymentNotice: 'refunded' once the whole amount went back (refund_status SUCCESS,
 * refund = total); null for anything else (a partial or failed refund leaves the order paid; the operator decides).
 */
export function wechatRefundNotice(resource: unknown, ours: { mchid: string }): PaymentNotice | null {
  const parsed = Refund.safeParse(resource)
  if (!parsed.success || parsed.data.mchid !== ours.mchid) return null
  const r = parsed.data
  if (r.refund_status !== 'SUCCESS' || r.amount.refund !== r.amount.total) return null
  return { outTradeNo: r.out_trade_no, providerTradeNo: r.transaction_id ?? '', state: 'refunded', amountFen: r.amount.total, paidAt: null }
}

/**
 * A v3 transaction as a PaymentNotice; null when it is not one of ours (other appid or mchid), has an unknown
 * trade_state, or says paid without an amount. The amount and time are reported only when paid.
 */
export function wechatPayNotice(transaction: unknown, ours: { appid: string; mchid: string }): PaymentNotice | null {
  const parsed = Transaction.safeParse(transaction)
  if (!parsed.success) return null
  const t = parsed.data
  if (t.appid !== ours.appid || t.mchid !== ours.mchid) return null
  const state = STATE[t.trade_state]
  if (state === 'refunded') return { outTradeNo: t.out_trade_no, providerTradeNo: t.transaction_id ?? '', state, amountFen: t.amount?.total ?? 0, paidAt: null }
  if (state !== 'paid') return { outTradeNo: t.out_trade_no, providerTradeNo: t.transaction_id ?? '', state, amountFen: 0, paidAt: null }
  if (!t.amount) return null
  return {
    outTradeNo: t.out_trade_no,
    providerTradeNo: t.transaction_id ?? '',
    state,
    amountFen: t.amount.total,
    paidAt: t.success_time === undefined ? null : parseRfc3339(t.success_time),
  }
}
