import type { CouponRepo } from './CouponRepo'
import type { MembershipRepo } from './MembershipRepo'
import type { OrderRepo } from './OrderRepo'
import type { PaymentGateway } from './PaymentGateway'

/** What the membership, coupon and order use cases need: the shop's stores and one gateway per payment method. */
export interface PayDeps {
  memberships: MembershipRepo
  coupons: CouponRepo
  orders: OrderRepo
  /** wx: WeChat Pay (or its sandbox); zfb: Alipay (or its sandbox). */
  gateways: { wx: PaymentGateway; zfb: PaymentGateway }
}
