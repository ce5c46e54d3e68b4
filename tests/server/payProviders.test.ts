import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { aliPay, orderStatus, wxPayQr } from '@/ports/api/pay'
import { AlipayGateway } from '../../server/adapters/payment/AlipayGateway'
import { WechatPayGateway } from '../../server/adapters/payment/WechatPayGateway'
import { alipayOptions, notifyBody as alipayNotifyBody, notifyFields } from '../adapters/server/payment/alipayFixtures'
import { startStubProvider, type StubProvider } from '../adapters/server/payment/stubProvider'
import { authorizationProblem, genuineNotify, signedReply, transaction, wechatOptions } from '../adapters/server/payment/wechatPayFixtures'
import { present, send, signIn, startTestServer, type TestServer } from './testServer'

/**
 * The whole money path with the real provider adapters: the order is registered with a local stand-in of the
 * provider (which checks our signature), and the provider's signed callback comes in through the notify route.
 */
let server: TestServer
let provider: StubProvider
beforeEach(async () => {
  server = await startTestServer()
  provider = await startStubProvider()
  server.deps.pay.gateways.wx = new WechatPayGateway(wechatOptions(provider.url, server.clock))
  server.deps.pay.gateways.zfb = new AlipayGateway(alipayOptions(`${provider.url}/gateway.do`, server.clock))
})
afterEach(async () => {
  await provider.close()
  await server.close()
})

const SUPER = 1
const post = (path: string, headers: Record<string, string>, body: string) => Promise.resolve(server.app.request(path, { method: 'POST', headers, body }))
const userOf = async (id: number) => present(await server.deps.repos.users.byId(id), 'user')

describe('WeChat Pay (API v3 Native) through the server', () => {
  it('registers a signed order, and a genuine callback grants once however often it comes; a forged one grants nothing', async () => {
    provider.answer((request) =>
      authorizationProblem(request, server.clock) === null
        ? signedReply(200, { code_url: 'weixin://wxpay/bizpayurl?pr=abc123' }, server.clock)
        : { status: 401, body: '{"code":"SIGN_ERROR"}' },
    )
    const { token, userId } = await signIn(server, '13800000301')
    const placed = present((await send(server, wxPayQr, { orderType: SUPER }, { token })).data, 'order')
    expect(placed).toMatchObject({ code_url: 'weixin://wxpay/bizpayurl?pr=abc123', sandbox: false, totalAmount: 298 })
    const registered = JSON.parse(provider.requests[0].body) as Record<string, unknown>
    expect(registered).toMatchObject({ out_trade_no: placed.outTradeNo, amount: { total: 29800, currency: 'CNY' }, description: '尊享版会员' })

    const paid = transaction({ out_trade_no: placed.outTradeNo, amount: { total: 29800, payer_total: 29800, currency: 'CNY', payer_currency: 'CNY' } })
    const forged = genuineNotify(paid, server.clock)
    const tampered = forged.body.replace('"summary":"支付成功"', '"summary":"x"')
    expect((await post('/api/pay/notify/wechat', forged.headers, tampered)).status).toBe(500)
    expect((await userOf(userId)).isSuperVip).toBe(0)

    for (let i = 0; i < 3; i++) {
      const callback = genuineNotify(paid, server.clock)
      expect((await post('/api/pay/notify/wechat', callback.headers, callback.body)).status).toBe(200)
    }
    expect((await userOf(userId)).isSuperVip).toBe(1)
    expect((await server.deps.volunteer.grants.list(userId)).filter((g) => g.kind === 'order')).toHaveLength(1)
    expect((await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token })).data.status).toBe('paid')
  })

  it('refuses a callback whose amount is not the order’s', async () => {
    provider.answer(() => signedReply(200, { code_url: 'weixin://wxpay/bizpayurl?pr=x' }, server.clock))
    const { token, userId } = await signIn(server, '13800000302')
    const placed = present((await send(server, wxPayQr, { orderType: SUPER }, { token })).data, 'order')
    const short = genuineNotify(
      transaction({ out_trade_no: placed.outTradeNo, amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' } }),
      server.clock,
    )
    expect((await post('/api/pay/notify/wechat', short.headers, short.body)).status).toBe(500)
    expect((await userOf(userId)).isSuperVip).toBe(0)
  })
})

