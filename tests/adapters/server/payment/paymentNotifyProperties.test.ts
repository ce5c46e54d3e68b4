import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { AlipayGateway } from '../../../../server/adapters/payment/AlipayGateway'
import { WechatPayGateway } from '../../../../server/adapters/payment/WechatPayGateway'
import { alipayOptions, notifyBody as alipayNotifyBody, notifyFields } from './alipayFixtures'
import { notifyBody, platformHeaders, sealResource, transaction, wechatOptions } from './wechatPayFixtures'

const clock = new ManualClock()
// Callbacks make no request, so the base URLs are never dialled.
const wechat = new WechatPayGateway(wechatOptions('http://127.0.0.1:9', clock))
const alipay = new AlipayGateway(alipayOptions('http://127.0.0.1:9/gateway.do', clock))

const order = fc.record({
  fen: fc.integer({ min: 1, max: 10_000_000 }),
  outTradeNo: fc.stringMatching(/^[A-Za-z0-9_-]{6,32}$/),
  subject: fc.array(fc.constantFrom(...'尊享版会员志愿填报浙江高考一年（）·ABCabc 123&=+%'), { minLength: 1, maxLength: 40 }).map((cs) => cs.join('')),
  /** Whole seconds within a few years of the clock. */
  paidAt: fc.integer({ min: -50_000_000, max: 50_000_000 }).map((s) => Math.floor(clock.now() / 1000) * 1000 + s * 1000),
})
/** Where to flip a byte (taken modulo the body's length) and with which non-zero mask. */
const flip = fc.record({ at: fc.nat(), mask: fc.integer({ min: 1, max: 255 }) })

const shanghai = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)

function flipped(body: string, { at, mask }: { at: number; mask: number }): string {
  const bytes = Buffer.from(body, 'utf8')
  bytes[at % bytes.length] ^= mask
  return bytes.toString('utf8')
}

describe('payment callbacks, for any order', () => {
  it('WeChat Pay: a signed callback round-trips, and any single flipped byte of the body makes it null', async () => {
    await fc.assert(
      fc.asyncProperty(order, flip, async (o, f) => {
        const tx = transaction({
          out_trade_no: o.outTradeNo,
          amount: { total: o.fen, payer_total: o.fen, currency: 'CNY', payer_currency: 'CNY' },
          attach: o.subject,
          success_time: `${shanghai(o.paidAt)}+08:00`,
        })
        const body = notifyBody(sealResource(JSON.stringify(tx)), o.subject)
        const headers = platformHeaders(body, clock.now())
        expect(await wechat.verifyNotify({ headers, body })).toEqual({
          outTradeNo: o.outTradeNo,
          providerTradeNo: tx.transaction_id,
          state: 'paid',
          amountFen: o.fen,
          paidAt: o.paidAt,
        })
        expect(await wechat.verifyNotify({ headers, body: flipped(body, f) })).toBeNull()
      }),
    )
  })

  it('Alipay: a signed notification round-trips, and a flipped byte makes it null unless the form still decodes to the same fields', async () => {
    await fc.assert(
      fc.asyncProperty(order, flip, async (o, f) => {
        const fields = notifyFields({
          out_trade_no: o.outTradeNo,
          subject: o.subject,
          total_amount: (o.fen / 100).toFixed(2),
          gmt_payment: shanghai(o.paidAt).replace('T', ' '),
        })
        const body = alipayNotifyBody(fields)
        const expected = { outTradeNo: o.outTradeNo, providerTradeNo: fields.trade_no, state: 'paid', amountFen: o.fen, paidAt: o.paidAt }
        expect(await alipay.verifyNotify({ headers: {}, body })).toEqual(expected)
        // Form encoding has synonyms (`%2b`/`%2B`, `+`/space), so a flip may leave the very same fields: still genuine.
        const altered = flipped(body, f)
        const same = JSON.stringify([...new URLSearchParams(altered)]) === JSON.stringify([...new URLSearchParams(body)])
        expect(await alipay.verifyNotify({ headers: {}, body: altered })).toEqual(same ? expected : null)
      }),
    )
  })
})
