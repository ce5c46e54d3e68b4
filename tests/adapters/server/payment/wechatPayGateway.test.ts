import { X509Certificate } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { WechatPayGateway } from '../../../../server/adapters/payment/WechatPayGateway'
import { GatewayError, type GatewayOrder } from '../../../../server/ports/PaymentGateway'
import { selfSignedCertificate } from './selfSignedCertificate'
import { startStubProvider, unreachableUrl, type StubProvider } from './stubProvider'
import {
  APIV3_KEY,
  APPID,
  MCHID,
  PLATFORM_SERIAL,
  authorizationProblem,
  genuineNotify,
  notifyBody,
  platform,
  platformHeaders,
  sealResource,
  signedReply,
  stranger,
  transaction,
  wechatOptions,
} from './wechatPayFixtures'

let stub: StubProvider
let clock: ManualClock
let gateway: WechatPayGateway

beforeAll(async () => {
  stub = await startStubProvider()
})
afterAll(() => stub.close())
beforeEach(() => {
  stub.requests.length = 0
  clock = new ManualClock()
  gateway = new WechatPayGateway(wechatOptions(stub.url, clock))
})

const order: GatewayOrder = { outTradeNo: 'VIP20260625000001', subject: '尊享版会员（1年）', totalFen: 29800, timeExpire: Date.UTC(2026, 5, 25, 8, 30, 0) }

/** The stub as WeChat Pay: 401 unless our request is signed, else `reply` signed with the platform key. */
const answerSigned = (reply: () => ReturnType<typeof signedReply>) =>
  stub.answer((request) => {
    const problem = authorizationProblem(request, clock)
    return problem ? signedReply(401, { code: 'SIGN_ERROR', message: `签名错误 (${problem})` }, clock) : reply()
  })

