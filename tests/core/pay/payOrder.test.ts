import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { RecordingNavigator } from '@/adapters/fake/RecordingNavigator'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { confirmPayment } from '@/core/pay/confirmPayment'
import { payOrder, type PayOutcome } from '@/core/pay/payOrder'
import { absolutePayUrl } from '@/core/pay/payUrl'
import { RELOAD_DELAY_MS } from '@/core/pay/reloadAfterPayment'
import { ApiError } from '@/ports/HttpApi'
import { aliPay, orderStatus, wxPayQr, type OrderStatus, type PayMethod, type PayResult } from '@/ports/api/pay'
import { RecordingPayWindows } from './RecordingPayWindows'
import { anOrderRow } from '../../support/builders'

const tradeNo = fc.stringMatching(/^[0-9A-Za-z]{8,20}$/)
const method = fc.constantFrom<PayMethod>('wx', 'zfb')
const request = fc.record({
  method,
  itemId: fc.integer({ min: 1, max: 1000 }),
  userId: fc.integer({ min: 1, max: 1_000_000 }),
  couponCode: fc.option(fc.stringMatching(/^[A-Z0-9]{3,12}$/), { nil: undefined }),
})
const page = fc.record({ origin: fc.constantFrom('https://gk.example.cn', 'http://localhost:5173'), pathname: fc.constantFrom('/', '/app/', '/index.html') })
/** A provider's own URL, a page of this app (the sandbox), or an empty string the server should not send. */
const payUrl = fc.option(
  fc.oneof(
    fc
      .tuple(fc.constantFrom('weixin://wxpay/bizpayurl?pr=', 'https://openapi.alipay.com/gateway.do?x='), fc.stringMatching(/^[a-z0-9]{1,8}$/))
      .map(([a, b]) => a + b),
    tradeNo.map((no) => `/#/pay/sandbox?no=${no}`),
    fc.constant(''),
  ),
  { nil: undefined },
)
const order: fc.Arbitrary<NonNullable<PayResult>> = fc.record({
  url: payUrl,
  code_url: payUrl,
  outTradeNo: tradeNo,
  sandbox: fc.boolean(),
  totalAmount: fc.integer({ min: 0, max: 1_000_000 }).map((fen) => fen / 100),
})
/** A refusal's message is the server's text: it may even read like a status, and must never be taken for one. */
const refusal = fc.record({
  code: fc.integer({ min: 1, max: 500 }),
  message: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('paid', 'pending', 'buy.status.paid', '')),
})

type Answer = { kind: 'order'; order: NonNullable<PayResult> } | { kind: 'free' } | { kind: 'refused'; code: number; message: string }
const answer: fc.Arbitrary<Answer> = fc.oneof(
  order.map((o) => ({ kind: 'order' as const, order: o })),
  fc.constant({ kind: 'free' as const }),
  refusal.map((r) => ({ kind: 'refused' as const, ...r })),
)

/** What 完成支付 may hear: the order's status, or a refusal (network, session, unknown order). */
type Check = { kind: 'status'; status: OrderStatus } | { kind: 'refused'; code: number; message: string }
const check: fc.Arbitrary<Check> = fc.oneof(
  fc.constantFrom<OrderStatus>('pending', 'paid', 'failed', 'closed', 'refunded').map((status) => ({ kind: 'status' as const, status })),
  refusal.map((r) => ({ kind: 'refused' as const, ...r })),
)

/** The flow on fakes: the server answers the order with `placed` and each 完成支付 with the next of `checks`. */
function world(placed: Answer, options: { refuse?: boolean; origin?: string; pathname?: string } = {}, checks: Check[] = []) {
  const api = new ScriptedHttpApi()
  const reply = () => (placed.kind === 'refused' ? new ApiError(placed.code, placed.message) : placed.kind === 'free' ? null : placed.order)
  api.reply(wxPayQr, reply).reply(aliPay, reply)
  let next = 0
  api.reply(orderStatus, (input) => {
    const heard = checks[next++]
    return heard.kind === 'refused' ? new ApiError(heard.code, heard.message) : anOrderRow({ outTradeNo: input.outTradeNo, status: heard.status })
  })
  const windows = new RecordingPayWindows(options)
  const clock = new ManualClock()
  const navigator = new RecordingNavigator('/premierEdition/referralProgram')
  return { api, windows, clock, navigator, deps: { api, windows, timer: clock, navigator } }
}

/** The page reloads once per success, RELOAD_DELAY_MS after it and not a moment sooner. */
function reloadsAfterDelay(clock: ManualClock, navigator: RecordingNavigator) {
  clock.advance(RELOAD_DELAY_MS - 1)
  expect(navigator.reloads).toBe(0)
  clock.advance(1)
  const reloads = navigator.reloads
  clock.advance(60_000)
  expect(navigator.reloads).toBe(reloads)
  return reloads
}

