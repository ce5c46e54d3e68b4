import type { payMessages_zh_CN } from './payMessages.zh_CN'

/** The words of payMessages.zh_CN.ts in English, key for key (a missing or extra key does not type-check). */
export const payMessages_en: Record<keyof typeof payMessages_zh_CN, string> = {
  'pay.couponShort': 'Please enter the correct coupon code!',
  'pay.couponNotApplied': 'Please use the coupon first!',
  'pay.couponUnusable': 'This coupon cannot be used for this service!',
  'pay.couponUsedUp': 'This coupon has been used as many times as it allows',
  'pay.couponExpired': 'This coupon is not valid at this time',
  'pay.itemMissing': 'This service does not exist or is no longer sold',
  'pay.alreadyBought': 'You already have this service',
  'pay.includedInSuper': 'Your Premium membership already includes this service',
  'pay.ownsPart': 'This package includes a service you already have; buy the other services on their own',
  'pay.orderOpen': 'An unpaid order for this service is still open; pay it or wait for it to expire (in {{minutes}} min)',
  'pay.gatewayFailed': 'The payment service is unavailable; please try again later (nothing was charged)',
  'pay.orderMissing': 'No such order',
  'pay.orderExpired': 'The order has expired; please order again',
  'pay.sandboxOff': 'Sandbox payment is off (a real payment provider is configured)',
  'pay.tooMany': 'Too many orders; please try again later',
}
