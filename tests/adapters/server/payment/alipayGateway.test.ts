import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { AlipayGateway } from '../../../../server/adapters/payment/AlipayGateway'
import { GatewayError, type GatewayOrder } from '../../../../server/ports/PaymentGateway'
import { APP_ID, alipay, alipayOptions, gatewayReply, notifyBody, notifyFields, signContent, signedByApp, stranger } from './alipayFixtures'
import { signPem } from './signPem'
import { startStubProvider, unreachableUrl, type StubProvider } from './stubProvider'

let stub: StubProvider
let clock: ManualClock
let gateway: AlipayGateway

beforeAll(async () => {
  stub = await startStubProvider()
})
afterAll(() => stub.close())
beforeEach(() => {
  stub.requests.length = 0
  clock = new ManualClock()
  gateway = new AlipayGateway(alipayOptions(`${stub.url}/gateway.do`, clock))
})

const order: GatewayOrder = { outTradeNo: 'VIP20260625000002', subject: '尊享版会员（1年）', totalFen: 29800, timeExpire: Date.UTC(2026, 5, 25, 8, 30, 0) }

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams)

async function launchUrl(g: AlipayGateway, o: GatewayOrder): Promise<string> {
  const launch = await g.create(o)
  if (launch.kind !== 'page') throw new Error(`expected a page launch, got ${launch.kind}`)
  return launch.url
}

describe('AlipayGateway.create (page pay)', () => {
  it('builds a gateway URL signed with the application key, carrying the order in biz_content', async () => {
    const url = await launchUrl(gateway, order)
    expect(url.startsWith(`${stub.url}/gateway.do?`)).toBe(true)
    // Everything percent-encoded: the Chinese subject, the space of the timestamp, the JSON.
    expect(url).not.toMatch(/[\s\u4e00-\u9fff{}"]/)
    const params = paramsOf(url)
    expect(signedByApp(params)).toBe(true)
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2026-06-25 16:00:00',
      version: '1.0',
      notify_url: 'https://gaokao.example.com/api/pay/notify/alipay',
      return_url: 'https://gaokao.example.com/#/pay/return',
    })
    expect(JSON.parse(params.biz_content)).toEqual({
      out_trade_no: 'VIP20260625000002',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '298.00',
      subject: '尊享版会员（1年）',
      time_expire: '2026-06-25 16:30:00',
    })
    expect(stub.requests).toHaveLength(0)
  })

  it('rejects the URL once any signed parameter is changed', async () => {
    const params = paramsOf(await launchUrl(gateway, order))
    expect(signedByApp({ ...params, biz_content: params.biz_content.replace('298.00', '0.01') })).toBe(false)
  })

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [4990, '49.90'],
    [29800, '298.00'],
    [10_000_000_00, '10000000.00'],
  ])('writes %i fen as total_amount %s', async (totalFen, yuan) => {
    const params = paramsOf(await launchUrl(gateway, { ...order, totalFen }))
    expect((JSON.parse(params.biz_content) as { total_amount: string }).total_amount).toBe(yuan)
  })

  it('writes times in Asia/Shanghai, across the date line of UTC', async () => {
    clock = new ManualClock(Date.UTC(2026, 11, 31, 17, 59, 59, 999))
    const late = new AlipayGateway(alipayOptions(`${stub.url}/gateway.do`, clock))
    const params = paramsOf(await launchUrl(late, { ...order, timeExpire: Date.UTC(2026, 11, 31, 16, 0, 0) }))
    expect(params.timestamp).toBe('2027-01-01 01:59:59')
    expect((JSON.parse(params.biz_content) as { time_expire: string }).time_expire).toBe('2027-01-01 00:00:00')
  })

  it('appends to a gateway URL that already has a query', async () => {
    const withQuery = new AlipayGateway(alipayOptions(`${stub.url}/gateway.do?charset=utf-8`, clock))
    const url = await launchUrl(withQuery, order)
    expect(url).toMatch(/\/gateway\.do\?charset=utf-8&app_id=/)
  })

  it.each([0, -1, 0.5])('refuses an amount of %s fen', async (totalFen) => {
    await expect(gateway.create({ ...order, totalFen })).rejects.toThrow(GatewayError)
  })
})

