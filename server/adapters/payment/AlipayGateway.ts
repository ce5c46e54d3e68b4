import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import type { Clock } from '@/ports/Clock'
import {
  GatewayError,
  type GatewayOrder,
  type NotifyAck,
  type NotifyRequest,
  type PaymentGateway,
  type PaymentLaunch,
  type PaymentNotice,
} from '../../ports/PaymentGateway'
import { alipayNotice } from './alipayNotice'
import { alipaySignContent } from './alipaySignContent'
import { jsonMemberText } from './jsonMemberText'
import { signRsaSha256, verifyRsaSha256 } from './rsaSha256'
import { parseJson } from './parseJson'
import { formatShanghaiTime } from './shanghaiTime'
import { fenToYuan } from './yuanFen'

export interface AlipayOptions {
  /** The open-platform application id (2021…). */
  appId: string
  /** The application private key (应用私钥), PEM. */
  appPrivateKey: string
  /** Alipay's public key (支付宝公钥) of that application, PEM: public-key mode, not certificate mode. */
  alipayPublicKey: string
  /** https://openapi.alipay.com/gateway.do in production, the sandbox gateway or a local stub otherwise. */
  gateway: string
  /** Where Alipay posts the payment result. */
  notifyUrl: string
  /** Where the buyer's browser comes back after paying. */
  returnUrl: string
  clock: Clock
  /** How long a query may take before Alipay counts as unreachable (default 10 s). */
  timeoutMs?: number
}

const TIMEOUT_MS = 10_000
const QUERY_RESPONSE = 'alipay_trade_query_response'

/**
 * Alipay open platform, computer-website page pay: the order becomes a signed gateway URL the buyer opens; nothing is
 * sent until then. Requests are RSA2-signed with the application key; notifications and query answers must carry
 * Alipay's RSA2 signature. Only node:crypto and fetch, no SDK.
 */
export class AlipayGateway implements PaymentGateway {
  readonly kind = 'alipay'
  private readonly privateKey: KeyObject
  private readonly alipayKey: KeyObject

  constructor(private readonly options: AlipayOptions) {
    this.privateKey = createPrivateKey(options.appPrivateKey)
    this.alipayKey = createPublicKey(options.alipayPublicKey)
  }

  async create(order: GatewayOrder): Promise<PaymentLaunch> {
    if (!Number.isSafeInteger(order.totalFen) || order.totalFen < 1) throw new GatewayError(`Invalid amount ${order.totalFen} fen`)
    if (!Number.isFinite(order.timeExpire)) throw new GatewayError('Invalid expiry time')
    const params = this.signedRequest(
      'alipay.trade.page.pay',
      {
        out_trade_no: order.outTradeNo,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: fenToYuan(order.totalFen),
        subject: order.subject,
        time_expire: formatShanghaiTime(order.timeExpire),
      },
      { notify_url: this.options.notifyUrl, return_url: this.options.returnUrl },
    )
    const query = Object.entries(params)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&')
    return { kind: 'page', url: `${this.options.gateway}${this.options.gateway.includes('?') ? '&' : '?'}${query}` }
  }

  async verifyNotify(request: NotifyRequest): Promise<PaymentNotice | null> {
    try {
      const entries = [...new URLSearchParams(request.body)]
      // A repeated name would make "the" value ambiguous between what was signed and what we read.
      if (new Set(entries.map(([k]) => k)).size !== entries.length) return null
      const params = Object.fromEntries(entries)
      const sign = params.sign
      // Alipay always names the algorithm; RSA2 is the only one this gateway asks for and accepts.
      if (!sign || params.sign_type !== 'RSA2') return null
      // Every other parameter counts, empty ones included, as Alipay's verification rules say.
      if (!this.verified(alipaySignContent(params, ['sign', 'sign_type'], false), sign)) return null
      if (params.app_id !== this.options.appId) return null
      return alipayNotice(params, params.gmt_payment)
    } catch {
      return null
    }
  }

  ack(handled: boolean): NotifyAck {
    // Alipay retries until the body is exactly `success`; the status does not matter to it.
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: handled ? 'success' : 'failure' }
  }

  async query(outTradeNo: string): Promise<PaymentNotice> {
    const params = this.signedRequest('alipay.trade.query', { out_trade_no: outTradeNo }, {})
    const text = await this.post(params)
    const responseText = jsonMemberText(text, QUERY_RESPONSE)
    if (responseText === null) throw new GatewayError(`Alipay answered without ${QUERY_RESPONSE}`)
    const sign = (parseJson(text) as { sign?: unknown } | null)?.sign
    const signed = typeof sign === 'string' && this.verifiedAnswer(responseText, sign)
    if (typeof sign === 'string' && !signed) throw new GatewayError('Alipay answer not genuine: bad signature')
    const answer = parseJson(responseText) as Record<string, unknown> | null
    // The trade exists at Alipay only once the buyer has opened the page: until then it is simply not paid. Alipay may
    // leave such an error unsigned; it can only ever make the order look unpaid, so it is accepted as it is.
    if (answer?.code === '40004' && answer.sub_code === 'ACQ.TRADE_NOT_EXIST')
      return { outTradeNo, providerTradeNo: '', state: 'pending', amountFen: 0, paidAt: null }
    if (answer?.code !== '10000') throw new GatewayError(`Alipay query failed: ${[answer?.code, answer?.sub_code, answer?.sub_msg].filter(Boolean).join(' ')}`)
    if (!signed) throw new GatewayError('Alipay answer not genuine: unsigned')
    const notice = alipayNotice(answer, answer.send_pay_date)
    if (notice === null || notice.outTradeNo !== outTradeNo) throw new GatewayError('Alipay answered the query with a trade we cannot read')
    return notice
  }

  /** The common parameters, the request's own, biz_content and `sign` over all of them but empty ones. */
  private signedRequest(method: string, biz: Record<string, string>, extra: Record<string, string>): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.options.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatShanghaiTime(this.options.clock.now()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(biz),
    }
    return { ...params, sign: signRsaSha256(this.privateKey, alipaySignContent(params, ['sign'], true)) }
  }

  private verified(text: string, sign: string): boolean {
    return verifyRsaSha256(this.alipayKey, text, sign)
  }

  private verifiedAnswer(text: string, sign: string): boolean {
    if (this.verified(text, sign)) return true
    // Alipay's SDKs retry an answer with `\/` unescaped: its JSON writer and its signer disagree on escaping the slash.
    return text.includes('\\/') && this.verified(text.replaceAll('\\/', '/'), sign)
  }

  private async post(params: Record<string, string>): Promise<string> {
    let response: Response
    let text: string
    try {
      response = await fetch(this.options.gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
      })
      text = await response.text()
    } catch (error) {
      throw new GatewayError(`Alipay unreachable: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!response.ok) throw new GatewayError(`Alipay answered HTTP ${response.status}`)
    return text
  }
}
