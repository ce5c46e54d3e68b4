import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aliPay, membershipList, membershipPage, orderStatus, rechargeHistory, sandboxOrder, sandboxSettle, verifyCoupon, wxPayQr } from '@/ports/api/pay'
import { planSchools, volunteerCheck } from '@/ports/api/plan'
import { apiMessage } from '@/ports/api/messages'
import { runAdmin } from '../../server/cli/runAdmin'
import { fetchRaw, present, send, signIn, startTestServer, type TestServer } from './testServer'
import type { PaymentGateway, PaymentNotice } from '../../server/ports/PaymentGateway'
import { sliceModel, useSliceModel } from './volunteerFixtures'

let server: TestServer
beforeAll(async () => {
  await sliceModel.catalogue()
}, 60_000)
beforeEach(async () => {
  server = await startTestServer()
  // The premium endpoints answer from the admission model: a slice of it keeps these tests quick.
  useSliceModel(server)
})
afterEach(async () => server.close())

const admin = async (...argv: string[]) => {
  const run = await runAdmin(server.db, argv, server.clock)
  expect(run.exitCode, run.output).toBe(0)
  return run.output
}
const zh = (key: Parameters<typeof apiMessage>[0]) => apiMessage(key, 'zh_CN')
const SUPER = 1
const CHECKS10 = 2
const CHECK_PACK = 4

async function buyer(phone = '13800000001') {
  const s = await signIn(server, phone)
  return s
}

/** Pays an order on the sandbox page, as the buyer's phone does after scanning the QR code. */
const sandboxPay = (outTradeNo: string, result: 'pay' | 'fail' = 'pay') => send(server, sandboxSettle, { outTradeNo, result })
const userOf = async (userId: number) => present(await server.deps.repos.users.byId(userId), 'user')

describe('memberships', () => {
  it('lists what is on sale with prices in yuan, nothing bought yet, no trial label outside test mode', async () => {
    const { token } = await buyer()
    const answer = await send(server, membershipList, { status: '1' }, { token })
    expect(answer.code).toBe(0)
    const items = answer.data
    // 三位一体 (3) and 尊享版 + 三位一体 (5) are on sale since migration 1001_sanyi_on_sale.
    expect(items.map((i) => i.name)).toEqual(['尊享版会员', '志愿审核 10次', '三位一体服务', '审核畅用包 30次', '尊享版 + 三位一体'])
    expect(items[0]).toMatchObject({ price: 298, type: 1, service: '1', isBuy: 0, label: null, validDays: 365 })
    expect(items[3]).toMatchObject({ type: 2, checks: 30, failure: '147.00' })
    const page = await send(server, membershipPage, { pageNum: 2, pageSize: 2 }, { token })
    expect(page.data).toMatchObject({ total: 5, pageNum: 2 })
    expect(page.data.list.map((i) => i.id)).toEqual([3, CHECK_PACK])
  })
})

