import { fenToYuan } from '@/core/domain/pay/money'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as pay from '@/ports/api/pay'
import type { Order } from '../../ports/OrderRepo'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { fail, ok, type Call, type Outcome } from '../shared/outcome'
import { refreshOrder } from './refreshOrder'
import { settleNotice } from './settleNotice'

type Deps = Pick<ServerDeps, 'pay' | 'clock' | 'logger'> & UsesRepos<'securityLog'>

/** The order, when it is one the sandbox plays the provider for (never when a real provider took it). */
async function sandboxOrderNamed(deps: Deps, outTradeNo: string): Promise<Outcome<Order>> {
  const order = await deps.pay.orders.byTradeNo(outTradeNo)
  if (!order || order.gateway === 'none') return fail('pay.orderMissing')
  if (order.gateway !== 'sandbox') return fail('pay.sandboxOff')
  return ok(order)
}

/** The sandbox page's order: what a provider's page shows before paying. */
export async function sandboxOrderOf(
  deps: Deps,
  input: ParsedInputOf<typeof pay.sandboxOrder>,
  _call: Call,
): Promise<Outcome<OutputOf<typeof pay.sandboxOrder>>> {
  const found = await sandboxOrderNamed(deps, input.outTradeNo)
  if (!found.ok) return found
  const o = await refreshOrder(deps, found.value)
  return ok({ outTradeNo: o.outTradeNo, subject: o.subject, totalAmount: fenToYuan(o.totalFen), method: o.method, status: o.status, timeExpire: o.timeExpire })
}

/** The sandbox page's buttons: the payment result a provider would send, through the same settlement. */
export async function sandboxSettleOf(
  deps: Deps,
  input: ParsedInputOf<typeof pay.sandboxSettle>,
  _call: Call,
): Promise<Outcome<OutputOf<typeof pay.sandboxSettle>>> {
  const found = await sandboxOrderNamed(deps, input.outTradeNo)
  if (!found.ok) return found
  const order = await refreshOrder(deps, found.value)
  if (order.status === 'closed') return fail('pay.orderExpired')
  if (order.status !== 'pending') return ok({ status: order.status })
  const now = deps.clock.now()
  await settleNotice(deps, {
    outTradeNo: order.outTradeNo,
    providerTradeNo: input.result === 'pay' ? `SANDBOX${order.outTradeNo}` : '',
    state: input.result === 'pay' ? 'paid' : 'failed',
    amountFen: input.result === 'pay' ? order.totalFen : 0,
    paidAt: input.result === 'pay' ? now : null,
  })
  const after = await deps.pay.orders.byTradeNo(order.outTradeNo)
  return ok({ status: after?.status ?? order.status })
}
