/**
 * A payment provider, as the order use cases see it. One gateway per method: WeChat Pay (wx) and
 * Alipay (zfb), each either the real provider or the sandbox (no provider configured). Amounts are fen.
 */
export interface GatewayOrder {
  outTradeNo: string
  /** What the buyer sees at the provider ("尊享版会员（1年）"). */
  subject: string
  totalFen: number
  /** Epoch ms; the provider refuses payment after it. */
  timeExpire: number
}

/** Where the buyer pays: a QR code's content (WeChat Native) or a page to open (Alipay page pay). */
export type PaymentLaunch = { kind: 'qr'; codeUrl: string } | { kind: 'page'; url: string }

/** What a provider says about an order, from a verified callback or a query. */
export interface PaymentNotice {
  outTradeNo: string
  /** The provider's own transaction id (empty when it has none, e.g. not paid). */
  providerTradeNo: string
  /** paid: money taken; failed: closed or refused; pending: not paid yet; refunded: paid, then wholly given back. */
  state: 'paid' | 'failed' | 'pending' | 'refunded'
  /** Amount the provider reports, fen (0 when not paid). */
  amountFen: number
  /** When the provider took the money (epoch ms), when paid. */
  paidAt: number | null
}

/** An HTTP request as the notify route received it (body as the exact text: signatures cover it). */
export interface NotifyRequest {
  headers: Record<string, string>
  body: string
}

/** The answer a provider expects to a callback: WeChat wants JSON and a status, Alipay the word success. */
export interface NotifyAck {
  status: number
  contentType: string
  body: string
}

export class GatewayError extends Error {}

export interface PaymentGateway {
  /** sandbox, wechatpay or alipay: shown to the operator; the UI labels sandbox 沙箱. */
  readonly kind: 'sandbox' | 'wechatpay' | 'alipay'
  /** Registers the order with the provider; throws GatewayError when the provider refuses or is unreachable. */
  create(order: GatewayOrder): Promise<PaymentLaunch>
  /** A callback checked (signature, certificate) and decoded; null when it is not genuine. */
  verifyNotify(request: NotifyRequest): Promise<PaymentNotice | null>
  /** The body to answer the callback with: ok when it was handled (or is a replay), else the provider retries. */
  ack(handled: boolean): NotifyAck
  /** Asks the provider for the order's state (covers a lost callback); throws GatewayError on failure. */
  query(outTradeNo: string): Promise<PaymentNotice>
}
