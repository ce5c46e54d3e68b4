/** A coupon as the operator defined it (amounts in fen, times epoch ms). */
export interface CouponTerms {
  discountFen: number
  /** Membership ids it applies to; empty: every item. */
  memberships: readonly number[]
  startsAt: number | null
  endsAt: number | null
  /** How many paid (or still payable) orders one user may use it on. */
  perUserLimit: number
  /** How many orders in all; null: no limit. */
  totalLimit: number | null
  active: boolean
}

export interface CouponUse {
  byUser: number
  total: number
}

export type CouponVerdict = 'usable' | 'pay.couponUnusable' | 'pay.couponExpired' | 'pay.couponUsedUp'

/** Whether the coupon may be used by this user on this item now. */
export function couponVerdict(terms: CouponTerms, membershipId: number, now: number, used: CouponUse): CouponVerdict {
  if (!terms.active || terms.discountFen <= 0) return 'pay.couponUnusable'
  if (terms.memberships.length > 0 && !terms.memberships.includes(membershipId)) return 'pay.couponUnusable'
  if ((terms.startsAt !== null && now < terms.startsAt) || (terms.endsAt !== null && now >= terms.endsAt)) return 'pay.couponExpired'
  if (used.byUser >= terms.perUserLimit) return 'pay.couponUsedUp'
  if (terms.totalLimit !== null && used.total >= terms.totalLimit) return 'pay.couponUsedUp'
  return 'usable'
}

/** A code shorter than 3 characters is refused before asking the server. */
export const COUPON_MIN_LENGTH = 3
