import type { HttpApi } from '@/ports/HttpApi'
import { verifyCoupon } from '@/ports/api/pay'
import { yuanToFen } from '../domain/pay/money'
import { attempt, type Result } from '../result'

/**
 * Asks the server whether a coupon may be used on an item: its discount in fen, or the server's
 * (localised) reason it cannot. The length rule (at least 3 characters) is checked by the caller before asking.
 */
export async function checkCoupon(deps: { api: HttpApi }, input: { couponCode: string; itemId: number; userId: number }): Promise<Result<number>> {
  const result = await attempt(() => deps.api.call(verifyCoupon, { couponCode: input.couponCode, orderType: input.itemId, userId: input.userId }))
  return result.ok ? { ok: true, value: yuanToFen(result.value) } : result
}
