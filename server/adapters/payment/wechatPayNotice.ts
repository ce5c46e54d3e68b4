import { z } from 'zod'
import type { PaymentNotice } from '../../ports/PaymentGateway'
import { parseRfc3339 } from './shanghaiTime'

const STATE = {
  SUCCESS: 'paid',
  // A refunded order was paid first; refunds are handled apart from the purchase.
  REFUND: 'paid',
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
