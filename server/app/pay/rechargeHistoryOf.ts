import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as pay from '@/ports/api/pay'
import type { UsesPay } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { orderRowOf } from './orderRowOf'

/** The caller's orders, newest first (recharge-history/page). */
export async function rechargeHistoryOf(
  deps: UsesPay<'orders'>,
  input: ParsedInputOf<typeof pay.rechargeHistory>,
  call: Call,
): Promise<Outcome<OutputOf<typeof pay.rechargeHistory>>> {
  const page = await deps.pay.orders.pageOfUser(callerOf(call), (input.pageNum - 1) * input.pageSize, input.pageSize)
  return ok({ list: page.list.map(orderRowOf), total: page.total, pageNum: input.pageNum, pageSize: input.pageSize })
}
