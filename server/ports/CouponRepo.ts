import type { CouponTerms } from '@/core/domain/pay/couponRule'

/** An operator's coupon; codes are unique ignoring case (stored upper-case). */
export interface Coupon extends CouponTerms {
  id: number
  code: string
  createdAt: number
}

export type NewCoupon = Omit<Coupon, 'id'>

export interface CouponRepo {
  byCode(code: string): Promise<Coupon | null>
  list(): Promise<Coupon[]>
  /** Fails with an error when the code is taken. */
  create(coupon: NewCoupon): Promise<Coupon>
  /** False when there is no such coupon. */
  update(code: string, changes: Partial<Omit<Coupon, 'id' | 'code' | 'createdAt'>>): Promise<boolean>
}
