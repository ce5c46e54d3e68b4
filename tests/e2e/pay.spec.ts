import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminCli } from './support/adminCli'
import { completeProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { snap } from './support/snap'
import { attemptPhone } from './support/attemptPhone'

// With the app's own motion (transitions, eased colours), as most students see it (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

const GOOD = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** A phone with no session of its own opens the URL of the QR code, as a scan would. */
async function phoneOpens(browser: Browser, url: string): Promise<Page> {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_AGENT, locale: 'zh-CN', isMobile: true, hasTouch: true })
  const page = await phone.newPage()
  await page.goto(url)
  return page
}

/** The first visit of the session shows the 严重提醒: its confirm waits 5 s. */
async function dismissReminder(page: Page) {
  const reminder = page.getByRole('dialog', { name: '严重提醒' })
  await reminder.getByRole('button', { name: '我已知晓' }).click({ timeout: 30_000 })
  await expect(reminder).toHaveCount(0)
}

test('a student without 尊享版 buys it from 自选助手 with a coupon by the WeChat QR in the sandbox; a second tab sees it after reload', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(360_000)
  await page.goto('/#/premierEdition/referralProgram')
  await signInBySms(page, attemptPhone('13700011001'))
  await completeProfile(page, GOOD)
  expect(adminCli('coupon', 'add', '--code', 'E2EWX20', '--discount', '20')).toContain('E2EWX20')

  // A second tab of the same session (window.open copies the session), on another 尊享版 page.
  const [second] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => void window.open('/#/premierEdition/plans', '_blank'))])
  // Behind the purchase dialog it opened (the modal hides the page from the accessibility tree), the buy prompt.
  await expect(second.getByRole('dialog', { name: '开通服务' }).getByRole('radio', { name: /尊享版会员/ })).toBeVisible()
  await expect(second.getByText('该功能需要“尊享版会员”')).toBeVisible()

  await page.goto('/#/premierEdition/referralProgram')
  // The buy prompt opens the purchase dialog by itself, the super membership preselected.
  const dialog = page.getByRole('dialog', { name: '开通服务' })
  await expect(dialog.getByRole('radio', { name: /尊享版会员/ })).toHaveAttribute('aria-checked', 'true')
  await expect(dialog.getByTestId('payable')).toHaveText('¥298.00')
  await dialog.getByRole('textbox', { name: '优惠码' }).fill('e2ewx20')
  await dialog.getByRole('button', { name: '验证' }).click()
  await expect(dialog.getByTestId('coupon-discount')).toHaveText('−¥20.00')
  await expect(dialog.getByTestId('payable')).toHaveText('¥278.00')
  await shoot(page, 'pay-dialog')

  await dialog.getByRole('button', { name: '去支付' }).click()
  const qr = page.getByRole('dialog', { name: /微信扫码支付/ })
  const image = qr.getByRole('img', { name: '微信支付二维码，金额 ¥278.00' })
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width])).toEqual([200, 200])
  await expect(qr.getByText(/沙箱模式/)).toBeVisible()
  await shoot(page, 'pay-qr')
  // Not paid yet: 完成支付 says so.
  await qr.getByRole('button', { name: '完成支付' }).click()
  await expect(qr.getByRole('alert')).toContainText('还没有收到付款')

  const url = (await image.getAttribute('data-qr-text')) ?? ''
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/pay\/sandbox\?no=\w+$/)
  const phone = await phoneOpens(browser, url)
  const sandbox = phone.getByRole('region', { name: '模拟付款' })
  await expect(sandbox.getByText('沙箱支付')).toBeVisible()
  await expect(sandbox.getByTestId('sandbox-amount')).toHaveText('¥278.00')
  await expect(sandbox.getByText('尊享版会员')).toBeVisible()
  await expect(phone.getByRole('button', { name: 'AI 问答' })).toHaveCount(0)
  await expectNoHorizontalOverflow(phone)
  await snap(phone, 'pay-sandbox-phone', { fullPage: true })
  await sandbox.getByRole('button', { name: '确认支付' }).click()
  await expect(sandbox.getByText('支付成功，请返回原页面点击『完成支付』')).toBeVisible()
  await snap(phone, 'pay-sandbox-phone-paid', { fullPage: true })
  // The same page on a desktop, for the screenshots at both widths.
  const desktop = await context.newPage()
  await desktop.goto(url)
  await expect(desktop.getByText('支付成功，请返回原页面点击『完成支付』')).toBeVisible()
  await shoot(desktop, 'pay-sandbox')
  await desktop.close()
  await phone.context().close()

  // Paid: a success toast, and 500 ms later the page reloads (the toast itself is checked in tests/ui/pay.test.tsx).
  await Promise.all([page.waitForEvent('load'), qr.getByRole('button', { name: '完成支付' }).click()])
  // The page reloads by itself and opens: the 严重提醒 first, then the plan table.
  await dismissReminder(page)
  await expect(page.getByRole('table', { name: '招生计划' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: '开通服务' })).toHaveCount(0)

  await second.reload()
  await expect(second.getByRole('table', { name: '招生计划' })).toBeVisible()
  await expect(second.getByText('该功能需要“尊享版会员”')).toHaveCount(0)

  // 我的订单 shows the paid order with its coupon.
  await page.goto('/#/user/profile?tab=orders')
  const row = page.getByTestId('order-row').first()
  await expect(row).toContainText('尊享版会员')
  await expect(row).toContainText('¥278.00')
  await expect(row).toContainText('−¥20.00')
  await expect(row).toContainText('已支付')
  await shoot(page, 'pay-orders')
})

