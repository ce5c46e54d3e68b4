import { z } from 'zod'
import { deferred } from './deferred'
import { endpoint } from './endpoint'
import { Id, PageQuery, UserIdField, pageOf } from './schemas'

/**
 * Memberships, coupons, orders and payment. Amounts on the wire are yuan with at most two decimals; the server keeps fen (integers).
 */

/** Service ids (2 is ours: the AI 志愿 pages alone, which the sign-up trial gives). */
export const ServiceId = { superVip: 1, baseVip: 2, check: 3, threeOne: 5, majorTest: 6, subjectTest: 7 } as const

/** How the dialog labels an item: bought (unselectable), the limited-time trial of test mode, or nothing. */
/** bought: owned; included: held as part of 尊享版; overlaps: a package holding something owned (not sold); trial: test mode. */
export const ItemLabel = deferred(() => z.enum(['bought', 'included', 'overlaps', 'trial']).nullable())

export const MembershipItem = deferred(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** Yuan per year (what the item costs; test mode takes it free as a limited-time trial). */
    price: z.number(),
    /** 1 single service, 2 package. */
    type: z.number().int(),
    /** Service ids it grants, comma-separated ("1" or "1,3,5"). */
    service: z.string(),
    /** Volunteer checks it adds (service 3); 0 otherwise. */
    checks: z.number().int(),
    /** Days the services last from payment. */
    validDays: z.number().int(),
    slogan: z.string().nullable(),
    /** The price before the package discount, for a struck-through figure; null when none. */
    failure: z.string().nullable(),
    style: z.string().nullable(),
    /** 1 when the item cannot be bought by the caller: owned, included in 尊享版, or a package with an owned part (see label). */
    isBuy: z.number().int(),
    label: ItemLabel,
    status: z.string(),
  }),
)
export type MembershipItem = z.infer<typeof MembershipItem>

export const PayMethod = deferred(() => z.enum(['wx', 'zfb']))
export type PayMethod = z.infer<typeof PayMethod>

const CouponCode = deferred(() => z.string().trim().max(32, 'common.tooLong'))
const PayInput = deferred(() => z.object({ orderType: Id, userId: UserIdField, couponCode: CouponCode.optional() }))
/**
 * null: bought without payment (free in test mode, or a coupon covering the whole price): granted now.
 * Otherwise the order and where to pay: code_url (WeChat QR) or url (Alipay page); sandbox when no
 * real provider is configured (the URL is then a page of our own app, path only).
 */
export const PayResult = deferred(() =>
  z.object({ url: z.string().optional(), code_url: z.string().optional(), outTradeNo: z.string(), sandbox: z.boolean(), totalAmount: z.number() }).nullable(),
)
export type PayResult = z.infer<typeof PayResult>

export const wxPayQr = endpoint(
  'wxPayQr',
  'POST',
  '/api/wxPay/qr',
  () => PayInput,
  () => PayResult,
)
/** The same order by WeChat QR; kept for the original client's second path (dj). */
export const wxPayQrDj = endpoint(
  'wxPayQrDj',
  'POST',
  '/api/wxPay/qr/dj',
  () => PayInput,
  () => PayResult,
)
/** data is the discount amount in yuan; code 0 means usable. */
export const verifyCoupon = endpoint(
  'verifyCoupon',
  'POST',
  '/api/contribution/aliPay/verify',
  () => z.object({ couponCode: CouponCode, orderType: Id, userId: UserIdField }),
  () => z.number(),
)
export const aliPay = endpoint(
  'aliPay',
  'POST',
  '/api/contribution/aliPay/pay',
  () => PayInput,
  () => PayResult,
)
export const membershipList = endpoint(
  'membershipList',
  'GET',
  '/api/gk/membership/list',
  () => z.object({ userId: UserIdField, status: z.string().max(4).default('1') }),
  () => z.array(MembershipItem),
)
export const membershipPage = endpoint(
  'membershipPage',
  'GET',
  '/api/gk/membership/page',
  () => PageQuery,
  () => pageOf(MembershipItem),
)

/** refunded: paid, then the money went back (issue 35); what it granted is withdrawn. */
export const OrderStatus = deferred(() => z.enum(['pending', 'paid', 'failed', 'closed', 'refunded']))
export type OrderStatus = z.infer<typeof OrderStatus>

export const OrderRow = deferred(() =>
  z.object({
    outTradeNo: z.string(),
    subject: z.string(),
    /** What was (or is to be) paid, yuan. */
    totalAmount: z.number(),
    /** The coupon's discount, yuan (0 without one). */
    discountAmount: z.number(),
    couponCode: z.string().nullable(),
    /** wx, zfb, or free (nothing to pay). */
    method: z.string(),
    status: OrderStatus,
    createTime: z.number().int(),
    /** Epoch ms after which the order can no longer be paid. */
    timeExpire: z.number().int(),
    payTime: z.number().int().nullable(),
    /** Until when the services last (epoch ms), once paid. */
    validUntil: z.number().int().nullable(),
    sandbox: z.boolean(),
  }),
)
export type OrderRow = z.infer<typeof OrderRow>

export const rechargeHistory = endpoint(
  'rechargeHistory',
  'GET',
  '/api/gk/recharge-history/page',
  () => PageQuery.extend({ userId: UserIdField }),
  () => pageOf(OrderRow),
)

const TradeNo = deferred(() => z.object({ outTradeNo: z.string().regex(/^[0-9A-Za-z]{8,40}$/, 'pay.orderMissing') }))

/** The caller's own order; a pending one is asked of the provider first, which covers a lost notification. */
export const orderStatus = endpoint(
  'orderStatus',
  'GET',
  '/api/pay/order/:outTradeNo',
  () => TradeNo,
  () => OrderRow,
)

/** The sandbox's payment page (no real provider configured): the order as a provider's page would show it. */
export const sandboxOrder = endpoint(
  'sandboxOrder',
  'GET',
  '/api/pay/sandbox/:outTradeNo',
  () => TradeNo,
  () =>
    z.object({ outTradeNo: z.string(), subject: z.string(), totalAmount: z.number(), method: z.string(), status: OrderStatus, timeExpire: z.number().int() }),
  { auth: false },
)
/** The sandbox page's pay / fail buttons: they drive the same notification path a provider's callback does. */
export const sandboxSettle = endpoint(
  'sandboxSettle',
  'POST',
  '/api/pay/sandbox/:outTradeNo',
  () => TradeNo.extend({ result: z.enum(['pay', 'fail']) }),
  () => z.object({ status: OrderStatus }),
  { auth: false },
)
