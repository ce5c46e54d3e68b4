import { expect, test } from '@playwright/test'
import { startStubProvider, type StubProvider } from '../adapters/server/payment/stubProvider'
import { authorizationProblem, genuineNotify, MCHID, signedReply, transaction } from '../adapters/server/payment/wechatPayFixtures'
import { startAliyunStandIn, type SmsStandIn } from '../adapters/server/smsStandIns'
import { completeProfile } from './support/completeProfile'
import { attemptPhone } from './support/attemptPhone'

/**
 * Issue 35: the product as a deployment runs it. The second server of playwright.config.ts has NODE_ENV=production,
 * Alibaba Cloud SMS and WeChat Pay, pointed at the stand-ins this journey starts (each checks every signature as
 * the provider documents it). A student gets the code by SMS, signs in, buys 尊享版 by the WeChat QR, uses it, is
 * refunded by WeChat Pay's notification, and loses it.
 */
const BASE = process.env.E2E_PRODUCTION_URL ?? 'http://127.0.0.1:8092'
test.use({ baseURL: BASE })

const GOOD = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }
const PHONE = '13700016901'
const clock = { now: () => Date.now() }
const beijingNow = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19) + '+08:00'

let sms: SmsStandIn
let wechat: StubProvider
/** The order WeChat Pay has been paid for (what its query then answers). */
let paidOrder: string | null = null

test.beforeAll(async () => {
  sms = await startAliyunStandIn(clock, Number(process.env.E2E_STAND_IN_SMS ?? 8193))
  wechat = await startStubProvider(Number(process.env.E2E_STAND_IN_WECHAT ?? 8194))
  wechat.answer((request) => {
    if (authorizationProblem(request, clock) !== null) return { status: 401, body: '{"code":"SIGN_ERROR","message":"签名错误"}' }
    if (request.method === 'POST') return signedReply(200, { code_url: 'weixin://wxpay/bizpayurl?pr=e2eLive' }, clock)
    const asked = decodeURIComponent(/out-trade-no\/([^?]+)/.exec(request.url)?.[1] ?? '')
    return signedReply(
      200,
      asked === paidOrder
        ? transaction({ out_trade_no: asked, success_time: beijingNow() })
        : transaction({ out_trade_no: asked, trade_state: 'NOTPAY', transaction_id: undefined, success_time: undefined }),
      clock,
    )
  })
})
test.afterAll(async () => {
  await wechat?.close()
  await sms?.close()
})

test('live configuration: SMS sign-in, 尊享版 bought by WeChat Pay and used, refunded and withdrawn', async ({ page, request }) => {
  test.setTimeout(240_000)
  const phone = attemptPhone(PHONE)
  await page.goto('/#/premierEdition/referralProgram')
  const login = page.getByRole('dialog', { name: '欢迎使用' })
  await login.getByRole('tab', { name: '登录/注册' }).click()
  await login.getByRole('textbox', { name: '手机号' }).fill(phone)
  await login.getByRole('button', { name: '获取验证码' }).click()
  await expect(login.getByRole('button', { name: /秒后重新获取/ })).toBeVisible()
  // The code came through the provider: the stand-in's inbox is the student's phone.
  await expect.poll(() => sms.inbox.get(phone)?.length ?? 0).toBe(1)
  await login.getByRole('textbox', { name: '短信验证码' }).fill(sms.inbox.get(phone)?.[0] ?? '')
  await login.getByRole('checkbox', { name: /我已阅读注意事项/ }).check()
  await login.getByRole('button', { name: '登录/注册', exact: true }).last().click()
  await expect(login.getByRole('tab', { name: '密码登录' })).toHaveCount(0)
  await completeProfile(page, GOOD)

  await page.goto('/#/premierEdition/referralProgram')
  const dialog = page.getByRole('dialog', { name: '开通服务' })
  await expect(dialog.getByRole('radio', { name: /尊享版会员/ })).toHaveAttribute('aria-checked', 'true')
  await dialog.getByRole('button', { name: '去支付' }).click()
  const qr = page.getByRole('dialog', { name: /微信扫码支付/ })
  const image = qr.getByRole('img', { name: '微信支付二维码，金额 ¥298.00' })
  await expect(image).toBeVisible()
  // The real provider's QR, not the sandbox's page.
  await expect(image).toHaveAttribute('data-qr-text', 'weixin://wxpay/bizpayurl?pr=e2eLive')
  await expect(qr.getByText(/沙箱模式/)).toHaveCount(0)
  const registered = JSON.parse(wechat.requests.find((r) => r.method === 'POST')?.body ?? '{}') as { out_trade_no?: string; amount?: { total?: number } }
  expect(registered.amount?.total).toBe(29800)
  const outTradeNo = registered.out_trade_no ?? ''

  // The family pays on the phone; WeChat Pay notifies the server (signed, encrypted), and its query says paid too.
  paidOrder = outTradeNo
  const paid = genuineNotify(transaction({ out_trade_no: outTradeNo, success_time: beijingNow() }), clock)
  expect((await request.post(`${BASE}/api/pay/notify/wechat`, { headers: paid.headers, data: paid.body })).status()).toBe(200)
  await Promise.all([page.waitForEvent('load'), qr.getByRole('button', { name: '完成支付' }).click()])
  const reminder = page.getByRole('dialog', { name: '严重提醒' })
  await reminder.getByRole('button', { name: '我已知晓' }).click({ timeout: 30_000 })
  await expect(page.getByRole('table', { name: '招生计划' })).toBeVisible()

  // Refunded at WeChat Pay: its notification withdraws 尊享版, and the next visit meets the paywall again.
  const refund = genuineNotify(
    {
      mchid: MCHID,
      out_trade_no: outTradeNo,
      transaction_id: '4200002345202606251234567890',
      out_refund_no: 'R-E2E-1',
      refund_id: '50000000382019052709732678860',
      refund_status: 'SUCCESS',
      success_time: beijingNow(),
      amount: { total: 29800, refund: 29800, payer_total: 29800, payer_refund: 29800 },
    },
    clock,
  )
  expect((await request.post(`${BASE}/api/pay/notify/wechat`, { headers: refund.headers, data: refund.body })).status()).toBe(200)
  await page.goto('/#/user/profile?tab=orders')
  await expect(page.getByTestId('order-row').first()).toContainText('已退款')
  await page.goto('/#/premierEdition/plans')
  await expect(page.getByText('该功能需要“尊享版会员”')).toBeVisible()
})
