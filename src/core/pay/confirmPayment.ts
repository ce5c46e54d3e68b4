import type { HttpApi } from '@/ports/HttpApi'
import type { Navigator } from '@/ports/Navigator'
import type { Timer } from '@/ports/Timer'
import type { OrderStatus } from '@/ports/api/pay'
import { loadOrder } from './loadOrder'
import { reloadAfterPayment } from './reloadAfterPayment'

/** paid: the page reloads shortly; unpaid: what stands instead; failed: the server's (localised) reason. */
export type PaymentCheck = { kind: 'paid' } | { kind: 'unpaid'; status: Exclude<OrderStatus, 'paid'> } | { kind: 'failed'; error: string }

/** 完成支付: the order is asked for (the server asks the provider about a pending one first). */
export async function confirmPayment(deps: { api: HttpApi; timer: Timer; navigator: Navigator }, outTradeNo: string): Promise<PaymentCheck> {
  const result = await loadOrder(deps, outTradeNo)
  if (!result.ok) return { kind: 'failed', error: result.error }
  const status = result.value.status
  if (status !== 'paid') return { kind: 'unpaid', status }
  reloadAfterPayment(deps)
  return { kind: 'paid' }
}
