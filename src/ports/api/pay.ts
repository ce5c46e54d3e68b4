import { z } from 'zod'
import { endpoint } from './endpoint'
import { Id, PageQuery, UserIdField, pageOf } from './schemas'

export const MembershipItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Yuan per year. */
  price: z.number(),
  /** 1 single service, 2 package. */
  type: z.number().int(),
  service: z.string(),
  slogan: z.string().nullable(),
  failure: z.string().nullable(),
  style: z.string().nullable(),
  isBuy: z.number().int(),
  status: z.string(),
})
const PayInput = z.object({ orderType: Id, userId: UserIdField, couponCode: z.string().max(32).optional() })
const PayResult = z.object({ url: z.string().optional(), code_url: z.string().optional(), outTradeNo: z.string() }).nullable()

export const wxPayQr = endpoint('wxPayQr', 'POST', '/api/wxPay/qr', PayInput, PayResult)
export const wxPayQrDj = endpoint('wxPayQrDj', 'POST', '/api/wxPay/qr/dj', PayInput, PayResult)
/** data is the discount amount; code 0 means usable. */
export const verifyCoupon = endpoint(
  'verifyCoupon',
  'POST',
  '/api/contribution/aliPay/verify',
  z.object({ couponCode: z.string().max(32), orderType: Id, userId: UserIdField }),
  z.number(),
)
export const aliPay = endpoint('aliPay', 'POST', '/api/contribution/aliPay/pay', PayInput, PayResult)
export const membershipList = endpoint(
  'membershipList',
  'GET',
  '/api/gk/membership/list',
  z.object({ userId: UserIdField, status: z.string().default('1') }),
  z.array(MembershipItem),
)
export const membershipPage = endpoint('membershipPage', 'GET', '/api/gk/membership/page', PageQuery, pageOf(MembershipItem))
export const rechargeHistory = endpoint(
  'rechargeHistory',
  'GET',
  '/api/gk/recharge-history/page',
  PageQuery.extend({ userId: UserIdField }),
  pageOf(z.record(z.string(), z.unknown())),
)
