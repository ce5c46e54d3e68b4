import { createHash, createHmac } from 'node:crypto'
import type { Clock } from '@/ports/Clock'
import { delivered, notDelivered, type SmsDelivery, type SmsFailureReason, type SmsSender } from '../../ports/SmsSender'
import { askSmsProvider, isRecord, providerWords, SMS_TIMEOUT_MS } from './askSmsProvider'

export interface TencentSmsOptions {
  secretId: string
  secretKey: string
  /** The SMS application's SdkAppId (1400…). */
  sdkAppId: string
  /** The approved signature's content, shown as 【…】 in the message. */
  signName: string
  /** The approved template's id; its one variable {1} is the code. */
  templateId: string
  /** The API region (X-TC-Region), e.g. ap-guangzhou. */
  region: string
  /** The service address; Tencent Cloud's public endpoint when omitted, a local stand-in in tests. */
  endpoint?: string
  /** How long a send may take before it counts as unavailable (8 s when omitted). */
  timeoutMs?: number
  clock?: Clock
}

const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com/'

const CONTENT_TYPE = 'application/json; charset=utf-8'

/**
 * Tencent Cloud SMS (API 3.0, version 2021-01-11), action SendSms: a JSON POST signed with TC3-HMAC-SHA256 in the
 * Authorization header. Only fetch and node:crypto, no SDK.
 */
export class TencentSmsSender implements SmsSender {
  private readonly url: URL

  // The endpoint is parsed here, so a bad one stops the server at start instead of failing every send.
  constructor(private readonly options: TencentSmsOptions) {
    this.url = new URL(options.endpoint ?? TENCENT_SMS_ENDPOINT)
  }

