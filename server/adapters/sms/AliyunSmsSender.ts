import { createHmac, randomUUID } from 'node:crypto'
import type { Clock } from '@/ports/Clock'
import { delivered, notDelivered, type SmsDelivery, type SmsFailureReason, type SmsSender } from '../../ports/SmsSender'
import { askSmsProvider, providerWords, SMS_TIMEOUT_MS } from './askSmsProvider'

export interface AliyunSmsOptions {
  accessKeyId: string
  accessKeySecret: string
  /** The approved signature name (签名名称), shown as 【…】 in the message. */
  signName: string
  /** The approved template's code (模板 CODE, SMS_…); its one variable is ${code}. */
  templateCode: string
  /** The service address; Alibaba Cloud's public endpoint when omitted, a local stand-in in tests. */
  endpoint?: string
  /** How long a send may take before it counts as unavailable (8 s when omitted). */
  timeoutMs?: number
  clock?: Clock
}

const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/'

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25), operation SendSms, over its RPC API: a GET whose query carries every
 * parameter and a signature v1 (HMAC-SHA1). Only fetch and node:crypto, no SDK.
 */
export class AliyunSmsSender implements SmsSender {
  private readonly endpoint: URL

  // The endpoint is parsed here, so a bad one stops the server at start instead of failing every send.
  constructor(private readonly options: AliyunSmsOptions) {
    this.endpoint = new URL(options.endpoint ?? ALIYUN_SMS_ENDPOINT)
  }

  async send(phone: string, code: string): Promise<SmsDelivery> {
    const now = this.options.clock?.now() ?? Date.now()
    const params: Record<string, string> = {
      AccessKeyId: this.options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      SignName: this.options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.options.templateCode,
      TemplateParam: JSON.stringify({ code }),
      // ISO 8601 in UTC to the second, as the common parameters require.
      Timestamp: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    }
    const signature = aliyunRpcSignature('GET', params, this.options.accessKeySecret)
    const url = new URL(this.endpoint)
    url.search = `${aliyunCanonicalQuery(params)}&Signature=${aliyunPercentEncode(signature)}`
    const answer = await askSmsProvider(
      'Alibaba Cloud SMS',
      url.toString(),
      { method: 'GET', headers: { accept: 'application/json' } },
      this.options.timeoutMs ?? SMS_TIMEOUT_MS,
    )
    if (!answer.ok) return answer.delivery
    const resultCode = typeof answer.body.Code === 'string' ? answer.body.Code : ''
    if (resultCode === 'OK') return delivered
    return aliyunFailure(resultCode, answer.body.Message, answer.status)
  }
}

/** Percent-encoding as the RPC signature defines it (RFC 3986): only A–Z a–z 0–9 - _ . ~ stay as they are, space is %20. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The canonicalized query string: every parameter but Signature, sorted by name, names and values encoded. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name] ?? '')}`)
    .join('&')
}

/** Signature v1: Base64(HMAC-SHA1(secret + "&", method + "&%2F&" + encode(canonicalized query))). */
export function aliyunRpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64')
}

type Meaning = [SmsFailureReason, string]

const SIGN_NAME: Meaning = ['misconfigured', 'ALIYUN_SMS_SIGN_NAME: the signature is not approved, not usable, or not this kind']
const TEMPLATE: Meaning = ['misconfigured', 'ALIYUN_SMS_TEMPLATE_CODE: the template is not approved or its variable is not ${code}']
const ACCOUNT: Meaning = ['misconfigured', 'ALIYUN_SMS_ACCESS_KEY_ID: its account cannot send SMS now (balance, subscription or account state)']

/** Alibaba Cloud's codes (SMS "API error codes" and the OpenAPI gateway's), by what the family and the operator must do. */
const MEANINGS: Record<string, Meaning> = {
  'isv.MOBILE_NUMBER_ILLEGAL': ['phoneRejected', 'the phone number is not valid for SMS'],
  'isv.BUSINESS_LIMIT_CONTROL': ['rateLimited', "the phone reached Alibaba Cloud's per-minute, hour or day limit"],
  'isv.DAY_LIMIT_CONTROL': ['rateLimited', "the account's daily sending limit (console setting) is reached"],
  'isv.MONTH_LIMIT_CONTROL': ['rateLimited', "the account's monthly sending limit (console setting) is reached"],
  'isv.SMS_SIGNATURE_ILLEGAL': SIGN_NAME,
  'isv.SMS_SIGN_ILLEGAL': SIGN_NAME,
  'isv.SIGN_STATE_ILLEGAL': SIGN_NAME,
  'isv.SMS_SIGNATURE_SCENE_ILLEGAL': SIGN_NAME,
  'isv.SMS_TEMPLATE_ILLEGAL': TEMPLATE,
  'isv.TEMPLATE_MISSING_PARAMETERS': TEMPLATE,
  'isv.TEMPLATE_PARAMS_ILLEGAL': TEMPLATE,
  'isv.DOMESTIC_NUMBER_NOT_SUPPORTED': TEMPLATE,
  'InvalidAccessKeyId.NotFound': ['misconfigured', 'ALIYUN_SMS_ACCESS_KEY_ID: no such AccessKey'],
  'InvalidAccessKeyId.Inactive': ['misconfigured', 'ALIYUN_SMS_ACCESS_KEY_ID: the AccessKey is disabled'],
  SignatureDoesNotMatch: ['misconfigured', 'ALIYUN_SMS_ACCESS_KEY_SECRET: the signature does not match (wrong secret for this AccessKey)'],
  'isp.RAM_PERMISSION_DENY': ['misconfigured', 'ALIYUN_SMS_ACCESS_KEY_ID: its RAM user may not send SMS (grant AliyunDysmsFullAccess)'],
  'isv.OUT_OF_SERVICE': ACCOUNT,
  'isv.AMOUNT_NOT_ENOUGH': ACCOUNT,
  'isv.ACCOUNT_ABNORMAL': ACCOUNT,
  'isv.ACCOUNT_NOT_EXISTS': ACCOUNT,
  'isv.PRODUCT_UN_SUBSCRIPT': ACCOUNT,
  'isv.PRODUCT_UNSUBSCRIBE': ACCOUNT,
  'isv.DENY_IP_RANGE': ['misconfigured', 'this server sends from outside the Chinese mainland, which Alibaba Cloud refuses for domestic SMS'],
  'InvalidTimeStamp.Expired': ['misconfigured', "this server's clock is more than 15 minutes off"],
  SignatureNonceUsed: ['unavailable', 'a signature nonce was reused'],
  'isp.SYSTEM_ERROR': ['unavailable', 'Alibaba Cloud system error'],
  ServiceUnavailable: ['unavailable', 'Alibaba Cloud SMS is unavailable'],
  InternalError: ['unavailable', 'Alibaba Cloud internal error'],
}

/** A refused send in the family's terms; an unknown code is the operator's to look at, unless the service itself failed (5xx). */
function aliyunFailure(code: string, message: unknown, status: number): SmsDelivery {
  const words = providerWords(code || `HTTP ${status}`, message)
  const known = MEANINGS[code] ?? (code.startsWith('Throttling') ? (['rateLimited', 'Alibaba Cloud throttled the request'] as Meaning) : undefined)
  if (known) return notDelivered(known[0], `${known[1]}: ${words}`)
  if (status >= 500 || code.startsWith('isp.')) return notDelivered('unavailable', `Alibaba Cloud SMS failed: ${words}`)
  return notDelivered('misconfigured', `Alibaba Cloud SMS refused the send: ${words}`)
}