describe('coupons', () => {
  it("answers the spec's messages: too short, unusable for this item, and the discount when usable", async () => {
    const { token } = await buyer()
    await admin('coupon', 'add', '--code', 'spring20', '--discount', '20', '--items', String(SUPER))
    const short = await send(server, verifyCoupon, { couponCode: 'ab', orderType: SUPER }, { token })
    expect(short).toMatchObject({ code: 1, msg: zh('pay.couponShort') })
    expect(short.msg).toBe('请输入正确的优惠码！')
    const unknown = await send(server, verifyCoupon, { couponCode: 'NOPE1', orderType: SUPER }, { token })
    expect(unknown.msg).toBe('该优惠码不能用于此服务！')
    const otherItem = await send(server, verifyCoupon, { couponCode: 'SPRING20', orderType: CHECKS10 }, { token })
    expect(otherItem.msg).toBe(zh('pay.couponUnusable'))
    const ok = await send(server, verifyCoupon, { couponCode: 'Spring20', orderType: SUPER }, { token })
    expect(ok).toMatchObject({ code: 0, data: 20 })
    const english = await send(server, verifyCoupon, { couponCode: 'ab', orderType: SUPER }, { token, headers: { 'i18n-lang': 'en' } })
    expect(english.msg).toBe('Please enter the correct coupon code!')
  })

  it('never discounts more than the price, and a coupon covering it all buys without payment (data null)', async () => {
    const { token, userId } = await buyer()
    await admin('coupon', 'add', '--code', 'BIG', '--discount', '500')
    expect((await send(server, verifyCoupon, { couponCode: 'BIG', orderType: CHECKS10 }, { token })).data).toBe(49)
    const before = (await userOf(userId)).volunteerVerify
    const order = await send(server, wxPayQr, { orderType: CHECKS10, couponCode: 'BIG' }, { token })
    expect(order).toMatchObject({ code: 0, data: null })
    expect((await userOf(userId)).volunteerVerify).toBe(before + 10)
    const history = await send(server, rechargeHistory, { pageNum: 1, pageSize: 10 }, { token })
    expect(history.data.list[0]).toMatchObject({ status: 'paid', totalAmount: 0, discountAmount: 49, method: 'free', couponCode: 'BIG' })
  })

  it('is refused outside its dates and after its per-user and total uses', async () => {
    server.clock.advance(Date.parse('2027-06-15T12:00:00+08:00') - server.clock.now())
    const a = await buyer('13800000001')
    const b = await buyer('13800000002')
    await admin('coupon', 'add', '--code', 'JUNE', '--discount', '10', '--from', '2027-06-10', '--until', '2027-06-20', '--total', '1')
    await admin('coupon', 'add', '--code', 'JULY', '--discount', '10', '--from', '2027-07-01')
    expect((await send(server, verifyCoupon, { couponCode: 'JULY', orderType: SUPER }, { token: a.token })).msg).toBe(zh('pay.couponExpired'))
    const first = await send(server, wxPayQr, { orderType: SUPER, couponCode: 'JUNE' }, { token: a.token })
    expect(first.code).toBe(0)
    // The one use is held by a's order while it can still be paid, so b cannot take it meanwhile.
    expect((await send(server, wxPayQr, { orderType: SUPER, couponCode: 'JUNE' }, { token: b.token })).msg).toBe(zh('pay.couponUsedUp'))
    // Once a's order expires unpaid, the use is free again.
    server.clock.advance(31 * 60 * 1000)
    expect((await send(server, verifyCoupon, { couponCode: 'JUNE', orderType: SUPER }, { token: b.token })).data).toBe(10)
    server.clock.advance(Date.parse('2027-06-21T00:00:00+08:00') - server.clock.now())
    const again = await buyer('13800000002')
    expect((await send(server, verifyCoupon, { couponCode: 'JUNE', orderType: SUPER }, { token: again.token })).msg).toBe(zh('pay.couponExpired'))
  })

  it('lets two buyers racing for the last use of a coupon have it once', async () => {
    // Signed in one after another: each sign-in moves the shared manual clock past the SMS resend gap, so in
    // parallel the last ones' codes could expire before they are checked. The race under test is the coupon's.
    const buyers = []
    for (const phone of ['13800000011', '13800000012', '13800000013', '13800000014']) buyers.push(await buyer(phone))
    await admin('coupon', 'add', '--code', 'LAST1', '--discount', '10', '--total', '1')
    const answers = await Promise.all(buyers.map((b) => send(server, wxPayQr, { orderType: SUPER, couponCode: 'LAST1' }, { token: b.token })))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
  })
})

