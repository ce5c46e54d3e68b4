import { createPrivateKey, createPublicKey } from 'node:crypto'
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
import { decryptWechatPayResource } from './decryptWechatPayResource'
import { parseJson } from './parseJson'
import { formatShanghaiRfc3339 } from './shanghaiTime'
import { wechatPayAuthorization, wechatPaySignatureProblem, type WechatPaySigner, type WechatPayVerifier } from './wechatPaySignature'
import { wechatPayNotice, wechatRefundNotice } from './wechatPayNotice'

export interface WechatPayOptions {
  mchid: string
  /** The AppID bound to the merchant (公众号, 小程序 or 开放平台 app); WeChat Pay checks the pair. */
  appid: string
  /** Serial number of the merchant API certificate, named in every request's Authorization header. */
  merchantSerial: string
  /** The merchant API private key (apiclient_key.pem), PEM. */
  merchantPrivateKey: string
  /** Serial of the platform certificate, or the 微信支付公钥 id (PUB_KEY_ID_…), that WeChat Pay signs with. */
  platformSerial: string
  /** That platform certificate or public key, PEM. */
  platformPublicKey: string
  /** The 32-character APIv3 key that encrypts callbacks. */
  apiV3Key: string
  /** https://api.mch.weixin.qq.com in production; a local stub in tests. */
  baseUrl: string
  /** Where WeChat Pay posts the payment result (https, no query). */
  notifyUrl: string
  clock: Clock
  /** How long one request may take, headers and body, before the provider counts as unreachable (default 10 s). */
  timeoutMs?: number
}

/** WeChat Pay refuses callbacks and we refuse theirs beyond this skew, so a captured callback cannot be replayed later. */
const MAX_SKEW_MS = 5 * 60_000
const TIMEOUT_MS = 10_000

/** A signed answer of the API: status and parsed JSON (null for an empty or non-JSON body). */
interface ApiAnswer {
  status: number
  json: unknown
}

/**
 * WeChat Pay API v3, Native pay: the order becomes a code_url the buyer scans. Every request is signed with the
 * merchant key and every answer and callback must carry the platform key's signature; callbacks are decrypted with
 * the APIv3 key. Only node:crypto and fetch, no SDK.
 */
export class WechatPayGateway implements PaymentGateway {
  readonly kind = 'wechatpay'
  private readonly signer: WechatPaySigner
  private readonly verifier: WechatPayVerifier
  private readonly apiV3Key: Buffer
  private readonly baseUrl: string

  constructor(private readonly options: WechatPayOptions) {
    this.signer = { mchid: options.mchid, serial: options.merchantSerial, privateKey: createPrivateKey(options.merchantPrivateKey) }
    this.verifier = { serial: options.platformSerial, publicKey: createPublicKey(options.platformPublicKey) }
    this.apiV3Key = Buffer.from(options.apiV3Key, 'utf8')
    if (this.apiV3Key.length !== 32) throw new Error('The WeChat Pay APIv3 key must be 32 bytes')
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
  }

  async create(order: GatewayOrder): Promise<PaymentLaunch> {
    if (!Number.isSafeInteger(order.totalFen) || order.totalFen < 1) throw new GatewayError(`Invalid amount ${order.totalFen} fen`)
    if (!Number.isFinite(order.timeExpire)) throw new GatewayError('Invalid expiry time')
    const body = JSON.stringify({
      appid: this.options.appid,
      mchid: this.options.mchid,
      description: order.subject,
      out_trade_no: order.outTradeNo,
      time_expire: formatShanghaiRfc3339(order.timeExpire),
      notify_url: this.options.notifyUrl,
      amount: { total: order.totalFen, currency: 'CNY' },
    })
    const answer = await this.call('POST', '/v3/pay/transactions/native', body)
    if (answer.status < 200 || answer.status > 299) throw new GatewayError(`WeChat Pay refused the order: ${describe(answer)}`)
    const codeUrl = (answer.json as { code_url?: unknown } | null)?.code_url
    if (typeof codeUrl !== 'string' || codeUrl === '') throw new GatewayError('WeChat Pay answered without code_url')
    return { kind: 'qr', codeUrl }
  }