describe('paying for an order', () => {
  it('grants an order the server answers with no order, points no window anywhere, and reloads once', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.boolean(), async (req, refuse) => {
        const { windows, clock, navigator, deps } = world({ kind: 'free' }, { refuse })
        expect(await payOrder(deps, req)).toEqual({ kind: 'granted' })
        // Alipay's window was opened before the answer was known; it is closed, never sent to a page.
        expect(windows.opens).toBe(req.method === 'zfb' ? 1 : 0)
        for (const opened of windows.windows) expect(opened).toEqual({ urls: [], closed: true })
        expect(reloadsAfterDelay(clock, navigator)).toBe(1)
        expect(navigator.visits).toEqual([])
      }),
    )
  })

  it('opens the Alipay window at once, before the server answers (inside the click), and never a window for WeChat', async () => {
    await fc.assert(
      fc.asyncProperty(request, answer, async (req, placed) => {
        const { windows, deps } = world(placed)
        const paying = payOrder(deps, req)
        expect(windows.opens).toBe(req.method === 'zfb' ? 1 : 0)
        await paying
        expect(windows.opens).toBe(req.method === 'zfb' ? 1 : 0)
      }),
    )
  })

  it('sends WeChat to the QR URL (the page URL failing that) and Alipay to the page URL (the QR URL failing that), made absolute', async () => {
    await fc.assert(
      fc.asyncProperty(request, order, page, fc.boolean(), async (req, placed, where, refuse) => {
        const { windows, clock, navigator, deps } = world({ kind: 'order', order: placed }, { refuse, ...where })
        const outcome = await payOrder(deps, req)
        const preferred = req.method === 'wx' ? [placed.code_url, placed.url] : [placed.url, placed.code_url]
        const target = preferred.find((url) => url !== undefined)
        if (!target) {
          expect(outcome).toEqual({ kind: 'noPayUrl' })
          for (const opened of windows.windows) expect(opened).toEqual({ urls: [], closed: true })
        } else {
          const url = absolutePayUrl(target, where)
          expect(outcome).toEqual({
            kind: 'pending',
            payment: {
              method: req.method,
              outTradeNo: placed.outTradeNo,
              url,
              amountFen: Math.round(placed.totalAmount * 100),
              sandbox: placed.sandbox,
              blocked: req.method === 'zfb' && refuse,
            },
          })
          // Alipay's window is sent to the page once and left open for the buyer; WeChat only shows a QR.
          expect(windows.windows).toEqual(req.method === 'zfb' && !refuse ? [{ urls: [url], closed: false }] : [])
        }
        expect(reloadsAfterDelay(clock, navigator)).toBe(0)
      }),
    )
  })

  it('ignores the other URL when the preferred one is there: WeChat never opens url over code_url, Alipay never code_url over url', async () => {
    await fc.assert(
      fc.asyncProperty(request, order, payUrl, async (req, placed, other) => {
        const first = await payOrder(world({ kind: 'order', order: placed }).deps, req)
        const changed = req.method === 'wx' ? { ...placed, url: other } : { ...placed, code_url: other }
        const second = await payOrder(world({ kind: 'order', order: changed }).deps, req)
        const preferred = req.method === 'wx' ? placed.code_url : placed.url
        if (preferred !== undefined) expect(second).toEqual(first)
      }),
    )
  })

  it('reports a refused order in the server’s words, closes the window it opened, and reloads nothing', async () => {
    await fc.assert(
      fc.asyncProperty(request, refusal, fc.boolean(), async (req, refused, refuse) => {
        const { windows, clock, navigator, deps } = world({ kind: 'refused', ...refused }, { refuse })
        expect(await payOrder(deps, req)).toEqual({ kind: 'refused', error: refused.message })
        for (const opened of windows.windows) expect(opened).toEqual({ urls: [], closed: true })
        expect(reloadsAfterDelay(clock, navigator)).toBe(0)
      }),
    )
  })

  it('sends the order the buyer chose, by the method chosen, with the coupon only when one is applied', async () => {
    await fc.assert(
      fc.asyncProperty(request, answer, async (req, placed) => {
        const { api, deps } = world(placed)
        await payOrder(deps, req)
        const expected = { orderType: req.itemId, userId: req.userId, ...(req.couponCode ? { couponCode: req.couponCode } : {}) }
        expect(api.calls).toEqual([{ name: req.method === 'wx' ? 'wxPayQr' : 'aliPay', input: expected }])
      }),
    )
  })
})

describe('confirming a payment (完成支付)', () => {
  it('reloads the page exactly once per paid answer, and once for a granted order, never otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(request, answer, fc.array(check, { maxLength: 6 }), async (req, placed, checks) => {
        const { clock, navigator, deps } = world(placed, {}, checks)
        const outcome: PayOutcome = await payOrder(deps, req)
        let paid = outcome.kind === 'granted' ? 1 : 0
        if (outcome.kind === 'pending') {
          for (const heard of checks) {
            const confirmed = await confirmPayment(deps, outcome.payment.outTradeNo)
            if (heard.kind === 'refused') expect(confirmed).toEqual({ kind: 'failed', error: heard.message })
            else if (heard.status === 'paid') expect(confirmed).toEqual({ kind: 'paid' })
            else expect(confirmed).toEqual({ kind: 'unpaid', status: heard.status })
            if (confirmed.kind === 'paid') paid += 1
          }
        }
        expect(reloadsAfterDelay(clock, navigator)).toBe(paid)
      }),
    )
  })

  it('never reports paid nor reloads when asking fails, whatever the server said', async () => {
    await fc.assert(
      fc.asyncProperty(tradeNo, fc.array(refusal, { minLength: 1, maxLength: 4 }), async (no, refusals) => {
        const checks = refusals.map((r) => ({ kind: 'refused' as const, ...r }))
        const { clock, navigator, deps } = world({ kind: 'free' }, {}, checks)
        for (const refused of refusals) expect(await confirmPayment(deps, no)).toEqual({ kind: 'failed', error: refused.message })
        expect(reloadsAfterDelay(clock, navigator)).toBe(0)
      }),
    )
  })

  it('asks about the order being paid, by its number', async () => {
    await fc.assert(
      fc.asyncProperty(tradeNo, check, async (no, heard) => {
        const { api, deps } = world({ kind: 'free' }, {}, [heard])
        await confirmPayment(deps, no)
        expect(api.calls).toEqual([{ name: 'orderStatus', input: { outTradeNo: no } }])
      }),
    )
  })
})