describe('WechatPayGateway.create (Native pay)', () => {
  it('posts a signed order the provider can verify and returns its code_url as a QR launch', async () => {
    answerSigned(() => signedReply(200, { code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' }, clock))
    await expect(gateway.create(order)).resolves.toEqual({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' })
    const [request] = stub.requests
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/v3/pay/transactions/native')
    expect(authorizationProblem(request, clock)).toBeNull()
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers.accept).toBe('application/json')
    expect(request.headers['user-agent']).toBeTruthy()
    expect(JSON.parse(request.body)).toEqual({
      appid: APPID,
      mchid: MCHID,
      description: '尊享版会员（1年）',
      out_trade_no: 'VIP20260625000001',
      time_expire: '2026-06-25T16:30:00+08:00',
      notify_url: 'https://gaokao.example.com/api/pay/notify/wechat',
      amount: { total: 29800, currency: 'CNY' },
    })
  })

  it('signs the path the provider sees when the base URL has a path prefix', async () => {
    answerSigned(() => signedReply(200, { code_url: 'weixin://wxpay/bizpayurl?pr=x' }, clock))
    const prefixed = new WechatPayGateway(wechatOptions(`${stub.url}/proxy/`, clock))
    await expect(prefixed.create(order)).resolves.toEqual({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=x' })
    expect(stub.requests[0].url).toBe('/proxy/v3/pay/transactions/native')
  })

  it.each([
    ['a refusal with its code', () => signedReply(400, { code: 'PARAM_ERROR', message: '参数错误' }, clock), /HTTP 400 PARAM_ERROR 参数错误/],
    ['a server error', () => signedReply(500, { code: 'SYSTEM_ERROR', message: '系统繁忙' }, clock), /HTTP 500/],
    ['an unsigned answer', () => signedReply(200, { code_url: 'weixin://x' }, clock, 'none'), /unsigned/],
    ['an answer signed with another key', () => signedReply(200, { code_url: 'weixin://x' }, clock, 'stranger'), /bad signature/],
    ['an answer signed under another serial', () => signedReply(200, { code_url: 'weixin://x' }, clock, 'wrongSerial'), /serial/],
    ['a signed answer without code_url', () => signedReply(200, {}, clock), /code_url/],
  ])('throws GatewayError on %s', async (_name, reply, message) => {
    answerSigned(reply)
    const error = await gateway.create(order).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as Error).message).toMatch(message)
  })

  it('throws GatewayError when the body is altered after WeChat Pay signed it', async () => {
    stub.answer(() => {
      const reply = signedReply(200, { code_url: 'weixin://wxpay/bizpayurl?pr=genuine' }, clock)
      return { ...reply, body: reply.body.replace('genuine', 'forged!') }
    })
    await expect(gateway.create(order)).rejects.toThrow(GatewayError)
  })

  it('throws GatewayError when the provider is unreachable', async () => {
    const down = new WechatPayGateway(wechatOptions(await unreachableUrl(), clock))
    await expect(down.create(order)).rejects.toThrow(/unreachable/)
  })

  it('throws GatewayError when the provider does not answer in time', async () => {
    stub.answer(() => ({ hang: true }))
    const slow = new WechatPayGateway(wechatOptions(stub.url, clock, { timeoutMs: 100 }))
    await expect(slow.create(order)).rejects.toThrow(GatewayError)
  })

  it.each([0, -100, 12.5, Number.NaN])('refuses an amount of %s fen without calling the provider', async (totalFen) => {
    await expect(gateway.create({ ...order, totalFen })).rejects.toThrow(GatewayError)
    expect(stub.requests).toHaveLength(0)
  })
})

describe('WechatPayGateway.verifyNotify', () => {
  it('decodes a genuine callback into the transaction it carries', async () => {
    await expect(gateway.verifyNotify(genuineNotify(transaction(), clock))).resolves.toEqual({
      outTradeNo: 'VIP20260625000001',
      providerTradeNo: '4200002345202606251234567890',
      state: 'paid',
      amountFen: 29800,
      paidAt: Date.UTC(2026, 5, 25, 8, 5, 30),
    })
  })

  it('reads the headers whatever their case', async () => {
    const { headers, body } = genuineNotify(transaction(), clock)
    const titled = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace(/(^|-)\w/g, (c) => c.toUpperCase()), v]))
    expect(Object.keys(titled)).toContain('Wechatpay-Signature')
    await expect(gateway.verifyNotify({ headers: titled, body })).resolves.toMatchObject({ state: 'paid' })
  })

  it('accepts a callback up to 5 minutes from the clock either way, and nothing older or newer', async () => {
    for (const [skewMs, accepted] of [
      [-300_000, true],
      [300_000, true],
      [-301_000, false],
      [301_000, false],
    ] as const) {
      const body = notifyBody(sealResource(JSON.stringify(transaction())))
      const notice = await gateway.verifyNotify({ headers: platformHeaders(body, clock.now() + skewMs), body })
      expect(notice !== null, `skew ${skewMs}`).toBe(accepted)
    }
  })

  it('rejects a body changed after signing', async () => {
    const { headers, body } = genuineNotify(transaction(), clock)
    await expect(gateway.verifyNotify({ headers, body: body.replace('支付成功', '支付失败') })).resolves.toBeNull()
    await expect(gateway.verifyNotify({ headers, body: body + ' ' })).resolves.toBeNull()
  })

  it('rejects a callback signed with another key, or under another serial', async () => {
    const body = notifyBody(sealResource(JSON.stringify(transaction())))
    await expect(gateway.verifyNotify({ headers: platformHeaders(body, clock.now(), { key: stranger.privateKey }), body })).resolves.toBeNull()
    await expect(gateway.verifyNotify({ headers: platformHeaders(body, clock.now(), { serial: 'PUB_KEY_ID_OTHER' }), body })).resolves.toBeNull()
  })

  it('rejects a properly signed callback whose resource does not authenticate (tag, key, associated data)', async () => {
    const resource = sealResource(JSON.stringify(transaction()))
    const sealed = Buffer.from(resource.ciphertext, 'base64')
    sealed[sealed.length - 1] ^= 0x01
    const cases = [
      { ...resource, ciphertext: sealed.toString('base64') },
      sealResource(JSON.stringify(transaction()), { key: 'Z'.repeat(32) }),
      { ...resource, associated_data: 'refund' },
      { ...resource, nonce: 'another12345' },
      { ...resource, algorithm: 'AEAD_AES_128_GCM' },
      { ...resource, ciphertext: Buffer.from(resource.ciphertext, 'base64').subarray(0, 10).toString('base64') },
    ]
    for (const bad of cases) {
      const body = notifyBody(bad)
      await expect(gateway.verifyNotify({ headers: platformHeaders(body, clock.now()), body })).resolves.toBeNull()
    }
  })

  it('rejects a genuine-looking transaction of another merchant or app', async () => {
    await expect(gateway.verifyNotify(genuineNotify(transaction({ mchid: '1230000109' }), clock))).resolves.toBeNull()
    await expect(gateway.verifyNotify(genuineNotify(transaction({ appid: 'wx0000000000000000' }), clock))).resolves.toBeNull()
  })

  it('rejects a decrypted resource that is not a transaction it can read', async () => {
    for (const tx of [
      transaction({ trade_state: 'SOMETHING_NEW' }),
      transaction({ amount: undefined }),
      transaction({ out_trade_no: '' }),
      { out_refund_no: 'R1', refund_status: 'SUCCESS' },
    ]) {
      await expect(gateway.verifyNotify(genuineNotify(tx, clock))).resolves.toBeNull()
    }
    const notJson = notifyBody(sealResource('not json'))
    await expect(gateway.verifyNotify({ headers: platformHeaders(notJson, clock.now()), body: notJson })).resolves.toBeNull()
  })

  it('answers null, never throws, for garbage', async () => {
    const signedGarbage = (body: string) => ({ headers: platformHeaders(body, clock.now()), body })
    const requests = [
      { headers: {}, body: '' },
      { headers: {}, body: 'garbage' },
      { headers: { 'wechatpay-timestamp': 'x', 'wechatpay-nonce': '', 'wechatpay-signature': '!!', 'wechatpay-serial': PLATFORM_SERIAL }, body: '{}' },
      { ...genuineNotify(transaction(), clock), headers: { ...genuineNotify(transaction(), clock).headers, 'wechatpay-signature': 'not base64 at all' } },
      signedGarbage(''),
      signedGarbage('null'),
      signedGarbage('[]'),
      signedGarbage('{"resource":null}'),
      signedGarbage('{"resource":{"algorithm":"AEAD_AES_256_GCM","ciphertext":"","nonce":""}}'),
      signedGarbage('{"resource":{"algorithm":"AEAD_AES_256_GCM","ciphertext":"%%%","nonce":"n","associated_data":7}}'),
      signedGarbage('\u0000\uffff'.repeat(1000)),
    ]
    for (const request of requests) await expect(gateway.verifyNotify(request)).resolves.toBeNull()
  })

  it('verifies with a platform certificate as well as a bare public key', async () => {
    const certificate = selfSignedCertificate(platform.privateKey, 'Tenpay.com Root CA')
    expect(new X509Certificate(certificate).subject).toContain('Tenpay.com')
    const withCertificate = new WechatPayGateway(wechatOptions(stub.url, clock, { platformPublicKey: certificate }))
    await expect(withCertificate.verifyNotify(genuineNotify(transaction(), clock))).resolves.toMatchObject({ state: 'paid' })
  })
})

describe('WechatPayGateway.ack', () => {
  it('answers 200 with no body when handled, and 500 with code FAIL so WeChat Pay retries otherwise', () => {
    expect(gateway.ack(true)).toMatchObject({ status: 200, body: '' })
    const failed = gateway.ack(false)
    expect(failed.status).toBe(500)
    expect(failed.contentType).toMatch(/^application\/json/)
    expect(JSON.parse(failed.body)).toMatchObject({ code: 'FAIL', message: expect.any(String) as string })
  })
})

describe('WechatPayGateway.query', () => {
  it.each([
    ['SUCCESS', { state: 'paid', amountFen: 29800, paidAt: Date.UTC(2026, 5, 25, 8, 5, 30), providerTradeNo: '4200002345202606251234567890' }],
    ['REFUND', { state: 'refunded', amountFen: 29800, paidAt: null, providerTradeNo: '' }],
    ['CLOSED', { state: 'failed', amountFen: 0, paidAt: null, providerTradeNo: '' }],
    ['PAYERROR', { state: 'failed', amountFen: 0, paidAt: null, providerTradeNo: '' }],
    ['REVOKED', { state: 'failed', amountFen: 0, paidAt: null, providerTradeNo: '' }],
    ['NOTPAY', { state: 'pending', amountFen: 0, paidAt: null, providerTradeNo: '' }],
    ['USERPAYING', { state: 'pending', amountFen: 0, paidAt: null, providerTradeNo: '' }],
  ])('maps trade_state %s', async (tradeState, expected) => {
    const paid = expected.state === 'paid'
    const tx = paid ? transaction({ trade_state: tradeState }) : transaction({ trade_state: tradeState, transaction_id: undefined, success_time: undefined })
    answerSigned(() => signedReply(200, tx, clock))
    await expect(gateway.query('VIP20260625000001')).resolves.toEqual({ outTradeNo: 'VIP20260625000001', ...expected })
    const [request] = stub.requests
    expect(request.method).toBe('GET')
    expect(request.url).toBe(`/v3/pay/transactions/out-trade-no/VIP20260625000001?mchid=${MCHID}`)
    expect(request.body).toBe('')
  })

  it('reports an order WeChat Pay does not know as pending', async () => {
    answerSigned(() => signedReply(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }, clock))
    await expect(gateway.query('VIP404')).resolves.toEqual({ outTradeNo: 'VIP404', providerTradeNo: '', state: 'pending', amountFen: 0, paidAt: null })
  })

  it.each([
    ['a server error', () => signedReply(500, { code: 'SYSTEM_ERROR', message: '系统繁忙' }, clock)],
    ['a bad signature', () => signedReply(200, transaction(), clock, 'stranger')],
    ['an unsigned answer', () => signedReply(200, transaction(), clock, 'none')],
    ['another merchant', () => signedReply(200, transaction({ mchid: '1230000109' }), clock)],
    ['another order', () => signedReply(200, transaction({ out_trade_no: 'VIP-OTHER' }), clock)],
    ['an unknown trade_state', () => signedReply(200, transaction({ trade_state: 'SOMETHING_NEW' }), clock)],
  ])('throws GatewayError on %s', async (_name, reply) => {
    answerSigned(reply)
    await expect(gateway.query('VIP20260625000001')).rejects.toThrow(GatewayError)
  })

  it('throws GatewayError when the provider is unreachable', async () => {
    const down = new WechatPayGateway(wechatOptions(await unreachableUrl(), clock))
    await expect(down.query('VIP20260625000001')).rejects.toThrow(GatewayError)
  })
})

describe('WechatPayGateway construction', () => {
  it('refuses an APIv3 key that is not 32 bytes', () => {
    expect(() => new WechatPayGateway(wechatOptions(stub.url, clock, { apiV3Key: APIV3_KEY.slice(1) }))).toThrow(/32/)
  })
})
