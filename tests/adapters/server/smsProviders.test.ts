import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { InMemorySmsSender } from '../../../server/adapters/memory/InMemorySmsSender'
import {
  aliyunCanonicalQuery,
  aliyunPercentEncode,
  aliyunRpcSignature,
  AliyunSmsSender,
  type AliyunSmsOptions,
} from '../../../server/adapters/sms/AliyunSmsSender'
import { SMS_TIMEOUT_MS } from '../../../server/adapters/sms/askSmsProvider'
import { ConsoleSmsSender } from '../../../server/adapters/sms/ConsoleSmsSender'
import { tc3Authorization, TencentSmsSender, type TencentSmsOptions } from '../../../server/adapters/sms/TencentSmsSender'
import type { SmsDelivery, SmsSender } from '../../../server/ports/SmsSender'
import { unreachableUrl } from './payment/stubProvider'
import { ALIYUN_ACCOUNT, startAliyunStandIn, startTencentStandIn, TENCENT_ACCOUNT, tc3Signature, type SmsStandIn } from './smsStandIns'

const clock = new ManualClock()
let aliyun: SmsStandIn
let tencent: SmsStandIn

beforeAll(async () => {
  aliyun = await startAliyunStandIn(clock)
  tencent = await startTencentStandIn(clock)
})
afterAll(async () => {
  await aliyun.close()
  await tencent.close()
})
beforeEach(() => {
  for (const standIn of [aliyun, tencent]) {
    standIn.decide(() => ({ deliver: true }))
    standIn.tamper(null)
    standIn.override(null)
    standIn.refusals.length = 0
    standIn.stub.requests.length = 0
  }
})

const aliyunSender = (changes: Partial<AliyunSmsOptions> = {}) => new AliyunSmsSender({ ...ALIYUN_ACCOUNT, endpoint: `${aliyun.url}/`, clock, ...changes })
const tencentSender = (changes: Partial<TencentSmsOptions> = {}) => new TencentSmsSender({ ...TENCENT_ACCOUNT, endpoint: tencent.url, clock, ...changes })

const failure = (delivery: SmsDelivery) => (delivery.ok ? null : { reason: delivery.reason, detail: delivery.detail })

