import type { HttpApi } from '@/ports/HttpApi'
import { rechargeHistory, type OrderRow } from '@/ports/api/pay'
import { attempt, type Result } from '../result'

export interface OrderPage {
  list: OrderRow[]
  total: number
  pageNum: number
  pageSize: number
}

/** The signed-in student's orders, newest first, a page at a time. */
export async function loadOrders(deps: { api: HttpApi }, query: { userId: number; pageNum: number; pageSize: number }): Promise<Result<OrderPage>> {
  return attempt(() => deps.api.call(rechargeHistory, query))
}
