import { COUPON_MIN_LENGTH } from './couponRule'

/**
 * The purchase dialog's coupon field: entered, then verified — applied (a negative
 * amount with a cancel-use action) or marked unusable. Changing the item or the code drops an application.
 */
export type CouponForm =
  | { status: 'none'; code: '' }
  | { status: 'entered'; code: string }
  | { status: 'applied'; code: string; discountFen: number }
  | { status: 'unusable'; code: string }

export type CouponEvent =
  | { kind: 'typed'; code: string }
  | { kind: 'verified'; discountFen: number }
  | { kind: 'refused' }
  | { kind: 'cancelled' }
  /** Another item was selected: a coupon verified for the old item is verified again for the new one. */
  | { kind: 'itemChanged' }

export const noCoupon: CouponForm = { status: 'none', code: '' }

export function couponStep(form: CouponForm, event: CouponEvent): CouponForm {
  switch (event.kind) {
    case 'typed': {
      const code = event.code.trim()
      return code === '' ? noCoupon : { status: 'entered', code }
    }
    case 'verified':
      return form.status === 'none' ? form : { status: 'applied', code: form.code, discountFen: Math.max(0, event.discountFen) }
    case 'refused':
      return form.status === 'none' ? form : { status: 'unusable', code: form.code }
    case 'cancelled':
      return noCoupon
    case 'itemChanged':
      return form.status === 'none' ? form : { status: 'entered', code: form.code }
  }
}

/** What stops a verify request before it is sent (a code shorter than 3). */
export function verifyProblem(form: CouponForm): 'pay.couponShort' | null {
  return form.code.length < COUPON_MIN_LENGTH ? 'pay.couponShort' : null
}

/** What stops "go pay": a code entered (or refused) but not applied. */
export function payProblem(form: CouponForm): 'pay.couponNotApplied' | null {
  return form.status === 'entered' || form.status === 'unusable' ? 'pay.couponNotApplied' : null
}

/** The discount to show and subtract (0 unless applied). */
export const appliedDiscountFen = (form: CouponForm): number => (form.status === 'applied' ? form.discountFen : 0)

/** The coupon code to send with the order (only an applied one). */
export const appliedCode = (form: CouponForm): string | undefined => (form.status === 'applied' ? form.code : undefined)
