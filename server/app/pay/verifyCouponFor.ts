import { COUPON_MIN_LENGTH } from '@/core/domain/pay/couponRule'
import { fenToYuan } from '@/core/domain/pay/money'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as pay from '@/ports/api/pay'
import type { ServerDeps } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { couponFor } from './couponFor'
import { priceOf } from './priceOf'

type Deps = Pick<ServerDeps, 'pay' | 'repos' | 'clock'>

/** The discount in yuan this coupon gives this user on this item (code 0), or why not. */
export async function verifyCouponFor(
  deps: Deps,
  input: ParsedInputOf<typeof pay.verifyCoupon>,
  call: Call,
): Promise<Outcome<OutputOf<typeof pay.verifyCoupon>>> {
  if (input.couponCode.length < COUPON_MIN_LENGTH) return fail('pay.couponShort')
  const item = await deps.pay.memberships.byId(input.orderType)
  if (!item || item.status !== '1') return fail('pay.itemMissing')
  const priceFen = await priceOf(deps, item)
  const check = await couponFor(deps, input.couponCode, callerOf(call), { id: item.id, priceFen })
  return check.ok ? ok(fenToYuan(check.discountFen)) : fail(check.error)
}