test('the trial runs out of checks, the check page opens the same dialog, and Alipay in a pop-up window pays for more', async ({ page, context }) => {
  test.setTimeout(360_000)
  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  await signInBySms(page, attemptPhone('13700011002'))
  await completeProfile(page, GOOD)

  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 90_000 })
  await expect(page.getByTestId('volunteer-row').first()).toBeVisible()

  // The sign-up trial holds 3 checks.
  await page.goto('/#/volunteerCheck')
  const summary = page.getByRole('region', { name: '审核结论' })
  for (const remaining of [2, 1, 0]) {
    await page.getByRole('button', { name: /开始审核|重新审核/ }).click()
    await expect(summary).toContainText(`剩余审核次数：${remaining}`, { timeout: 30_000 })
  }
  // The fourth is refused by the server: the buy prompt, and the purchase dialog with the checks preselected.
  await page.getByRole('button', { name: '重新审核' }).click()
  const dialog = page.getByRole('dialog', { name: '开通服务' })
  await expect(dialog.getByRole('radio', { name: /志愿审核 10次/ })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText('志愿审核次数已用完')).toBeVisible()
  // Closed, the honest buy prompt stays; 立即开通 opens the same dialog again.
  await dialog.getByRole('button', { name: '关闭' }).click()
  const prompt = page.getByRole('alert').filter({ hasText: '志愿审核次数已用完' })
  await expect(prompt.getByRole('listitem')).toHaveCount(3)
  await snap(page, 'pay-prompt-1280')
  await prompt.getByRole('button', { name: '立即开通' }).click()
  await expect(dialog.getByRole('radio', { name: /志愿审核 10次/ })).toHaveAttribute('aria-checked', 'true')

  await dialog.getByRole('radio', { name: /支付宝/ }).click()
  const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: '去支付' }).click()])
  const confirm = page.getByRole('dialog', { name: /支付宝支付/ })
  await expect(confirm.getByText('请在弹出的窗口中完成支付')).toBeVisible()
  await snap(page, 'pay-alipay-1280')

  // The app moves the hash's query to the real query string: ?no=…#/pay/sandbox.
  await expect(popup).toHaveURL(/no=\w+.*#\/pay\/sandbox/)
  const sandbox = popup.getByRole('region', { name: '模拟付款' })
  await expect(sandbox.getByText('志愿审核 10次')).toBeVisible()
  await expect(sandbox.getByText('支付宝')).toBeVisible()
  await sandbox.getByRole('button', { name: '确认支付' }).click()
  await expect(sandbox.getByText('支付成功，请返回原页面点击『完成支付』')).toBeVisible()
  await popup.close()

  await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: '完成支付' }).click()])
  // After the reload the check page is open again, with the bought checks.
  await page.getByRole('button', { name: '开始审核' }).click()
  await expect(summary).toContainText('剩余审核次数：9', { timeout: 30_000 })
})