describe('paying in the sandbox', () => {
  it('unlocks 尊享版: refused before, a WeChat QR of the sandbox page, paid there, allowed after; a replay grants nothing twice', async () => {
    const { token, userId } = await buyer()
    expect((await send(server, planSchools, {}, { token })).code).toBe(4602)
    await admin('coupon', 'add', '--code', 'SPRING20', '--discount', '20')
    const order = await send(server, wxPayQr, { orderType: SUPER, couponCode: 'SPRING20' }, { token })
    const placed = present(order.data, 'order')
    expect(placed).toMatchObject({ sandbox: true, totalAmount: 278 })
    expect(placed.code_url).toBe(`/#/pay/sandbox?no=${placed.outTradeNo}`)
    const shown = await send(server, sandboxOrder, { outTradeNo: placed.outTradeNo })
    expect(shown.data).toMatchObject({ subject: '尊享版会员', totalAmount: 278, method: 'wx', status: 'pending' })
    expect((await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token })).data.status).toBe('pending')
    expect((await sandboxPay(placed.outTradeNo)).data).toEqual({ status: 'paid' })
    expect((await userOf(userId)).isSuperVip).toBe(1)
    expect((await send(server, planSchools, {}, { token })).code).not.toBe(4602)
    // The same result again (a provider's retry, a second tap): still paid, granted once.
    expect((await sandboxPay(placed.outTradeNo)).data).toEqual({ status: 'paid' })
    const grants = await server.deps.volunteer.grants.list(userId)
    expect(grants.filter((g) => g.kind === 'order')).toHaveLength(1)
    const status = await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token })
    expect(status.data).toMatchObject({ status: 'paid', totalAmount: 278, discountAmount: 20, sandbox: true })
    expect(status.data.validUntil).toBe(present(status.data.payTime, 'payTime') + 365 * 86_400_000)
    // Now bought: shown as such, and not for sale to this user again.
    const items = (await send(server, membershipList, { status: '1' }, { token })).data
    expect(items.find((i) => i.id === SUPER)).toMatchObject({ isBuy: 1, label: 'bought' })
    expect((await send(server, wxPayQr, { orderType: SUPER }, { token })).msg).toBe(zh('pay.alreadyBought'))
  })

  it('pays by Alipay on a page; a failed payment grants nothing; an expired order cannot be paid', async () => {
    const { token, userId } = await buyer()
    const failed = present((await send(server, aliPay, { orderType: CHECKS10 }, { token })).data, 'order')
    expect(failed.url).toBe(`/#/pay/sandbox?no=${failed.outTradeNo}`)
    expect((await sandboxPay(failed.outTradeNo, 'fail')).data).toEqual({ status: 'failed' })
    const checksBefore = (await userOf(userId)).volunteerVerify
    const late = present((await send(server, aliPay, { orderType: CHECKS10 }, { token })).data, 'order')
    server.clock.advance(31 * 60 * 1000)
    expect((await sandboxPay(late.outTradeNo)).msg).toBe(zh('pay.orderExpired'))
    expect((await send(server, orderStatus, { outTradeNo: late.outTradeNo }, { token })).data.status).toBe('closed')
    const paid = present((await send(server, aliPay, { orderType: CHECKS10 }, { token })).data, 'order')
    await sandboxPay(paid.outTradeNo)
    expect((await userOf(userId)).volunteerVerify).toBe(checksBefore + 10)
    const history = (await send(server, rechargeHistory, { pageNum: 1, pageSize: 10 }, { token })).data
    expect(history.list.map((o) => o.status)).toEqual(['paid', 'closed', 'failed'])
  })

  it("keeps orders to their buyer: another user's order does not exist for them", async () => {
    const a = await buyer('13800000001')
    const b = await buyer('13800000002')
    const placed = present((await send(server, wxPayQr, { orderType: SUPER }, { token: a.token })).data, 'order')
    expect((await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token: b.token })).msg).toBe(zh('pay.orderMissing'))
    expect((await send(server, rechargeHistory, { pageNum: 1, pageSize: 10 }, { token: b.token })).data.total).toBe(0)
  })

  it('in test mode every item is a free limited-time trial: labelled so, bought without payment', async () => {
    const { token, userId } = await buyer()
    await admin('setting', 'set', 'is_test', '1')
    const items = (await send(server, membershipList, { status: '1' }, { token })).data
    expect(items.every((i) => i.label === 'trial')).toBe(true)
    expect((await send(server, aliPay, { orderType: SUPER }, { token })).data).toBeNull()
    expect((await userOf(userId)).isSuperVip).toBe(1)
    expect((await send(server, membershipList, { status: '1' }, { token })).data[0].label).toBe('bought')
  })

  it('after the trial checks are spent the check is refused for the check service, and buying checks opens it again', async () => {
    const { token, userId } = await buyer()
    await server.deps.repos.users.setEntitlements(userId, { volunteerVerify: 0 })
    const refused = await send(server, volunteerCheck, {}, { token })
    expect(refused.code).toBe(4603)
    const placed = present((await send(server, wxPayQr, { orderType: CHECKS10 }, { token })).data, 'order')
    await sandboxPay(placed.outTradeNo)
    expect((await userOf(userId)).volunteerVerify).toBe(10)
    expect((await send(server, volunteerCheck, {}, { token })).code).not.toBe(4603)
  })
})

