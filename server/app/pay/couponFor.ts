import { couponVerdict } from '@/core/domain/pay/couponRule'
import { discountOnFen } from '@/core/domain/pay/money'
import type { ApiMessageKey } from '@/ports/api/messages'
import type { Coupon } from '../../ports/CouponRepo'
import type { UsesPay } from '../../ports/ServerDeps'
import type { Clock } from '@/ports/Clock'

export type CouponCheck = { ok: true; coupon: Coupon; discountFen: number } | { ok: false; error: ApiMessageKey }

/** The coupon by code and whether this user may use it on this item now; its discount capped at the price. */
export async function couponFor(
  deps: UsesPay<'coupons' | 'orders'> & { clock: Clock },
  code: string,
  userId: number,
  item: { id: number; priceFen: number },
): Promise<CouponCheck> {
  const coupon = await deps.pay.coupons.byCode(code.trim())
  if (!coupon) return { ok: false, error: 'pay.couponUnusable' }
  const now = deps.clock.now()
  const verdict = couponVerdict(coupon, item.id, now, await deps.pay.orders.couponUses(coupon.id, userId, now))
  if (verdict !== 'usable') return { ok: false, error: verdict }
  return { ok: true, coupon, discountFen: discountOnFen(item.priceFen, coupon.discountFen) }
}
