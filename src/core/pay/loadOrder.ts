import type { HttpApi } from '@/ports/HttpApi'
import { orderStatus, type OrderRow } from '@/ports/api/pay'
import { attempt, type Result } from '../result'

/** One of the caller's orders, as it stands now (the server asks the provider about a pending one first). */
export async function loadOrder(deps: { api: HttpApi }, outTradeNo: string): Promise<Result<OrderRow>> {
  return attempt(() => deps.api.call(orderStatus, { outTradeNo }))
}
