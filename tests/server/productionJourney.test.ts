import { afterEach, beforeEach, expect, it } from 'vitest'
import { SystemClock } from '@/adapters/time/SystemClock'
import { orderStatus, wxPayQr } from '@/ports/api/pay'
import { planSchools } from '@/ports/api/plan'
import { phoneLogin, sendSms } from '@/ports/api/user'
import { loadConfig } from '../../server/config'
import { gatewaysOf } from '../../server/gatewaysOf'
import { smsSenderOf } from '../../server/smsSenderOf'
import { ALIYUN_ACCOUNT, startAliyunStandIn, type SmsStandIn } from '../adapters/server/smsStandIns'
import { startStubProvider, type StubProvider } from '../adapters/server/payment/stubProvider'
import {
  APIV3_KEY,
  APPID,
  MCHID,
  MERCHANT_SERIAL,
  PLATFORM_SERIAL,
  authorizationProblem,
  genuineNotify,
  merchant,
  platform,
  signedReply,
  transaction,
} from '../adapters/server/payment/wechatPayFixtures'
import { present, send, startTestServer, type TestServer } from './testServer'

/**
 * Issue 35: the product as it goes live. The configuration a deployment gives (NODE_ENV=production, Alibaba Cloud
 * SMS, WeChat Pay), read by loadConfig and turned into the adapters the server uses, against local stand-ins of
 * both providers that check every signature: a student gets a code by SMS, signs in, buys 尊享版, uses it, is
 * refunded by WeChat Pay's notification, and loses it.
 */
let server: TestServer
let sms: SmsStandIn
let wechat: StubProvider
beforeEach(async () => {
  server = await startTestServer()
  sms = await startAliyunStandIn(new SystemClock())
  wechat = await startStubProvider()
})
afterEach(async () => {
  await wechat.close()
  await sms.close()
  await server.close()
})

const PHONE = '13800000501'

it('signs in by a real SMS provider, buys 尊享版 through WeChat Pay, uses it, is refunded and loses it', async () => {
  const loaded = loadConfig({
    NODE_ENV: 'production',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN_ACCOUNT.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: ALIYUN_ACCOUNT.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: ALIYUN_ACCOUNT.signName,
    ALIYUN_SMS_TEMPLATE_CODE: ALIYUN_ACCOUNT.templateCode,
    ALIYUN_SMS_ENDPOINT: sms.url,
    PAY_WX: 'wechatpay',
    PUBLIC_URL: 'https://gk.example.com',
    WECHATPAY_MCHID: MCHID,
    WECHATPAY_APPID: APPID,
    WECHATPAY_MERCHANT_SERIAL: MERCHANT_SERIAL,
    WECHATPAY_PRIVATE_KEY: merchant.privateKey,
    WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
    WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
    WECHATPAY_APIV3_KEY: APIV3_KEY,
    WECHATPAY_BASE_URL: wechat.url,
  })
  if (!loaded.ok) throw new Error(loaded.problems.join('; '))
  server.deps.sms = smsSenderOf(loaded.config.sms)
  server.deps.pay.gateways = gatewaysOf(loaded.config.payment)
  const realTime = new SystemClock()
  wechat.answer((request) =>
    authorizationProblem(request, realTime) === null
      ? signedReply(200, { code_url: 'weixin://wxpay/bizpayurl?pr=live' }, realTime)
      : { status: 401, body: '{"code":"SIGN_ERROR"}' },
  )

  // The code reaches the phone through the provider, and only that way.
  expect((await send(server, sendSms, { phone: PHONE })).code).toBe(0)
  expect(server.sms.lastCode(PHONE)).toBeNull()
  const code = present(sms.inbox.get(PHONE)?.at(-1), 'the code the provider delivered')
  const signedIn = await send(server, phoneLogin, { phone: PHONE, smsCode: code })
  expect(signedIn.code).toBe(0)
  const token = signedIn.data.accessToken
  expect((await send(server, planSchools, {}, { token })).code).toBe(4602)

  // Bought at WeChat Pay: registered with a signed request, paid by a signed, encrypted notification.
  const placed = present((await send(server, wxPayQr, { orderType: 1 }, { token })).data, 'order')
  expect(placed).toMatchObject({ code_url: 'weixin://wxpay/bizpayurl?pr=live', sandbox: false })
  const paidAt = new Date(server.clock.now() + 8 * 3_600_000).toISOString().slice(0, 19) + '+08:00'
  const paid = genuineNotify(transaction({ out_trade_no: placed.outTradeNo, success_time: paidAt }), realTime)
  const post = (body: { headers: Record<string, string>; body: string }) =>
    Promise.resolve(server.app.request('/api/pay/notify/wechat', { method: 'POST', headers: body.headers, body: body.body }))
  expect((await post(paid)).status).toBe(200)
  expect((await send(server, planSchools, {}, { token })).code).not.toBe(4602)

  // Refunded at WeChat Pay: its notification withdraws 尊享版 at once.
  const refund = genuineNotify(
    {
      mchid: MCHID,
      out_trade_no: placed.outTradeNo,
      transaction_id: '4200002345202606251234567890',
      out_refund_no: 'R-LIVE-1',
      refund_id: '50000000382019052709732678859',
      refund_status: 'SUCCESS',
      amount: { total: 29800, refund: 29800, payer_total: 29800, payer_refund: 29800 },
    },
    realTime,
  )
  expect((await post(refund)).status).toBe(200)
  expect((await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token })).data.status).toBe('refunded')
  expect((await send(server, planSchools, {}, { token })).code).toBe(4602)
})
