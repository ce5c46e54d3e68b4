import { fenToYuan } from '@/core/domain/pay/money'
import type { OrderRow } from '@/ports/api/pay'
import type { Order } from '../../ports/OrderRepo'

/** An order as its buyer sees it (amounts in yuan). */
export function orderRowOf(o: Order): OrderRow {
  return {
    outTradeNo: o.outTradeNo,
    subject: o.subject,
    totalAmount: fenToYuan(o.totalFen),
    discountAmount: fenToYuan(o.discountFen),
    couponCode: o.couponCode,
    method: o.method,
    status: o.status,
    createTime: o.createdAt,
    timeExpire: o.timeExpire,
    payTime: o.paidAt,
    validUntil: o.validUntil,
    sandbox: o.gateway === 'sandbox',
  }
}
