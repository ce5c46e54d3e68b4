import { payableFen } from '@/core/domain/pay/money'
import { itemStanding, parseServices } from '@/core/domain/pay/services'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import { fenToYuan } from '@/core/domain/pay/money'
import type * as pay from '@/ports/api/pay'
import type { Order } from '../../ports/OrderRepo'
import { GatewayError } from '../../ports/PaymentGateway'
import type { ServerDeps } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { couponFor } from './couponFor'
import { priceOf } from './priceOf'
import { settleNotice } from './settleNotice'

/** How long an order can be paid: long enough to find a phone, short enough that a coupon is not held for long. */
export const ORDER_TTL_MS = 30 * 60 * 1000

type Deps = Pick<ServerDeps, 'pay' | 'repos' | 'clock' | 'ids' | 'logger'>

/** A trade number the providers accept (WeChat: 6–32 of [0-9A-Za-z_-|*]): GK, the UTC date, 20 random hex digits. */
function tradeNo(deps: Pick<ServerDeps, 'ids' | 'clock'>): string {
  const day = new Date(deps.clock.now()).toISOString().slice(0, 10).replace(/-/g, '')
  return `GK${day}${deps.ids.uuid().replace(/-/g, '').slice(0, 20).toUpperCase()}`
}

/**
 * wxPayQr / aliPay: an order for the item (with an applied coupon), then where to pay it; null when nothing is
 * to be paid (test mode's trial, or a coupon covering the price): the order is settled at once.
 */
export function placeOrder(method: 'wx' | 'zfb') {
  return async (deps: Deps, input: ParsedInputOf<typeof pay.wxPayQr>, call: Call): Promise<Outcome<OutputOf<typeof pay.wxPayQr>>> => {
    const userId = callerOf(call)
    const user = await deps.repos.users.byId(userId)
    if (!user) return fail('common.sessionExpired')
    const item = await deps.pay.memberships.byId(input.orderType)
    if (!item || item.status !== '1') return fail('pay.itemMissing')
    const standing = itemStanding(user, parseServices(item.services))
    if (standing === 'bought') return fail('pay.alreadyBought')
    if (standing === 'included') return fail('pay.includedInSuper')
    if (standing === 'overlaps') return fail('pay.ownsPart')
    // One open order per service: a second press pays the same order; another order holding the service waits.
    const opened = await deps.pay.orders.openOf(userId, deps.clock.now())
    const wantedCoupon = input.couponCode?.trim().toUpperCase() || null
    const same = opened.find((o) => o.membershipId === item.id && o.method === method && (o.couponCode?.toUpperCase() ?? null) === wantedCoupon)
    if (same) return launch(deps, method, same)
    const granting = parseServices(item.services)
    const blocking = opened.find((o) => parseServices(o.services).some((s) => granting.includes(s)))
    if (blocking) return fail('pay.orderOpen', { minutes: Math.max(1, Math.ceil((blocking.timeExpire - deps.clock.now()) / 60_000)) })
    const priceFen = await priceOf(deps, item)
    let coupon: { id: number; code: string; perUserLimit: number; totalLimit: number | null; discountFen: number } | null = null
    if (input.couponCode) {
      const check = await couponFor(deps, input.couponCode, userId, { id: item.id, priceFen })
      if (!check.ok) return fail(check.error)
      coupon = { ...check.coupon, discountFen: check.discountFen }
    }
    const discountFen = coupon?.discountFen ?? 0
    const totalFen = payableFen(priceFen, discountFen)
    const now = deps.clock.now()
    const free = totalFen === 0
    const gateway = deps.pay.gateways[method]
    const created = await deps.pay.orders.create(
      {
        outTradeNo: tradeNo(deps),
        userId,
        membershipId: item.id,
        subject: item.name,
        priceFen,
        discountFen,
        totalFen,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        method: free ? 'free' : method,
        gateway: free ? 'none' : gateway.kind,
        services: item.services,
        checks: item.checks,
        validDays: item.validDays,
        createdAt: now,
        timeExpire: now + ORDER_TTL_MS,
      },
      coupon ? { couponId: coupon.id, terms: coupon } : null,
      now,
    )
    if (!created.ok) return fail('pay.couponUsedUp')
    const order = created.order
    if (free) {
      await settleNotice(deps, { outTradeNo: order.outTradeNo, providerTradeNo: 'free', state: 'paid', amountFen: 0, paidAt: now })
      return ok(null)
    }
    return launch(deps, method, order)
  }
}

/**
 * Registers the order with its gateway (again, for an order reused: the providers answer the same out_trade_no
 * with the same payment) and says where to pay it. When the provider refuses, nothing was charged: the order is
 * closed so its coupon use is freed at once.
 */
async function launch(deps: Deps, method: 'wx' | 'zfb', order: Order): Promise<Outcome<OutputOf<typeof pay.wxPayQr>>> {
  const gateway = deps.pay.gateways[method]
  try {
    const where = await gateway.create({ outTradeNo: order.outTradeNo, subject: order.subject, totalFen: order.totalFen, timeExpire: order.timeExpire })
    const at = where.kind === 'qr' ? { code_url: where.codeUrl } : { url: where.url }
    return ok({ ...at, outTradeNo: order.outTradeNo, sandbox: gateway.kind === 'sandbox', totalAmount: fenToYuan(order.totalFen) })
  } catch (error) {
    await deps.pay.orders.markUnpaid(order.outTradeNo, 'closed')
    deps.logger.error('payment provider refused the order', {
      outTradeNo: order.outTradeNo,
      gateway: gateway.kind,
      error: error instanceof GatewayError ? error.message : String(error),
    })
    return fail('pay.gatewayFailed')
  }
}
