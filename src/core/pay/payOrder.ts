import type { HttpApi } from '@/ports/HttpApi'
import type { Navigator } from '@/ports/Navigator'
import type { PayWindow, PayWindows } from '@/ports/PayWindows'
import type { Timer } from '@/ports/Timer'
import type { PayMethod, PayResult } from '@/ports/api/pay'
import { yuanToFen } from '../domain/pay/money'
import { absolutePayUrl } from './payUrl'
import { placeOrder, type OrderRequest } from './placeOrder'
import { reloadAfterPayment } from './reloadAfterPayment'

export interface PayOrderDeps {
  api: HttpApi
  windows: PayWindows
  timer: Timer
  navigator: Navigator
}

/** The order being paid elsewhere (a phone scanning the QR, or the Alipay window), until 完成支付 confirms it. */
export interface PendingPayment {
  method: PayMethod
  outTradeNo: string
  /** Absolute URL of the QR's content or of the payment page. */
  url: string
  amountFen: number
  sandbox: boolean
  /** Alipay: the browser refused the new window, so the dialog offers a link instead. */
  blocked: boolean
}

/**
 * granted: nothing to pay (free, or a coupon covering the whole price), and the page reloads shortly;
 * pending: to be paid elsewhere, then confirmed; refused: the server's (localised) reason;
 * noPayUrl: an order the server gave nowhere to pay.
 */
export type PayOutcome = { kind: 'granted' } | { kind: 'pending'; payment: PendingPayment } | { kind: 'refused'; error: string } | { kind: 'noPayUrl' }

/** WeChat shows a QR of code_url, Alipay opens the page at url; each falls back on the other. */
function payTarget(method: PayMethod, order: NonNullable<PayResult>): string | undefined {
  return method === 'wx' ? (order.code_url ?? order.url) : (order.url ?? order.code_url)
}

function closing(popup: PayWindow | null, outcome: PayOutcome): PayOutcome {
  popup?.close()
  return outcome
}

/**
 * 去支付. For Alipay the window opens before the first await, so a call made inside the click
 * opens it inside the click: a window opened after an await would be stopped as a popup. It is pointed at the
 * payment page once the order exists, and closed when there is nothing to pay there.
 */
export async function payOrder(deps: PayOrderDeps, request: OrderRequest): Promise<PayOutcome> {
  const popup = request.method === 'zfb' ? deps.windows.open() : null
  const placed = await placeOrder(deps, request)
  if (!placed.ok) return closing(popup, { kind: 'refused', error: placed.error })
  const order = placed.value
  if (order === null) {
    popup?.close()
    reloadAfterPayment(deps)
    return { kind: 'granted' }
  }
  const target = payTarget(request.method, order)
  if (!target) return closing(popup, { kind: 'noPayUrl' })
  const url = absolutePayUrl(target, deps.windows.page())
  popup?.go(url)
  const payment = {
    method: request.method,
    outTradeNo: order.outTradeNo,
    url,
    amountFen: yuanToFen(order.totalAmount),
    sandbox: order.sandbox,
    blocked: request.method === 'zfb' && popup === null,
  }
  return { kind: 'pending', payment }
}
