import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as pay from '@/ports/api/pay'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { orderRowOf } from './orderRowOf'
import { refreshOrder } from './refreshOrder'

/** The caller's own order ("complete payment"): a pending one is asked of its provider first. Others' orders do not exist. */
export async function orderStatusOf(
  deps: Pick<ServerDeps, 'pay' | 'clock' | 'logger'> & UsesRepos<'securityLog'>,
  input: ParsedInputOf<typeof pay.orderStatus>,
  call: Call,
): Promise<Outcome<OutputOf<typeof pay.orderStatus>>> {
  const order = await deps.pay.orders.byTradeNo(input.outTradeNo)
  if (!order || order.userId !== callerOf(call)) return fail('pay.orderMissing')
  return ok(orderRowOf(await refreshOrder(deps, order)))
}
