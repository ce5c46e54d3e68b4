import type { HttpApi } from '@/ports/HttpApi'
import { aliPay, wxPayQr, type PayMethod, type PayResult } from '@/ports/api/pay'
import { attempt, type Result } from '../result'

export interface OrderRequest {
  method: PayMethod
  itemId: number
  userId: number
  /** Only an applied coupon is sent. */
  couponCode?: string
}

/**
 * Places the order by the chosen method: WeChat answers a QR URL, Alipay a payment page;
 * null means the item was granted without payment (free, or a coupon that covers the whole price).
 */
export async function placeOrder(deps: { api: HttpApi }, request: OrderRequest): Promise<Result<PayResult>> {
  const input = { orderType: request.itemId, userId: request.userId, ...(request.couponCode ? { couponCode: request.couponCode } : {}) }
  return attempt(() => deps.api.call(request.method === 'wx' ? wxPayQr : aliPay, input))
}
