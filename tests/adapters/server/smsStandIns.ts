import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '@/ports/Clock'
import { startStubProvider, type StubProvider, type StubReply, type StubRequest } from './payment/stubProvider'

/**
 * Local stand-ins for Alibaba Cloud SMS and Tencent Cloud SMS. Each checks a request the way the provider documents
 * it, with its own implementation of the signature (not the adapters'), then answers as the provider does: a
 * delivery, or the provider's error body. The account they model has one approved signature and template.
 */

/** What the account does with a well-signed, well-formed request to a phone: deliver, or refuse with a provider code. */
export type Verdict = { deliver: true } | { refuse: string; message?: string }

export interface SmsStandIn {
  url: string
  stub: StubProvider
  /** Codes delivered per phone (11 digits, as the contract writes phones). */
  inbox: Map<string, string[]>
  /** Every code a request carried, delivered or not. */
  seen: string[]
  /** The provider codes of every refusal, in order. */
  refusals: string[]
  /** How the next valid requests to a phone are answered (until changed); delivery by default. */
  decide(verdict: (phone: string) => Verdict): void
  /** Changes each request before it is checked, as a network in between would; null stops. */
  tamper(change: ((request: StubRequest) => StubRequest) | null): void
  /** Answers the next requests with this raw reply (a hang, an HTTP 503…) instead of the provider; null stops. */
  override(reply: StubReply | null): void
  close(): Promise<void>
}

export const ALIYUN_ACCOUNT = {
  accessKeyId: 'LTAI5tStandInAccessKey01',
  accessKeySecret: 'StandInAccessKeySecret0123456789',
  signName: '浙江高考志愿',
  templateCode: 'SMS_465320001',
}

export const TENCENT_ACCOUNT = {
  secretId: 'AKIDStandInSecretId0123456789abcdef',
  secretKey: 'StandInSecretKey0123456789abcdef',
  sdkAppId: '1400006666',
  signName: '浙江高考志愿',
  templateId: '1110',
  region: 'ap-guangzhou',
}

type Check = (request: StubRequest, standIn: StandInState) => StubReply

interface StandInState {
  clock: Clock
  nonces: Set<string>
  verdict: (phone: string) => Verdict
  deliver(phone: string, code: string): void
  refuse(code: string): void
  saw(code: string): void
}

async function startStandIn(clock: Clock, check: Check, port = 0): Promise<SmsStandIn> {
  const stub = await startStubProvider(port)
  const inbox = new Map<string, string[]>()
  const seen: string[] = []
  const refusals: string[] = []
  let tamper: ((request: StubRequest) => StubRequest) | null = null
  let override: StubReply | null = null
  const state: StandInState = {
    clock,
    nonces: new Set(),
    verdict: () => ({ deliver: true }),
    deliver: (phone, code) => inbox.set(phone, [...(inbox.get(phone) ?? []), code]),
    refuse: (code) => refusals.push(code),
    saw: (code) => seen.push(code),
  }
  stub.answer((request) => override ?? check(tamper ? tamper(request) : request, state))
  return {
    url: stub.url,
    stub,
    inbox,
    seen,
    refusals,
    decide: (verdict) => {
      state.verdict = verdict
    },
    tamper: (change) => {
      tamper = change
    },
    override: (reply) => {
      override = reply
    },
    close: () => stub.close(),
  }
}

const json = (status: number, body: unknown): StubReply => ({
  status,
  headers: { 'content-type': 'application/json;charset=utf-8' },
  body: JSON.stringify(body),
})
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
const CODE_PARAM = /^\d{6}$/
const MAINLAND_PHONE = /^1\d{10}$/

// --- Alibaba Cloud SMS (dysmsapi 2017-05-25, RPC API, signature v1) ---------------------------------------------

/**
 * RFC 3986 encoding by the recipe Alibaba Cloud's signature page gives for Java's form encoder: form-encode, then
 * "+" → "%20", "*" → "%2A", "%7E" → "~".
 */
const aliyunEncode = (text: string) =>
  new URLSearchParams([['', text]]).toString().slice(1).replaceAll('+', '%20').replaceAll('*', '%2A').replaceAll('%7E', '~')

export function startAliyunStandIn(clock: Clock, port = 0): Promise<SmsStandIn> {
  return startStandIn(clock, checkAliyun, port)
}