describe('Alibaba Cloud SMS signature v1', () => {
  it("reproduces the documentation's worked example (DescribeRegions, testid / testsecret)", () => {
    // From Alibaba Cloud's "signature mechanism" page: its parameters, its string to sign, its signature.
    const params = {
      TimeStamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    }
    expect(`GET&%2F&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    )
    expect(aliyunRpcSignature('GET', params, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=')
  })

  it('encodes as RFC 3986 says: unreserved characters kept, space as %20, everything else %XX in UTF-8', () => {
    expect(aliyunPercentEncode("a-b_c.d~e f*g'h(i)j!k+l/m")).toBe('a-b_c.d~e%20f%2Ag%27h%28i%29j%21k%2Bl%2Fm')
    expect(aliyunPercentEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D')
    expect(aliyunPercentEncode('浙江')).toBe('%E6%B5%99%E6%B1%9F')
  })
})

describe('AliyunSmsSender against the stand-in', () => {
  it('sends SendSms with the phone, the approved signature and template and {"code": …}, signed so the stand-in accepts it', async () => {
    expect(await aliyunSender().send('13800000001', '123456')).toEqual({ ok: true })
    expect(aliyun.inbox.get('13800000001')).toEqual(['123456'])
    const query = new URL(aliyun.stub.requests[0]?.url ?? '', 'http://x').searchParams
    expect(Object.fromEntries(query)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      PhoneNumbers: '13800000001',
      SignName: '浙江高考志愿',
      TemplateCode: 'SMS_465320001',
      TemplateParam: '{"code":"123456"}',
      Timestamp: '2026-06-25T08:00:00Z',
    })
  })

  it('uses a fresh nonce per request, so the stand-in accepts two sends in the same second', async () => {
    const sender = aliyunSender()
    expect(await sender.send('13800000002', '111111')).toEqual({ ok: true })
    expect(await sender.send('13800000002', '222222')).toEqual({ ok: true })
    expect(aliyun.inbox.get('13800000002')).toEqual(['111111', '222222'])
  })

  it.each([
    ['isv.MOBILE_NUMBER_ILLEGAL', 'phoneRejected', 'isv.MOBILE_NUMBER_ILLEGAL'],
    ['isv.BUSINESS_LIMIT_CONTROL', 'rateLimited', 'isv.BUSINESS_LIMIT_CONTROL'],
    ['isv.DAY_LIMIT_CONTROL', 'rateLimited', 'daily sending limit'],
    ['isv.OUT_OF_SERVICE', 'misconfigured', 'ALIYUN_SMS_ACCESS_KEY_ID'],
    ['isp.RAM_PERMISSION_DENY', 'misconfigured', 'AliyunDysmsFullAccess'],
    ['isp.SYSTEM_ERROR', 'unavailable', 'isp.SYSTEM_ERROR'],
    ['isv.SOMETHING_NEW', 'misconfigured', 'isv.SOMETHING_NEW'],
  ] as const)('maps a refusal %s to %s', async (code, reason, inDetail) => {
    aliyun.decide(() => ({ refuse: code }))
    const result = failure(await aliyunSender().send('13800000003', '123456'))
    expect(result?.reason).toBe(reason)
    expect(result?.detail).toContain(inDetail)
    expect(aliyun.inbox.get('13800000003')).toBeUndefined()
  })

  it('names the wrong setting when the account refuses the signature name or the template', async () => {
    expect(failure(await aliyunSender({ signName: '未审核签名' }).send('13800000004', '123456'))).toMatchObject({
      reason: 'misconfigured',
      detail: expect.stringContaining('ALIYUN_SMS_SIGN_NAME') as string,
    })
    expect(failure(await aliyunSender({ templateCode: 'SMS_0' }).send('13800000004', '123456'))).toMatchObject({
      reason: 'misconfigured',
      detail: expect.stringContaining('ALIYUN_SMS_TEMPLATE_CODE') as string,
    })
    expect(aliyun.refusals).toEqual(['isv.SMS_SIGNATURE_ILLEGAL', 'isv.SMS_TEMPLATE_ILLEGAL'])
  })

  it('rejects a phone the provider calls illegal', async () => {
    expect(failure(await aliyunSender().send('2380000000', '123456'))?.reason).toBe('phoneRejected')
  })

  it('is refused when forged: a wrong secret, an unknown key id, or a request changed on the way', async () => {
    expect(failure(await aliyunSender({ accessKeySecret: 'guessed-secret' }).send('13800000005', '123456'))).toMatchObject({
      reason: 'misconfigured',
      detail: expect.stringContaining('ALIYUN_SMS_ACCESS_KEY_SECRET') as string,
    })
    expect(failure(await aliyunSender({ accessKeyId: 'LTAI-someone-else' }).send('13800000005', '123456'))).toMatchObject({
      reason: 'misconfigured',
      detail: expect.stringContaining('ALIYUN_SMS_ACCESS_KEY_ID') as string,
    })
    aliyun.tamper((request) => ({ ...request, url: request.url.replace('PhoneNumbers=13800000005', 'PhoneNumbers=13900000666') }))
    expect(failure(await aliyunSender().send('13800000005', '123456'))?.reason).toBe('misconfigured')
    expect(aliyun.refusals).toEqual(['SignatureDoesNotMatch', 'InvalidAccessKeyId.NotFound', 'SignatureDoesNotMatch'])
    expect(aliyun.inbox.get('13800000005')).toBeUndefined()
    expect(aliyun.inbox.get('13900000666')).toBeUndefined()
  })

  it('says the clock is off when the stand-in finds the timestamp expired', async () => {
    const late = new ManualClock(clock.now() - 20 * 60_000)
    expect(failure(await aliyunSender({ clock: late }).send('13800000006', '123456'))).toMatchObject({
      reason: 'misconfigured',
      detail: expect.stringContaining('clock') as string,
    })
  })

  it('counts silence, an unreachable server, a 5xx page and a platform error as unavailable', async () => {
    aliyun.override({ hang: true })
    expect(failure(await aliyunSender({ timeoutMs: 200 }).send('13800000007', '123456'))).toMatchObject({
      reason: 'unavailable',
      detail: expect.stringContaining('200 ms') as string,
    })
    aliyun.override({ status: 503, body: '<html>Service Temporarily Unavailable</html>' })
    expect(failure(await aliyunSender().send('13800000007', '123456'))?.reason).toBe('unavailable')
    aliyun.override({ status: 500, body: '{"Code":"InternalError","Message":"The request processing has failed due to some unknown error."}' })
    expect(failure(await aliyunSender().send('13800000007', '123456'))?.reason).toBe('unavailable')
    expect(failure(await aliyunSender({ endpoint: await unreachableUrl() }).send('13800000007', '123456'))).toMatchObject({
      reason: 'unavailable',
      detail: expect.stringContaining('unreachable') as string,
    })
  })
})

describe('Tencent Cloud signature v3 (TC3-HMAC-SHA256)', () => {
  it("reproduces the documentation's worked example (cvm DescribeInstances at 1551113065)", () => {
    const payload = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}'
    const authorization = tc3Authorization({
      secretId: 'AKID**********************0123456789EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      payload,
      timestamp: 1551113065,
    })
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKID**********************0123456789EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    )
  })

  it("agrees with the stand-in's own implementation of the same steps", () => {
    const canonical =
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064'
    expect(tc3Signature('Gu5t9xGARNpq86cd98joQYCN3EXAMPLE', '2019-02-25', 'cvm', '1551113065', canonical)).toBe(
      '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    )
  })
})

describe('TencentSmsSender against the stand-in', () => {
  it('posts SendSms 2021-01-11 with the E.164 phone, the application, signature, template and the code as its one parameter', async () => {
    expect(await tencentSender().send('13800000011', '654321')).toEqual({ ok: true })
    expect(tencent.inbox.get('13800000011')).toEqual(['654321'])
    const request = tencent.stub.requests[0]
    expect(request?.headers).toMatchObject({
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
      'x-tc-timestamp': '1782374400',
    })
    expect(JSON.parse(request?.body ?? '')).toEqual({
      PhoneNumberSet: ['+8613800000011'],
      SmsSdkAppId: '1400006666',
      SignName: '浙江高考志愿',
      TemplateId: '1110',
      TemplateParamSet: ['654321'],
    })
  })

  it.each([
    ['FailedOperation.PhoneNumberInBlacklist', 'phoneRejected', 'do-not-disturb'],
    ['LimitExceeded.PhoneNumberDailyLimit', 'rateLimited', 'LimitExceeded.PhoneNumberDailyLimit'],
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'rateLimited', 'LimitExceeded.PhoneNumberThirtySecondLimit'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'misconfigured', 'TENCENT_SMS_SDK_APP_ID'],
    ['InternalError.Timeout', 'unavailable', 'InternalError.Timeout'],
  ] as const)('maps a number refused with %s to %s', async (code, reason, inDetail) => {
    tencent.decide(() => ({ refuse: code }))
    const result = failure(await tencentSender().send('13800000012', '654321'))
    expect(result?.reason).toBe(reason)
    expect(result?.detail).toContain(inDetail)
    expect(tencent.inbox.get('13800000012')).toBeUndefined()
  })

  it('names the wrong setting for a refused application, signature or template', async () => {
    for (const [change, setting] of [
      [{ sdkAppId: '1400000000' }, 'TENCENT_SMS_SDK_APP_ID'],
      [{ signName: '未审核签名' }, 'TENCENT_SMS_SIGN_NAME'],
      [{ templateId: '9999' }, 'TENCENT_SMS_TEMPLATE_ID'],
    ] as const)
      expect(failure(await tencentSender(change).send('13800000013', '654321'))).toMatchObject({
        reason: 'misconfigured',
        detail: expect.stringContaining(setting) as string,
      })
    expect(tencent.refusals).toEqual([
      'UnauthorizedOperation.SmsSdkAppIdVerifyFail',
      'FailedOperation.SignatureIncorrectOrUnapproved',
      'FailedOperation.TemplateIncorrectOrUnapproved',
    ])
  })

  it('rejects a phone the provider finds malformed', async () => {
    expect(failure(await tencentSender().send('1380000001', '654321'))?.reason).toBe('phoneRejected')
    expect(tencent.refusals).toEqual(['InvalidParameterValue.IncorrectPhoneNumber'])
  })

  it('is refused when forged: a wrong key, an unknown SecretId, or a body changed on the way', async () => {
    expect(failure(await tencentSender({ secretKey: 'guessed-key' }).send('13800000014', '654321'))).toMatchObject({
      reason: 'misconfigured',
      detail: expect.stringContaining('TENCENT_SMS_SECRET_KEY') as string,
    })
    expect(failure(await tencentSender({ secretId: 'AKIDsomeoneElse' }).send('13800000014', '654321'))).toMatchObject({
      reason: 'misconfigured',
      detail: expect.stringContaining('TENCENT_SMS_SECRET_ID') as string,
    })
    tencent.tamper((request) => ({ ...request, body: request.body.replace('+8613800000014', '+8613900000666') }))
    expect(failure(await tencentSender().send('13800000014', '654321'))?.reason).toBe('misconfigured')
    expect(tencent.refusals).toEqual(['AuthFailure.SignatureFailure', 'AuthFailure.SecretIdNotFound', 'AuthFailure.SignatureFailure'])
    expect(tencent.inbox.get('13800000014')).toBeUndefined()
    expect(tencent.inbox.get('13900000666')).toBeUndefined()
  })

  it('says the clock is off when the stand-in finds the signature expired', async () => {
    const late = new ManualClock(clock.now() - 10 * 60_000)
    expect(failure(await tencentSender({ clock: late }).send('13800000015', '654321'))).toMatchObject({
      reason: 'misconfigured',
      detail: expect.stringContaining('clock') as string,
    })
  })

  it('counts silence, an unreachable server, a 5xx page and an answer without a status as unavailable', async () => {
    tencent.override({ hang: true })
    expect(failure(await tencentSender({ timeoutMs: 200 }).send('13800000016', '654321'))).toMatchObject({
      reason: 'unavailable',
      detail: expect.stringContaining('200 ms') as string,
    })
    tencent.override({ status: 502, body: 'Bad Gateway' })
    expect(failure(await tencentSender().send('13800000016', '654321'))?.reason).toBe('unavailable')
    tencent.override({ status: 200, body: '{"Response":{"RequestId":"x"}}' })
    expect(failure(await tencentSender().send('13800000016', '654321'))?.reason).toBe('unavailable')
    expect(failure(await tencentSender({ endpoint: await unreachableUrl() }).send('13800000016', '654321'))?.reason).toBe('unavailable')
  })
})

it('gives a provider 8 seconds by default before a send counts as unavailable', () => {
  expect(SMS_TIMEOUT_MS).toBe(8_000)
})

/** Each sender with a way to read what reached the phone: its own memory, or the stand-in's inbox. */
const contract: { name: string; make: () => { sender: SmsSender; received: (phone: string) => string | null } }[] = [
  {
    name: 'ConsoleSmsSender',
    make: () => {
      const sender = new ConsoleSmsSender(() => {})
      return { sender, received: (phone) => sender.lastCode(phone) }
    },
  },
  {
    name: 'InMemorySmsSender',
    make: () => {
      const sender = new InMemorySmsSender()
      return { sender, received: (phone) => sender.lastCode(phone) }
    },
  },
  { name: 'AliyunSmsSender', make: () => ({ sender: aliyunSender(), received: (phone) => aliyun.inbox.get(phone)?.at(-1) ?? null }) },
  { name: 'TencentSmsSender', make: () => ({ sender: tencentSender(), received: (phone) => tencent.inbox.get(phone)?.at(-1) ?? null }) },
]

describe.each(contract)('SmsSender contract: $name', ({ make }) => {
  it('delivers each code sent to that phone, and to no other', async () => {
    const { sender, received } = make()
    expect(await sender.send('13700000021', '314159')).toEqual({ ok: true })
    expect(await sender.send('13700000022', '271828')).toEqual({ ok: true })
    expect(await sender.send('13700000021', '161803')).toEqual({ ok: true })
    expect(received('13700000021')).toBe('161803')
    expect(received('13700000022')).toBe('271828')
    expect(received('13700000023')).toBeNull()
  })
})