/** A provider whose callbacks are "verified" when they carry the right secret header: the notify path itself is under test. */
function fakeProvider(kind: 'wechatpay' | 'alipay'): PaymentGateway & { paid: Map<string, PaymentNotice> } {
  const paid = new Map<string, PaymentNotice>()
  return {
    kind,
    paid,
    async create(order) {
      return kind === 'wechatpay'
        ? { kind: 'qr', codeUrl: `weixin://wxpay/bizpayurl?pr=${order.outTradeNo}` }
        : { kind: 'page', url: `https://pay.example/${order.outTradeNo}` }
    },
    async verifyNotify(request) {
      if (request.headers['x-test-signature'] !== 'genuine') return null
      return JSON.parse(request.body) as PaymentNotice
    },
    ack(handled) {
      return handled
        ? { status: 200, contentType: 'application/json', body: '' }
        : { status: 500, contentType: 'application/json', body: '{"code":"FAIL","message":"not handled"}' }
    },
    async query(outTradeNo) {
      return paid.get(outTradeNo) ?? { outTradeNo, providerTradeNo: '', state: 'pending', amountFen: 0, paidAt: null }
    },
  }
}

describe('honest purchases (issue 35)', () => {
  const BUNDLE = 5

  it('a second press pays the same order; once owned, nothing holding it is sold again, and 已购买 only for what is owned', async () => {
    const { token, userId } = await buyer()
    const presses = []
    for (let i = 0; i < 6; i++) presses.push(present((await send(server, wxPayQr, { orderType: SUPER }, { token })).data, 'order').outTradeNo)
    expect(new Set(presses).size).toBe(1)
    expect((await send(server, rechargeHistory, { pageNum: 1, pageSize: 10 }, { token })).data.total).toBe(1)
    await sandboxPay(presses[0])
    expect((await userOf(userId)).isSuperVip).toBe(1)
    expect((await send(server, wxPayQr, { orderType: SUPER }, { token })).msg).toBe(zh('pay.alreadyBought'))
    expect((await send(server, aliPay, { orderType: BUNDLE }, { token })).msg).toBe('该套餐含有您已拥有的服务，请单独购买其余服务')
    expect((await send(server, wxPayQr, { orderType: CHECKS10 }, { token })).msg).toBe('您的尊享版会员已包含该服务，无需购买')
    const items = (await send(server, membershipList, { status: '1' }, { token })).data
    expect(items.map((i) => [i.id, i.isBuy, i.label])).toEqual([
      [SUPER, 1, 'bought'],
      [CHECKS10, 1, 'included'],
      [3, 0, null],
      [CHECK_PACK, 1, 'included'],
      [BUNDLE, 1, 'overlaps'],
    ])
    // 三位一体 on its own is still for sale.
    expect(present((await send(server, aliPay, { orderType: 3 }, { token })).data, 'order').url).toContain('/pay/sandbox')
  })

  it('while an order holding a service is payable, another way to buy that service waits for it', async () => {
    const { token } = await buyer()
    present((await send(server, wxPayQr, { orderType: SUPER }, { token })).data, 'order')
    server.clock.advance(10 * 60_000)
    const other = await send(server, aliPay, { orderType: SUPER }, { token })
    expect(other.msg).toBe('您有一笔含该服务的订单尚未支付，请先完成支付或等待其过期（20分钟后）')
    expect((await send(server, wxPayQr, { orderType: BUNDLE }, { token })).msg).toContain('尚未支付')
    // Another service is not held up.
    expect((await send(server, wxPayQr, { orderType: CHECKS10 }, { token })).code).toBe(0)
    server.clock.advance(20 * 60_000 + 1)
    expect((await send(server, aliPay, { orderType: SUPER }, { token })).code).toBe(0)
  })
})

