import * as pay from '@/ports/api/pay'
import { handle } from '../shared/handle'
import { listMemberships, pageOfMemberships } from './listMemberships'
import { orderStatusOf } from './orderStatusOf'
import { placeOrder } from './placeOrder'
import { rechargeHistoryOf } from './rechargeHistoryOf'
import { sandboxOrderOf, sandboxSettleOf } from './sandboxPay'
import { verifyCouponFor } from './verifyCouponFor'

/** Memberships, coupons, orders and the sandbox's payment page. Provider callbacks are HTTP routes (server/http/paymentNotify.ts). */
export const payHandlers = {
  ...handle(pay.membershipList, listMemberships),
  ...handle(pay.membershipPage, pageOfMemberships),
  ...handle(pay.verifyCoupon, verifyCouponFor),
  ...handle(pay.wxPayQr, placeOrder('wx')),
  ...handle(pay.wxPayQrDj, placeOrder('wx')),
  ...handle(pay.aliPay, placeOrder('zfb')),
  ...handle(pay.orderStatus, orderStatusOf),
  ...handle(pay.rechargeHistory, rechargeHistoryOf),
  ...handle(pay.sandboxOrder, sandboxOrderOf),
  ...handle(pay.sandboxSettle, sandboxSettleOf),
}