describe('AlipayGateway.verifyNotify', () => {
  it('decodes a genuine notification', async () => {
    await expect(gateway.verifyNotify({ headers: {}, body: notifyBody(notifyFields()) })).resolves.toEqual({
      outTradeNo: 'VIP20260625000002',
      providerTradeNo: '2026062522001433331412345678',
      state: 'paid',
      amountFen: 29800,
      paidAt: Date.UTC(2026, 5, 25, 8, 5, 30),
    })
  })

  it.each([
    ['TRADE_SUCCESS', 'paid'],
    ['TRADE_FINISHED', 'paid'],
    ['TRADE_CLOSED', 'failed'],
    ['WAIT_BUYER_PAY', 'pending'],
  ])('maps trade_status %s to %s', async (status, state) => {
    const notice = await gateway.verifyNotify({ headers: {}, body: notifyBody(notifyFields({ trade_status: status })) })
    expect(notice?.state).toBe(state)
    if (state !== 'paid') expect(notice).toMatchObject({ amountFen: 0, paidAt: null })
  })

  it.each([
    ['0.01', 1],
    ['298.00', 29800],
    ['49.90', 4990],
    ['49.9', 4990],
    ['0.1', 10],
    ['7', 700],
    ['100000.00', 10000000],
    ['12345678.99', 1234567899],
  ])('reads total_amount %s as exactly %i fen', async (yuan, fen) => {
    const notice = await gateway.verifyNotify({ headers: {}, body: notifyBody(notifyFields({ total_amount: yuan })) })
    expect(notice?.amountFen).toBe(fen)
  })

  it.each(['1.234', '-1.00', '1e3', '', ' 1.00', '01.00', '1.', '.5', 'NaN'])('rejects a paid notification with total_amount %j', async (yuan) => {
    await expect(gateway.verifyNotify({ headers: {}, body: notifyBody(notifyFields({ total_amount: yuan })) })).resolves.toBeNull()
  })

  it('rejects a notification changed after signing', async () => {
    const body = notifyBody(notifyFields())
    await expect(gateway.verifyNotify({ headers: {}, body: body.replace('total_amount=298.00', 'total_amount=2980.00') })).resolves.toBeNull()
    await expect(gateway.verifyNotify({ headers: {}, body: body.replace('TRADE_SUCCESS', 'TRADE_FINISHED') })).resolves.toBeNull()
    await expect(gateway.verifyNotify({ headers: {}, body: `${body}&extra=1` })).resolves.toBeNull()
  })

  it('rejects a notification signed with another key, for another app, or under another sign_type', async () => {
    await expect(gateway.verifyNotify({ headers: {}, body: notifyBody(notifyFields(), stranger.privateKey) })).resolves.toBeNull()
    await expect(gateway.verifyNotify({ headers: {}, body: notifyBody(notifyFields({ app_id: '2021000000000009' })) })).resolves.toBeNull()
    const rsa1 = notifyBody(notifyFields()).replace('sign_type=RSA2', 'sign_type=RSA')
    await expect(gateway.verifyNotify({ headers: {}, body: rsa1 })).resolves.toBeNull()
  })

  it('rejects a repeated parameter, whichever copy the signature covers', async () => {
    const body = notifyBody(notifyFields())
    await expect(gateway.verifyNotify({ headers: {}, body: `${body}&total_amount=0.01` })).resolves.toBeNull()
  })

  it('counts an empty parameter in the signed text, as Alipay does, so none can be added or left out', async () => {
    const fields = notifyFields({ body: '' })
    await expect(gateway.verifyNotify({ headers: {}, body: notifyBody(fields) })).resolves.toMatchObject({ state: 'paid' })
    const withoutEmpty = signPem(alipay.privateKey, signContent(fields, ['sign', 'sign_type'], true))
    const body = new URLSearchParams({ ...fields, sign_type: 'RSA2', sign: withoutEmpty }).toString()
    await expect(gateway.verifyNotify({ headers: {}, body })).resolves.toBeNull()
    await expect(gateway.verifyNotify({ headers: {}, body: `${notifyBody(notifyFields())}&injected=` })).resolves.toBeNull()
  })

  it('requires sign_type RSA2', async () => {
    const body = notifyBody(notifyFields())
    await expect(gateway.verifyNotify({ headers: {}, body: body.replace('sign_type=RSA2&', '') })).resolves.toBeNull()
  })

  it('answers null, never throws, for garbage', async () => {
    for (const body of [
      '',
      'garbage',
      'sign=',
      'sign=%%%',
      'sign=abc&sign_type=RSA2',
      '&&&===',
      '%E4%B8',
      'a=1&a=2',
      '__proto__=x&sign=AAAA',
      '\u0000'.repeat(5000),
    ]) {
      await expect(gateway.verifyNotify({ headers: {}, body })).resolves.toBeNull()
    }
    const signedWithoutTrade = notifyBody({ app_id: APP_ID, notify_type: 'trade_status_sync' })
    await expect(gateway.verifyNotify({ headers: {}, body: signedWithoutTrade })).resolves.toBeNull()
  })
})

describe('AlipayGateway.ack', () => {
  it('answers the word success when handled and failure otherwise (Alipay retries on anything but success)', () => {
    expect(gateway.ack(true)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' })
    expect(gateway.ack(false)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'failure' })
  })
})