function checkAliyun(request: StubRequest, s: StandInState): StubReply {
  const refuse = (status: number, code: string, message: string): StubReply => {
    s.refuse(code)
    return json(status, {
      RequestId: 'A1B2C3D4-0000-4000-8000-STANDIN',
      HostId: 'dysmsapi.aliyuncs.com',
      Code: code,
      Message: message,
      Recommend: 'https://api.aliyun.com/troubleshoot',
    })
  }
  const [path, query = ''] = request.url.split('?')
  if (request.method !== 'GET' || path !== '/') return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.')
  const pairs = query.split('&').map((pair) => pair.split('=').map((part) => decodeURIComponent(part)))
  const params = Object.fromEntries(pairs) as Record<string, string>
  if (pairs.length !== Object.keys(params).length || pairs.some((pair) => pair.length !== 2)) return refuse(400, 'InvalidParameter', 'The query is malformed.')
  const { Signature: signature = '', ...signed } = params
  if (signed.AccessKeyId !== ALIYUN_ACCOUNT.accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.')
  const canonical = Object.keys(signed)
    .sort()
    .map((name) => `${aliyunEncode(name)}=${aliyunEncode(signed[name] ?? '')}`)
    .join('&')
  const stringToSign = `GET&${aliyunEncode('/')}&${aliyunEncode(canonical)}`
  const expected = createHmac('sha1', `${ALIYUN_ACCOUNT.accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64')
  if (!sameText(signature, expected))
    return refuse(400, 'SignatureDoesNotMatch', `Specified signature does not match our calculation. The expected string to sign is: ${stringToSign}`)
  if (signed.SignatureMethod !== 'HMAC-SHA1' || signed.SignatureVersion !== '1.0') return refuse(400, 'InvalidParameter', 'SignatureMethod or SignatureVersion')
  if (signed.Action !== 'SendSms' || signed.Version !== '2017-05-25') return refuse(404, 'InvalidVersion', 'Specified parameter Version is not valid.')
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(signed.Timestamp ?? ''))
    return refuse(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.')
  if (Math.abs(Date.parse(signed.Timestamp ?? '') - s.clock.now()) > 15 * 60_000)
    return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.')
  const nonce = signed.SignatureNonce ?? ''
  if (!nonce || s.nonces.has(nonce)) return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.')
  s.nonces.add(nonce)
  const business = (code: string, message: string): StubReply => {
    s.refuse(code)
    return json(200, { Code: code, Message: message, RequestId: 'A1B2C3D4-0000-4000-8000-BUSINESS' })
  }
  let templateParam: unknown
  try {
    templateParam = JSON.parse(signed.TemplateParam ?? '')
  } catch {
    return business('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值')
  }
  const code = (templateParam as { code?: unknown }).code
  if (typeof code === 'string') s.saw(code)
  if (signed.SignName !== ALIYUN_ACCOUNT.signName) return business('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名')
  if (signed.TemplateCode !== ALIYUN_ACCOUNT.templateCode) return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板')
  if (typeof code !== 'string' || Object.keys(templateParam as object).length !== 1)
    return business('isv.TEMPLATE_MISSING_PARAMETERS', '模板变量中存在未赋值变量')
  if (!CODE_PARAM.test(code)) return business('isv.TEMPLATE_PARAMS_ILLEGAL', '验证码模板变量只能是数字')
  const phone = signed.PhoneNumbers ?? ''
  if (!MAINLAND_PHONE.test(phone)) return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号')
  const verdict = s.verdict(phone)
  if ('refuse' in verdict) return business(verdict.refuse, verdict.message ?? `stand-in refused ${phone} code ${code}`)
  s.deliver(phone, code)
  return json(200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'A1B2C3D4-0000-4000-8000-DELIVERED' })
}

// --- Tencent Cloud SMS (API 3.0, 2021-01-11, TC3-HMAC-SHA256) --------------------------------------------------------

const AUTHORIZATION = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/

export function startTencentStandIn(clock: Clock): Promise<SmsStandIn> {
  return startStandIn(clock, checkTencent)
}

/** Signature v3, from its documentation: canonical request → string to sign → key derived from "TC3" + SecretKey. */
export function tc3Signature(secretKey: string, date: string, service: string, timestamp: string, canonicalRequest: string): string {
  const hex = (text: string) => createHash('sha256').update(text).digest('hex')
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hex(canonicalRequest)}`
  let key: Buffer = Buffer.from(`TC3${secretKey}`)
  for (const part of [date, service, 'tc3_request']) key = createHmac('sha256', key).update(part).digest()
  return createHmac('sha256', key).update(stringToSign).digest('hex')
}

function checkTencent(request: StubRequest, s: StandInState): StubReply {
  const error = (code: string, message: string): StubReply => {
    s.refuse(code)
    return json(200, { Response: { Error: { Code: code, Message: message }, RequestId: 'standin-0000-error' } })
  }
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value.join(',') : (value ?? '')
  }
  if (request.method !== 'POST' || request.url !== '/') return error('InvalidParameter', 'only POST / is served')
  const auth = AUTHORIZATION.exec(header('authorization'))
  if (!auth) return error('AuthFailure.InvalidAuthorization', 'Authorization header is not in the TC3-HMAC-SHA256 form.')
  const [, secretId = '', date = '', service = '', signedHeaders = '', signature = ''] = auth
  if (secretId !== TENCENT_ACCOUNT.secretId)
    return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found, please ensure that your SecretId is correct.')
  const timestamp = header('x-tc-timestamp')
  if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) * 1000 - s.clock.now()) > 5 * 60_000)
    return error('AuthFailure.SignatureExpire', 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.')
  const names = signedHeaders.split(';')
  const scopeDate = new Date(Number(timestamp) * 1000).toISOString().slice(0, 10)
  const canonicalHeaders = names.map((name) => `${name}:${header(name).trim().toLowerCase()}\n`).join('')
  const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${createHash('sha256').update(request.body).digest('hex')}`
  const signedAsRequired = names.includes('content-type') && names.includes('host') && date === scopeDate && service === 'sms'
  if (!signedAsRequired || !sameText(signature, tc3Signature(TENCENT_ACCOUNT.secretKey, date, service, timestamp, canonicalRequest)))
    return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.')
  if (header('x-tc-action') !== 'SendSms') return error('InvalidAction', 'The action requested does not exist.')
  if (header('x-tc-version') !== '2021-01-11') return error('NoSuchVersion', 'The requested version does not exist.')
  if (!header('x-tc-region')) return error('MissingParameter', 'The request is missing a required parameter `Region`.')
  if (!header('content-type').startsWith('application/json')) return error('InvalidParameter', 'content-type')
  let body: Record<string, unknown>
  try {
    body = JSON.parse(request.body) as Record<string, unknown>
  } catch {
    return error('FailedOperation.FailResolvePacket', '请求包解析失败')
  }
  const params = Array.isArray(body.TemplateParamSet) ? (body.TemplateParamSet as unknown[]) : []
  if (typeof params[0] === 'string') s.saw(params[0])
  if (body.SmsSdkAppId !== TENCENT_ACCOUNT.sdkAppId) return error('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId 校验失败')
  if (body.SignName !== TENCENT_ACCOUNT.signName) return error('FailedOperation.SignatureIncorrectOrUnapproved', '签名未审批或格式错误')
  if (body.TemplateId !== TENCENT_ACCOUNT.templateId) return error('FailedOperation.TemplateIncorrectOrUnapproved', '模板未审批或内容不匹配')
  if (params.length !== 1 || typeof params[0] !== 'string' || !CODE_PARAM.test(params[0]))
    return error('InvalidParameterValue.TemplateParameterFormatError', '验证码模板参数格式错误')
  const numbers = Array.isArray(body.PhoneNumberSet) ? (body.PhoneNumberSet as unknown[]) : []
  if (numbers.length === 0 || numbers.some((n) => typeof n !== 'string' || !/^\+861\d{10}$/.test(n)))
    return error('InvalidParameterValue.IncorrectPhoneNumber', '手机号格式错误')
  const code = params[0]
  const statuses = (numbers as string[]).map((number) => {
    const phone = number.slice(3)
    const verdict = s.verdict(phone)
    if ('refuse' in verdict) {
      s.refuse(verdict.refuse)
      return {
        SerialNo: '',
        PhoneNumber: number,
        Fee: 0,
        SessionContext: '',
        Code: verdict.refuse,
        Message: verdict.message ?? `stand-in refused ${number}`,
        IsoCode: 'CN',
      }
    }
    s.deliver(phone, code)
    return {
      SerialNo: '5000:1045710669157053657849499619',
      PhoneNumber: number,
      Fee: 1,
      SessionContext: '',
      Code: 'Ok',
      Message: 'send success',
      IsoCode: 'CN',
    }
  })
  return json(200, { Response: { SendStatusSet: statuses, RequestId: 'standin-0000-sent' } })
}