describe('refunds notified by the providers (issue 35)', () => {
  it('WeChat Pay’s whole-refund notification withdraws 尊享版; a partial refund leaves it', async () => {
    provider.answer(() => signedReply(200, { code_url: 'weixin://wxpay/bizpayurl?pr=r' }, server.clock))
    const { token, userId } = await signIn(server, '13800000304')
    const placed = present((await send(server, wxPayQr, { orderType: SUPER }, { token })).data, 'order')
    const paid = genuineNotify(transaction({ out_trade_no: placed.outTradeNo }), server.clock)
    await post('/api/pay/notify/wechat', paid.headers, paid.body)
    expect((await userOf(userId)).isSuperVip).toBe(1)
    const refund = (refunded: number) =>
      genuineNotify(
        {
          mchid: transaction().mchid,
          out_trade_no: placed.outTradeNo,
          transaction_id: '4200002345202606251234567890',
          out_refund_no: 'R1',
          refund_id: '50000000382019052709732678859',
          refund_status: 'SUCCESS',
          success_time: '2026-06-26T10:00:00+08:00',
          amount: { total: 29800, refund: refunded, payer_total: 29800, payer_refund: refunded },
        },
        server.clock,
      )
    const partial = refund(100)
    expect((await post('/api/pay/notify/wechat', partial.headers, partial.body)).status).toBe(500)
    expect((await userOf(userId)).isSuperVip).toBe(1)
    const whole = refund(29800)
    expect((await post('/api/pay/notify/wechat', whole.headers, whole.body)).status).toBe(200)
    expect((await userOf(userId)).isSuperVip).toBe(0)
    expect((await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token })).data.status).toBe('refunded')
    expect((await server.deps.repos.securityLog.read({})).some((e) => e.event === 'order.refunded')).toBe(true)
  })

  it('Alipay’s notification with refund_fee equal to the total withdraws it', async () => {
    const { token, userId } = await signIn(server, '13800000305')
    const placed = present((await send(server, aliPay, { orderType: SUPER }, { token })).data, 'order')
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    await post('/api/pay/notify/alipay', form, alipayNotifyBody(notifyFields({ out_trade_no: placed.outTradeNo, gmt_payment: '2026-06-25 16:05:30' })))
    expect((await userOf(userId)).isSuperVip).toBe(1)
    const refunded = notifyFields({
      out_trade_no: placed.outTradeNo,
      trade_status: 'TRADE_CLOSED',
      refund_fee: '298.00',
      gmt_refund: '2026-06-26 10:00:00.000',
    })
    expect(await (await post('/api/pay/notify/alipay', form, alipayNotifyBody(refunded))).text()).toBe('success')
    expect((await userOf(userId)).isSuperVip).toBe(0)
  })
})

describe('Alipay (page pay) through the server', () => {
  it('gives a signed payment page, and a genuine notification grants once; a tampered one is answered failure', async () => {
    const { token, userId } = await signIn(server, '13800000303')
    const placed = present((await send(server, aliPay, { orderType: SUPER }, { token })).data, 'order')
    const url = new URL(present(placed.url, 'url'))
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay')
    expect(JSON.parse(url.searchParams.get('biz_content') ?? '{}')).toMatchObject({ out_trade_no: placed.outTradeNo, total_amount: '298.00' })
    const fields = notifyFields({ out_trade_no: placed.outTradeNo, gmt_payment: '2026-06-25 16:05:30' })
    const genuine = alipayNotifyBody(fields)
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const tampered = genuine.replace('total_amount=298.00', 'total_amount=0.01')
    expect(await (await post('/api/pay/notify/alipay', form, tampered)).text()).toBe('failure')
    expect((await userOf(userId)).isSuperVip).toBe(0)
    for (let i = 0; i < 2; i++) expect(await (await post('/api/pay/notify/alipay', form, genuine)).text()).toBe('success')
    expect((await userOf(userId)).isSuperVip).toBe(1)
    expect((await server.deps.volunteer.grants.list(userId)).filter((g) => g.kind === 'order')).toHaveLength(1)
  })
})