describe('AlipayGateway.query', () => {
  /** A success answer written the way Alipay writes it: its own key order, spacing, and \/ and \u escapes. */
  const answer = (fields: string) =>
    `{"code":"10000", "msg":"Success","buyer_logon_id":"159****5620","buyer_pay_amount":"0.00","buyer_user_id":"2088101117955611","invoice_amount":"0.00","out_trade_no":"VIP20260625000002","point_amount":"0.00","receipt_amount":"0.00",${fields}}`
  const paid = answer(
    '"send_pay_date":"2026-06-25 16:05:30","total_amount":"298.00","trade_no":"2026062522001433331412345678","trade_status":"TRADE_SUCCESS","subject":"\\u5c0a\\u4eab\\u7248","ext":"a\\/b"',
  )

  it('posts a signed alipay.trade.query and reads the answer signed over its exact text', async () => {
    stub.answer((request) => (signedByApp(Object.fromEntries(new URLSearchParams(request.body))) ? gatewayReply(paid) : { status: 200, body: '{}' }))
    await expect(gateway.query('VIP20260625000002')).resolves.toEqual({
      outTradeNo: 'VIP20260625000002',
      providerTradeNo: '2026062522001433331412345678',
      state: 'paid',
      amountFen: 29800,
      paidAt: Date.UTC(2026, 5, 25, 8, 5, 30),
    })
    const [request] = stub.requests
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/gateway.do')
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    const params = Object.fromEntries(new URLSearchParams(request.body))
    expect(params).toMatchObject({ app_id: APP_ID, method: 'alipay.trade.query', sign_type: 'RSA2', charset: 'utf-8', timestamp: '2026-06-25 16:00:00' })
    expect(JSON.parse(params.biz_content)).toEqual({ out_trade_no: 'VIP20260625000002' })
  })

  it('finds the answer when sign comes first', async () => {
    stub.answer(() => gatewayReply(paid, { signFirst: true }))
    await expect(gateway.query('VIP20260625000002')).resolves.toMatchObject({ state: 'paid' })
  })

  it('accepts the signature Alipay made over the text with \\/ unescaped', async () => {
    const escaped = answer('"total_amount":"298.00","trade_no":"T1","trade_status":"TRADE_SUCCESS","send_pay_date":"2026-06-25 16:05:30","url":"https:\\/\\/x"')
    stub.answer(() => {
      const reply = gatewayReply(escaped.replaceAll('\\/', '/'))
      return { ...reply, body: reply.body.replace(escaped.replaceAll('\\/', '/'), escaped) }
    })
    await expect(gateway.query('VIP20260625000002')).resolves.toMatchObject({ state: 'paid', providerTradeNo: 'T1' })
  })

  it.each([
    ['TRADE_SUCCESS', 'paid'],
    ['TRADE_FINISHED', 'paid'],
    ['TRADE_CLOSED', 'failed'],
    ['WAIT_BUYER_PAY', 'pending'],
  ])('maps trade_status %s to %s', async (status, state) => {
    stub.answer(() => gatewayReply(answer(`"total_amount":"49.90","trade_no":"T2","trade_status":"${status}","send_pay_date":"2026-06-25 16:05:30"`)))
    const notice = await gateway.query('VIP20260625000002')
    expect(notice.state).toBe(state)
    expect(notice.amountFen).toBe(state === 'paid' ? 4990 : 0)
  })

  it('reports a trade Alipay does not have yet (the page not opened) as pending, signed or not', async () => {
    const notExist = '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST","sub_msg":"交易不存在"}'
    const pending = { outTradeNo: 'VIP20260625000002', providerTradeNo: '', state: 'pending', amountFen: 0, paidAt: null }
    stub.answer(() => gatewayReply(notExist))
    await expect(gateway.query('VIP20260625000002')).resolves.toEqual(pending)
    stub.answer(() => gatewayReply(notExist, { sign: 'none' }))
    await expect(gateway.query('VIP20260625000002')).resolves.toEqual(pending)
  })

  const tampered = (reply: { status: number; body: string }) => ({ ...reply, body: reply.body.replace('298.00', '2.98') })

  it.each([
    ['a signature by another key', () => gatewayReply(paid, { sign: 'stranger' })],
    ['an unsigned success', () => gatewayReply(paid, { sign: 'none' })],
    ['an answer changed after signing', () => tampered(gatewayReply(paid))],
    ['another business error', () => gatewayReply('{"code":"40004","msg":"Business Failed","sub_code":"ACQ.INVALID_PARAMETER","sub_msg":"参数无效"}')],
    ['a system error', () => gatewayReply('{"code":"20000","msg":"Service Currently Unavailable","sub_code":"isp.unknow-error"}', { sign: 'none' })],
    ['another method’s answer', () => gatewayReply(paid, { name: 'alipay_trade_close_response' })],
    ['another order', () => gatewayReply(paid.replace('VIP20260625000002', 'VIP-OTHER'))],
    ['HTTP 502', () => ({ status: 502, body: 'Bad Gateway' })],
    ['not JSON', () => ({ status: 200, body: '<html>' })],
  ])('throws GatewayError on %s', async (_name, reply) => {
    stub.answer(reply)
    await expect(gateway.query('VIP20260625000002')).rejects.toThrow(GatewayError)
  })

  it('throws GatewayError when Alipay is unreachable or too slow', async () => {
    const down = new AlipayGateway(alipayOptions(`${await unreachableUrl()}/gateway.do`, clock))
    await expect(down.query('VIP20260625000002')).rejects.toThrow(/unreachable/)
    stub.answer(() => ({ hang: true }))
    const slow = new AlipayGateway(alipayOptions(`${stub.url}/gateway.do`, clock, { timeoutMs: 100 }))
    await expect(slow.query('VIP20260625000002')).rejects.toThrow(GatewayError)
  })
})