  async send(phone: string, code: string): Promise<SmsDelivery> {
    const url = this.url
    const timestamp = Math.floor((this.options.clock?.now() ?? Date.now()) / 1000)
    const payload = JSON.stringify({
      // E.164: the contract's phones are mainland numbers without a country code.
      PhoneNumberSet: [phone.startsWith('+') ? phone : `+86${phone}`],
      SmsSdkAppId: this.options.sdkAppId,
      SignName: this.options.signName,
      TemplateId: this.options.templateId,
      TemplateParamSet: [code],
    })
    const authorization = tc3Authorization({
      secretId: this.options.secretId,
      secretKey: this.options.secretKey,
      service: 'sms',
      host: url.host,
      payload,
      timestamp,
    })
    const headers = {
      authorization,
      'content-type': CONTENT_TYPE,
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-timestamp': String(timestamp),
      'x-tc-region': this.options.region,
    }
    const answer = await askSmsProvider(
      'Tencent Cloud SMS',
      url.toString(),
      { method: 'POST', headers, body: payload },
      this.options.timeoutMs ?? SMS_TIMEOUT_MS,
    )
    if (!answer.ok) return answer.delivery
    const response = answer.body.Response
    if (!isRecord(response)) return notDelivered('unavailable', `Tencent Cloud SMS answered HTTP ${answer.status} without a Response`)
    if (isRecord(response.Error)) return tencentFailure(textOf(response.Error.Code), response.Error.Message, answer.status)
    const status: unknown = Array.isArray(response.SendStatusSet) ? response.SendStatusSet[0] : undefined
    if (!isRecord(status)) return notDelivered('unavailable', 'Tencent Cloud SMS answered without a send status')
    // Each number has its own status; "Ok" is the only success.
    if (status.Code === 'Ok') return delivered
    return tencentFailure(textOf(status.Code), status.Message, answer.status)
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

interface Tc3Request {
  secretId: string
  secretKey: string
  /** The product in the credential scope, as in its domain (sms for sms.tencentcloudapi.com). */
  service: string
  host: string
  payload: string
  /** Seconds since the epoch (X-TC-Timestamp); the scope's date is its UTC date. */
  timestamp: number
}

/**
 * The Authorization header of a JSON POST to "/" (API 3.0 signature v3, TC3-HMAC-SHA256), signing the content-type
 * and host headers: HMAC-SHA256 keyed by a key derived from "TC3" + secret, date, service and "tc3_request".
 */
export function tc3Authorization(request: Tc3Request): string {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
  const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest()
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10)
  const signedHeaders = 'content-type;host'
  const canonicalHeaders = `content-type:${CONTENT_TYPE}\nhost:${request.host.toLowerCase()}\n`
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256(request.payload)].join('\n')
  const scope = `${date}/${request.service}/tc3_request`
  const stringToSign = ['TC3-HMAC-SHA256', String(request.timestamp), scope, sha256(canonicalRequest)].join('\n')
  const signingKey = hmac(hmac(hmac(`TC3${request.secretKey}`, date), request.service), 'tc3_request')
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex')
  return `TC3-HMAC-SHA256 Credential=${request.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
}

type Meaning = [SmsFailureReason, string]

const KEY: Meaning = ['misconfigured', 'TENCENT_SMS_SECRET_ID / TENCENT_SMS_SECRET_KEY: the API key was refused']
const SIGN_NAME: Meaning = ['misconfigured', 'TENCENT_SMS_SIGN_NAME: the signature is not approved or does not match']
const TEMPLATE: Meaning = ['misconfigured', 'TENCENT_SMS_TEMPLATE_ID: the template is not approved or does not take one code variable']
const APP: Meaning = ['misconfigured', "TENCENT_SMS_SDK_APP_ID: the SMS application is unknown, disabled or not this key's"]
const ACCOUNT: Meaning = ['misconfigured', 'TENCENT_SMS_SDK_APP_ID: its account cannot send SMS now (package balance or arrears)']

/** Tencent Cloud's codes (common and SMS error codes), lower-cased: the documentation spells some of them two ways. */
const MEANINGS: Record<string, Meaning> = {
  'invalidparametervalue.incorrectphonenumber': ['phoneRejected', 'the phone number is not valid'],
  'failedoperation.phonenumberinblacklist': ['phoneRejected', 'the phone is on the do-not-disturb list (unsubscribed or carrier blacklist)'],
  'unsupportedoperation.unsupportedregion': ['phoneRejected', 'SMS to this region is not supported'],
  'unsupportedoperation.unsuportedregion': ['phoneRejected', 'SMS to this region is not supported'],
  'authfailure.secretidnotfound': ['misconfigured', 'TENCENT_SMS_SECRET_ID: no such SecretId (deleted, disabled or mistyped)'],
  'authfailure.invalidsecretid': ['misconfigured', 'TENCENT_SMS_SECRET_ID: not an API key'],
  'authfailure.signaturefailure': ['misconfigured', 'TENCENT_SMS_SECRET_KEY: the signature does not match (wrong key for this SecretId)'],
  'authfailure.signatureexpire': ['misconfigured', "this server's clock is more than 5 minutes off"],
  'authfailure.unauthorizedoperation': ['misconfigured', 'TENCENT_SMS_SECRET_ID: its CAM user may not send SMS'],
  'unauthorizedoperation.requestpermissiondeny': ['misconfigured', 'TENCENT_SMS_SECRET_ID: its CAM user may not send SMS'],
  'unauthorizedoperation.requestipnotinwhitelist': ['misconfigured', "this server's address is not in the SMS application's IP allowlist"],
  'failedoperation.signatureincorrectorunapproved': SIGN_NAME,
  'invalidparametervalue.signname': SIGN_NAME,
  'failedoperation.templateincorrectorunapproved': TEMPLATE,
  'invalidparametervalue.templateparameterformaterror': TEMPLATE,
  'invalidparametervalue.templateparameterlengthlimit': TEMPLATE,
  'failedoperation.containsensitiveword': TEMPLATE,
  'unauthorizedoperation.smssdkappidverifyfail': APP,
  'invalidparametervalue.sdkappidnotexist': APP,
  'unauthorizedoperation.sdkappidisdisabled': APP,
  'failedoperation.insufficientbalanceinsmspackage': ACCOUNT,
  // Tencent's code misspells "service"; the corrected spelling is accepted too.
  'unauthorizedoperation.serivcesuspendduetoarrears': ACCOUNT,
  'unauthorizedoperation.servicesuspendduetoarrears': ACCOUNT,
}

/** A refused send in the family's terms; an unknown code is the operator's to look at, unless the service itself failed. */
function tencentFailure(code: string, message: unknown, status: number): SmsDelivery {
  const words = providerWords(code || `HTTP ${status}`, message)
  const key = code.toLowerCase()
  const known =
    MEANINGS[key] ??
    (key.startsWith('limitexceeded') || key.startsWith('requestlimitexceeded')
      ? (['rateLimited', 'a Tencent Cloud sending limit is reached'] as Meaning)
      : undefined) ??
    (key.startsWith('authfailure') ? KEY : undefined)
  if (known) return notDelivered(known[0], `${known[1]}: ${words}`)
  if (status >= 500 || key.startsWith('internalerror')) return notDelivered('unavailable', `Tencent Cloud SMS failed: ${words}`)
  return notDelivered('misconfigured', `Tencent Cloud SMS refused the send: ${words}`)
}
