import { grantOf, parseServices } from '@/core/domain/pay/services'
import type { Logger } from '../../ports/Logger'
import type { PaymentNotice } from '../../ports/PaymentGateway'
import type { UsesPay } from '../../ports/ServerDeps'
import { recordSecurityEvent, type RecordSecurityEventDeps } from '../shared/recordSecurityEvent'

const DAY = 24 * 60 * 60 * 1000

export type Settled = 'granted' | 'already' | 'failed' | 'pending' | 'refused' | 'refunded'

/**
 * The one path every payment result takes — a provider's verified callback, an order query, the sandbox's
 * buttons, a free order: the amount is checked against the order, then the order is marked paid and its
 * services granted in one transaction, exactly once however often the same result arrives.
 * 'refused' (nothing changed) tells the provider to try again and the operator to look (logged).
 */
export async function settleNotice(deps: UsesPay<'orders'> & RecordSecurityEventDeps & { logger: Logger }, notice: PaymentNotice): Promise<Settled> {
  const order = await deps.pay.orders.byTradeNo(notice.outTradeNo)
  if (!order) {
    deps.logger.error('payment result for an unknown order', { outTradeNo: notice.outTradeNo })
    return 'refused'
  }
  if (notice.state === 'pending') return 'pending'
  if (notice.state === 'refunded')
    return refundOrder(deps, order.outTradeNo, `${notice.providerTradeNo ? `provider ${notice.providerTradeNo}` : 'provider'} notified a whole refund`)
  if (notice.state === 'failed') {
    await deps.pay.orders.markUnpaid(order.outTradeNo, 'failed')
    return order.status === 'paid' ? 'already' : 'failed'
  }
  if (notice.amountFen !== order.totalFen) {
    deps.logger.error('payment amount differs from the order; nothing granted', {
      outTradeNo: order.outTradeNo,
      paidFen: notice.amountFen,
      orderFen: order.totalFen,
    })
    return 'refused'
  }
  const paidAt = notice.paidAt ?? Date.now()
  if (paidAt > order.timeExpire) {
    // The provider took the money after our deadline (it should not): the buyer still gets what they paid for.
    deps.logger.warn('payment arrived after the order expired; granted anyway', { outTradeNo: order.outTradeNo })
  }
  const services = parseServices(order.services)
  const result = await deps.pay.orders.settlePaid(
    order.outTradeNo,
    { providerTradeNo: notice.providerTradeNo, paidAt, validUntil: paidAt + order.validDays * DAY },
    // Only the checks are written onto the account; the services hold while the order is valid (DatedUserRepo).
    { addChecks: grantOf(services, order.checks).addChecks },
    `order ${order.outTradeNo}: services ${order.services}${order.checks > 0 ? `, volunteerVerify+${order.checks}` : ''} (${order.gateway}, ${order.totalFen} fen)`,
  )
  if (result.kind === 'missing') return 'refused'
  if (result.kind === 'granted')
    await recordSecurityEvent(deps, 'order.paid', {
      userId: order.userId,
      detail: `order ${order.outTradeNo}: ${order.totalFen} fen by ${order.gateway} (${notice.providerTradeNo}); services ${order.services}${order.checks > 0 ? `, ${order.checks} checks` : ''}`,
    })
  return result.kind
}

/**
 * A paid order refunded (issue 35): its status becomes refunded, its services stop at once (they are read from
 * paid orders) and the checks it added are taken back from what is left; logged. An order that is not paid (or
 * already refunded) is left alone: 'already'.
 */
export async function refundOrder(deps: UsesPay<'orders'> & RecordSecurityEventDeps, outTradeNo: string, why: string): Promise<'refunded' | 'already'> {
  const order = await deps.pay.orders.markRefunded(outTradeNo)
  if (!order) return 'already'
  await recordSecurityEvent(deps, 'order.refunded', {
    userId: order.userId,
    detail: `order ${order.outTradeNo}: ${order.totalFen} fen refunded (${why}); services ${order.services} withdrawn${order.checks > 0 ? `, up to ${order.checks} unused checks taken back` : ''}`,
  })
  return 'refunded'
}
