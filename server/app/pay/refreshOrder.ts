import type { Order } from '../../ports/OrderRepo'
import { GatewayError } from '../../ports/PaymentGateway'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { settleNotice } from './settleNotice'

/**
 * A pending order brought up to date: its provider is asked (a callback may have been lost) and the answer
 * settled the usual way; one still unpaid after its deadline is closed, which frees its coupon use.
 */
export async function refreshOrder(deps: Pick<ServerDeps, 'pay' | 'clock' | 'logger'> & UsesRepos<'securityLog'>, order: Order): Promise<Order> {
  if (order.status !== 'pending') return order
  const gateway = order.method === 'wx' || order.method === 'zfb' ? deps.pay.gateways[order.method] : null
  if (gateway && gateway.kind === order.gateway) {
    try {
      await settleNotice(deps, await gateway.query(order.outTradeNo))
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      deps.logger.warn('order query failed', { outTradeNo: order.outTradeNo, error: error.message })
    }
  }
  const now = (await deps.pay.orders.byTradeNo(order.outTradeNo)) ?? order
  if (now.status === 'pending' && deps.clock.now() > now.timeExpire) {
    await deps.pay.orders.markUnpaid(now.outTradeNo, 'closed')
    return { ...now, status: 'closed' }
  }
  return now
}