  async verifyNotify(request: NotifyRequest): Promise<PaymentNotice | null> {
    try {
      const header = headerReader(request.headers)
      if (wechatPaySignatureProblem(header, request.body, this.verifier) !== null) return null
      const timestamp = header('wechatpay-timestamp') ?? ''
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Number(timestamp) * 1000 - this.options.clock.now()) > MAX_SKEW_MS) return null
      const envelope = JSON.parse(request.body) as { resource?: unknown } | null
      const plaintext = decryptWechatPayResource(envelope?.resource, this.apiV3Key)
      if (plaintext === null) return null
      const resource = JSON.parse(plaintext) as Record<string, unknown>
      return 'refund_status' in resource ? wechatRefundNotice(resource, this.options) : wechatPayNotice(resource, this.options)
    } catch {
      return null
    }
  }

  ack(handled: boolean): NotifyAck {
    // v3: 200 or 204 without a body is success; 4xx/5xx with {code, message} makes WeChat Pay retry. 200 rather than
    // 204 so the route may pass the empty body through (a Response with status 204 must have a null body).
    if (handled) return { status: 200, contentType: 'text/plain; charset=utf-8', body: '' }
    return { status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '处理失败，请重试' }) }
  }

  async query(outTradeNo: string): Promise<PaymentNotice> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.options.mchid)}`
    const answer = await this.call('GET', path, '')
    // An order WeChat Pay never registered (its create failed) has not been paid: pending, like Alipay's TRADE_NOT_EXIST.
    if (answer.status === 404 && errorCode(answer) === 'ORDER_NOT_EXIST')
      return { outTradeNo, providerTradeNo: '', state: 'pending', amountFen: 0, paidAt: null }
    if (answer.status < 200 || answer.status > 299) throw new GatewayError(`WeChat Pay query failed: ${describe(answer)}`)
    const notice = wechatPayNotice(answer.json, this.options)
    if (notice === null || notice.outTradeNo !== outTradeNo) throw new GatewayError('WeChat Pay answered the query with a transaction we cannot read')
    return notice
  }

  /** One signed request. 2xx answers must carry a valid platform signature; other statuses are returned as they are. */
  private async call(method: 'GET' | 'POST', pathWithQuery: string, body: string): Promise<ApiAnswer> {
    const url = new URL(this.baseUrl + pathWithQuery)
    // The signature covers the path the server sees, so a base URL with a path prefix (a proxy, a stub) still verifies.
    const authorization = wechatPayAuthorization(this.signer, method, url.pathname + url.search, body, this.options.clock.now())
    let response: Response
    let text: string
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'user-agent': 'zj-gaokao-ai (node)',
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
      })
      text = await response.text()
    } catch (error) {
      throw new GatewayError(`WeChat Pay unreachable: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (response.ok) {
      const problem = wechatPaySignatureProblem((name) => response.headers.get(name) ?? undefined, text, this.verifier)
      if (problem !== null) throw new GatewayError(`WeChat Pay answer not genuine: ${problem}`)
    }
    return { status: response.status, json: parseJson(text) }
  }
}

/** Header lookup that ignores case: the route may hand the headers over as sent or lower-cased. */
function headerReader(headers: Record<string, string>): (name: string) => string | undefined {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  return (name) => lower.get(name.toLowerCase())
}

function errorCode(answer: ApiAnswer): string | undefined {
  const code = (answer.json as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** For the error message, what the operator needs to act: status, WeChat's code and message. */
function describe(answer: ApiAnswer): string {
  const message = (answer.json as { message?: unknown } | null)?.message
  return [`HTTP ${answer.status}`, errorCode(answer), typeof message === 'string' ? message : undefined].filter(Boolean).join(' ')
}