describe('memberships with dates (issue 35)', () => {
  it('尊享版 holds for its 365 days from payment and lapses on the day it ends; it can then be bought again', async () => {
    const { token, userId } = await buyer()
    const placed = present((await send(server, wxPayQr, { orderType: SUPER }, { token })).data, 'order')
    await sandboxPay(placed.outTradeNo)
    const paidAt = present((await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token })).data.payTime, 'payTime')
    const ends = paidAt + 365 * 86_400_000
    server.clock.advance(ends - 3_600_000 - server.clock.now())
    const lastDay = await buyer()
    server.clock.advance(ends - 1 - server.clock.now())
    expect((await userOf(userId)).isSuperVip).toBe(1)
    expect((await send(server, planSchools, {}, { token: lastDay.token })).code).not.toBe(4602)
    server.clock.advance(1)
    expect((await userOf(userId)).isSuperVip).toBe(0)
    expect((await send(server, planSchools, {}, { token: lastDay.token })).code).toBe(4602)
    const items = (await send(server, membershipList, { status: '1' }, { token: lastDay.token })).data
    expect(items.find((i) => i.id === SUPER)).toMatchObject({ isBuy: 0, label: null })
    expect((await send(server, wxPayQr, { orderType: SUPER }, { token: lastDay.token })).code).toBe(0)
  })

  it('an operator’s grant has no end; a paid 三位一体 lapses after its year', async () => {
    const { token, userId } = await buyer()
    await admin('grant', '--phone', '13800000001', '--service', 'super')
    const sanyi = present((await send(server, aliPay, { orderType: 3 }, { token })).data, 'order')
    await sandboxPay(sanyi.outTradeNo)
    expect((await userOf(userId)).isThreeOne).toBe(1)
    server.clock.advance(400 * 86_400_000)
    const after = await userOf(userId)
    expect([after.isSuperVip, after.isThreeOne]).toEqual([1, 0])
  })
})

describe('refunds (issue 35)', () => {
  it('an operator’s refund withdraws what the order bought, says so in the history and the log, and happens once', async () => {
    const { token, userId } = await buyer()
    const vip = present((await send(server, wxPayQr, { orderType: SUPER }, { token })).data, 'order')
    await sandboxPay(vip.outTradeNo)
    const pack = present((await send(server, aliPay, { orderType: 3 }, { token })).data, 'order')
    await sandboxPay(pack.outTradeNo)
    expect(await admin('refund', '--order', vip.outTradeNo)).toContain('refunded')
    const after = await userOf(userId)
    expect([after.isSuperVip, after.isThreeOne]).toEqual([0, 1])
    expect((await send(server, planSchools, {}, { token })).code).toBe(4602)
    const history = (await send(server, rechargeHistory, { pageNum: 1, pageSize: 10 }, { token })).data
    expect(history.list.map((o) => o.status)).toEqual(['paid', 'refunded'])
    const again = await runAdmin(server.db, ['refund', '--order', vip.outTradeNo], server.clock)
    expect([again.exitCode, again.output]).toEqual([1, `Order ${vip.outTradeNo} is refunded, not paid: nothing to refund.`])
    const log = await server.deps.repos.securityLog.read({})
    expect(log.filter((e) => e.event === 'order.refunded')).toHaveLength(1)
  })

  it('takes a refunded pack’s checks back from what is left, never below zero', async () => {
    const { token, userId } = await buyer()
    const before = (await userOf(userId)).volunteerVerify
    const pack = present((await send(server, wxPayQr, { orderType: CHECKS10 }, { token })).data, 'order')
    await sandboxPay(pack.outTradeNo)
    expect((await userOf(userId)).volunteerVerify).toBe(before + 10)
    await admin('refund', '--order', pack.outTradeNo)
    expect((await userOf(userId)).volunteerVerify).toBe(before)
  })
})

