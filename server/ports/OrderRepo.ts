import type { ServiceGrant } from '@/core/domain/pay/services'
import type { CouponTerms } from '@/core/domain/pay/couponRule'
import type { OrderStatus } from '@/ports/api/pay'

/** One purchase. What it grants is copied from the item when ordered, so a later price or item change never alters it. */
export interface Order {
  id: number
  outTradeNo: string
  userId: number
  membershipId: number
  subject: string
  priceFen: number
  discountFen: number
  /** What the buyer pays: price − discount, never below 0. */
  totalFen: number
  couponId: number | null
  couponCode: string | null
  /** wx, zfb, or free (nothing to pay). */
  method: string
  /** sandbox, wechatpay, alipay, or none (free). */
  gateway: string
  status: OrderStatus
  services: string
  checks: number
  validDays: number
  createdAt: number
  timeExpire: number
  paidAt: number | null
  providerTradeNo: string | null
  validUntil: number | null
}

export type NewOrder = Omit<Order, 'id' | 'status' | 'paidAt' | 'providerTradeNo' | 'validUntil'>

/** The coupon's limits checked in the same transaction that inserts the order, so two buyers cannot both take its last use. */
export interface CouponClaim {
  couponId: number
  terms: Pick<CouponTerms, 'perUserLimit' | 'totalLimit'>
}

export type SettleResult =
  /** pending → paid now, and the grant applied in the same transaction. */
  | { kind: 'granted'; order: Order }
  /** Already paid: a replayed or duplicated notification; nothing granted again. */
  | { kind: 'already'; order: Order }
  | { kind: 'missing' }

export interface OrderRepo {
  /** 'couponUsedUp' (nothing stored) when the claim's limits are reached by paid or still-payable orders. */
  create(order: NewOrder, claim: CouponClaim | null, now: number): Promise<{ ok: true; order: Order } | { ok: false; reason: 'couponUsedUp' }>
  byTradeNo(outTradeNo: string): Promise<Order | null>
  /** The user's paid orders whose services still hold at `now` (valid_until after it), newest first. */
  grantingAt(userId: number, now: number): Promise<Order[]>
  /** The user's orders still payable at `now` (pending, not expired), newest first. */
  openOf(userId: number, now: number): Promise<Order[]>
  /** A user's orders, newest first. */
  pageOfUser(userId: number, offset: number, limit: number): Promise<{ total: number; list: Order[] }>
  /** Every order, newest first (operators). */
  recent(limit: number): Promise<Order[]>
  /** Coupon uses that count against its limits at `now`: paid orders and pending ones not yet expired. */
  couponUses(couponId: number, userId: number, now: number): Promise<{ byUser: number; total: number }>
  /**
   * Marks a pending (or failed/closed: the money did arrive) order paid and applies `grant` to the user and
   * records it, all in one transaction; a paid order is left alone ('already').
   */
  settlePaid(
    outTradeNo: string,
    paid: { providerTradeNo: string; paidAt: number; validUntil: number },
    grant: ServiceGrant,
    grantText: string,
  ): Promise<SettleResult>
  /**
   * paid → refunded, and the checks it added taken back from what is left (never below 0), in one transaction;
   * its services stop at once (they are read from paid orders). Null when the order was not paid.
   */
  markRefunded(outTradeNo: string): Promise<Order | null>
  /** pending → failed or closed; false when the order was not pending. */
  markUnpaid(outTradeNo: string, status: 'failed' | 'closed'): Promise<boolean>
}