describe('provider callbacks', () => {
  const notify = (path: string, notice: PaymentNotice, signature = 'genuine') =>
    Promise.resolve(
      server.app.request(path, {
        method: 'POST',
        headers: { 'x-test-signature': signature, 'content-type': 'application/json' },
        body: JSON.stringify(notice),
      }),
    )

  it('grants exactly once however often, in whatever order, a genuine callback arrives; forged or short-paid ones grant nothing', async () => {
    const provider = fakeProvider('wechatpay')
    server.deps.pay.gateways.wx = provider
    const { token, userId } = await buyer()
    const placed = present((await send(server, wxPayQr, { orderType: CHECKS10 }, { token })).data, 'order')
    expect(placed).toMatchObject({ sandbox: false, code_url: `weixin://wxpay/bizpayurl?pr=${placed.outTradeNo}` })
    expect((await send(server, sandboxSettle, { outTradeNo: placed.outTradeNo, result: 'pay' })).msg).toBe(zh('pay.sandboxOff'))
    const before = (await userOf(userId)).volunteerVerify
    const genuine: PaymentNotice = { outTradeNo: placed.outTradeNo, providerTradeNo: '4200001', state: 'paid', amountFen: 4900, paidAt: server.clock.now() }
    expect((await notify('/api/pay/notify/wechat', genuine, 'forged')).status).toBe(500)
    expect((await notify('/api/pay/notify/wechat', { ...genuine, amountFen: 1 })).status).toBe(500)
    expect((await userOf(userId)).volunteerVerify).toBe(before)
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => notify('/api/pay/notify/wechat', genuine)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    // A late "not paid" after the payment changes nothing.
    await notify('/api/pay/notify/wechat', { ...genuine, state: 'failed', amountFen: 0 })
    expect((await userOf(userId)).volunteerVerify).toBe(before + 10)
    expect((await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token })).data.status).toBe('paid')
  })

  it('asks the provider on "complete payment", which covers a callback that never came', async () => {
    const provider = fakeProvider('alipay')
    server.deps.pay.gateways.zfb = provider
    const { token, userId } = await buyer()
    const placed = present((await send(server, aliPay, { orderType: SUPER }, { token })).data, 'order')
    expect(placed.url).toBe(`https://pay.example/${placed.outTradeNo}`)
    provider.paid.set(placed.outTradeNo, {
      outTradeNo: placed.outTradeNo,
      providerTradeNo: '2027A',
      state: 'paid',
      amountFen: 29800,
      paidAt: server.clock.now(),
    })
    expect((await send(server, orderStatus, { outTradeNo: placed.outTradeNo }, { token })).data.status).toBe('paid')
    expect((await userOf(userId)).isSuperVip).toBe(1)
  })

  it('closes the order and says nothing was charged when the provider refuses it', async () => {
    const provider = fakeProvider('wechatpay')
    provider.create = async () => {
      throw new Error('connect ECONNREFUSED')
    }
    server.deps.pay.gateways.wx = provider
    const { token } = await buyer()
    const answer = await send(server, wxPayQr, { orderType: SUPER }, { token })
    expect(answer.msg).toBe(zh('pay.gatewayFailed'))
    expect((await send(server, rechargeHistory, { pageNum: 1, pageSize: 5 }, { token })).data.list[0].status).toBe('closed')
  })

  it('answers a callback to the sandbox with a refusal (there is no provider to hear from)', async () => {
    const res = await server.app.request('/api/pay/notify/alipay', { method: 'POST', body: 'trade_status=TRADE_SUCCESS' })
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('failure')
  })
})

describe('paid endpoints', () => {
  it('refuse a user without the entitlement, naming the service to buy', async () => {
    const { token } = await buyer()
    const res = await fetchRaw(server, planSchools, {}, { token })
    const body = (await res.json()) as { code: number; msg: string }
    expect(body.code).toBe(4602)
    expect(body.msg).toBe(zh('access.needSuper'))
  })
})
