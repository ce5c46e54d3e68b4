import { expect, test, type Page } from '@playwright/test'
import { adminCli } from './support/adminCli'
import { completeProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { watchProblems } from './support/watchProblems'
import { snap } from './support/snap'
import { attemptPhone } from './support/attemptPhone'

const GOOD = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('i18n-lang', 'en'))
  await page.reload()
}

test('a visitor books an expert after signing in, follows the booking as the operator moves it, and cancels another', async ({ page }) => {
  test.setTimeout(420_000)
  const problems = watchProblems(page)
  // No expert is shipped: the page says so until an operator lists one.
  await page.goto('/#/expertConsultation')
  await expect(page.getByRole('heading', { name: '暂无可预约的专家' })).toBeVisible()
  await shoot(page, 'consult-empty')

  expect(
    adminCli(
      'expert',
      'add',
      '--name',
      '王晓梅',
      '--title',
      '高级志愿规划师',
      '--years',
      '12',
      '--specialities',
      '新高考选科,冲稳保梯度,三位一体',
      '--bio',
      '长期在杭州从事高考志愿指导，熟悉浙江平行志愿投档规则和省内外院校专业，擅长帮家庭在分数相近的方案之间做取舍。',
      '--availability',
      '工作日 19:00-21:00，周末全天',
    ),
  ).toContain('Added expert')
  adminCli(
    'expert',
    'add',
    '--name',
    '陈立',
    '--title',
    '志愿规划师',
    '--years',
    '6',
    '--specialities',
    '强基计划,综合评价',
    '--bio',
    '关注强基计划与综合评价招生。',
    '--availability',
    '周末上午',
    '--accepting',
    '0',
  )
  await page.reload()
  await expect(page.getByRole('heading', { name: '王晓梅' })).toBeVisible()
  await expect(page.getByText('暂停预约')).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'consult-experts-visitor')

  // 预约 as a visitor: the login dialog first, then the booking opens by itself.
  await page.getByRole('button', { name: '预约王晓梅' }).click()
  const phone = attemptPhone('13700012401')
  await signInBySms(page, phone)
  const dialog = page.getByRole('dialog', { name: '预约专家咨询' })
  // The dialog's root only holds fixed layers (no box of its own): its title is what shows.
  await expect(dialog.getByRole('heading', { name: '预约专家咨询' })).toBeVisible()
  await expect(dialog.getByLabel('手机号')).toHaveValue(phone)
  await dialog.getByRole('button', { name: '提交预约' }).click()
  await expect(dialog.getByText('请描述您的问题（至少10个字）')).toBeVisible()
  await dialog.getByLabel('联系人').fill('张同学家长')
  await dialog.getByLabel('希望联系日期').selectOption({ index: 2 })
  await dialog.getByText('晚上 19:00–21:00').click()
  await dialog.getByLabel('您的问题').fill('孩子物化技，估分 612，位次一万五左右，想在浙大和浙工大之间做取舍，计算机优先。')
  await shoot(page, 'consult-booking-dialog')
  await dialog.getByRole('button', { name: '提交预约' }).click()
  await expect(dialog).toHaveCount(0)
  const mine = page.getByRole('region', { name: '我的预约' })
  await expect(mine.getByText('已提交')).toBeVisible()

  // The operator calls and says so; the student reads it.
  const listed = adminCli('consult', 'list', '--status', 'submitted')
  expect(listed).toContain(`张同学家长  ${phone}`)
  const id = /^\s*(\d+)\s+submitted/m.exec(listed)![1]
  expect(adminCli('consult', 'set', id, '--status', 'contacted', '--note', '已电话联系，约定周六上午详谈')).toContain(`Booking ${id} is now contacted`)
  await page.reload()
  await expect(mine.getByText('已联系')).toBeVisible()
  await expect(mine.getByText('老师留言：已电话联系，约定周六上午详谈')).toBeVisible()
  await expect(mine.getByRole('button', { name: '取消预约' })).toHaveCount(0)

  // A second booking, any expert, cancelled while 已提交.
  await page.getByRole('button', { name: '预约咨询' }).click()
  await expect(dialog.getByLabel('联系人')).toHaveValue('张同学家长')
  await dialog.getByLabel('希望联系日期').selectOption({ index: 5 })
  await dialog.getByText('上午 9:00–12:00').click()
  await dialog.getByLabel('您的问题').fill('三位一体和统招可以同时报名吗？初审材料什么时候准备？')
  await dialog.getByRole('button', { name: '提交预约' }).click()
  await expect(mine.getByText('由平台安排老师')).toBeVisible()
  await shoot(page, 'consult-mine')
  await mine.getByRole('button', { name: '取消预约' }).click()
  await page.getByRole('dialog', { name: '取消这次预约？' }).getByRole('button', { name: '确定取消' }).click()
  await expect(mine.getByText('已取消')).toBeVisible()

  await inEnglish(page)
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible()
  await expect(page.getByText('From your expert: 已电话联系，约定周六上午详谈')).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'consult-mine-en')
  await page.getByRole('button', { name: 'Book a consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Book an expert consultation' })).toBeVisible()
  await shoot(page, 'consult-booking-dialog-en')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Book an expert consultation' })).toHaveCount(0)
  expect(problems).toEqual([])
})

test('About names its sources and limits, in Chinese and English', async ({ page }) => {
  test.setTimeout(180_000)
  const problems = watchProblems(page)
  await page.goto('/#/about')
  await expect(page.getByRole('heading', { name: '我们使用的数据' })).toBeVisible()
  await expect(page.getByRole('link', { name: '官方网站' }).first()).toHaveAttribute('href', 'https://www.zjzs.net/')
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'about')
  await inEnglish(page)
  await expect(page.getByRole('heading', { name: 'How the admission probabilities are made' })).toBeVisible()
  await shoot(page, 'about-en')
  expect(problems).toEqual([])
})

test('the cooperation form works on a phone, checks its fields and thanks the sender; the operator lists it', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_AGENT, locale: 'zh-CN', isMobile: true, hasTouch: true })
  const page = await phone.newPage()
  const problems = watchProblems(page)
  await page.goto('/#/codeForm')
  // The one page a phone keeps, without the floating AI button.
  await expect(page.getByRole('heading', { name: '合作申请' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'AI 问答' })).toHaveCount(0)
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByText('请选择合作类型')).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await snap(page, 'coop-phone-errors', { fullPage: true })
  await page.getByLabel('单位名称').fill('杭州市第十四中学')
  await page.getByLabel('联系人').fill('陈老师')
  await page.getByLabel('手机号').fill('13900012402')
  await page.getByLabel('所在城市').fill('杭州')
  await page.getByText('学校', { exact: true }).click()
  await page.getByLabel('合作说明（选填）').fill('希望在六月为高三家长开一场志愿填报讲座。')
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByRole('heading', { name: '提交成功，感谢您的关注！' })).toBeVisible()
  await snap(page, 'coop-phone-thanks', { fullPage: true })
  expect(adminCli('coop', 'list')).toContain('学校  杭州市第十四中学（杭州）')
  await phone.close()
  expect(problems).toEqual([])
})

test('the cooperation form at desktop widths, in Chinese and English', async ({ page }) => {
  test.setTimeout(180_000)
  const problems = watchProblems(page)
  await page.goto('/#/codeForm')
  await expect(page.getByRole('heading', { name: '合作申请' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'AI 问答' })).toHaveCount(0)
  await shoot(page, 'coop')
  await inEnglish(page)
  await expect(page.getByRole('heading', { name: 'Cooperation' })).toBeVisible()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Please choose the kind of cooperation')).toBeVisible()
  await shoot(page, 'coop-en')
  expect(problems).toEqual([])
})

test('a student without 尊享版 is offered it on /superVipHello; once granted, greeted with the four pages', async ({ page }) => {
  test.setTimeout(420_000)
  const problems = watchProblems(page)
  await page.goto('/#/superVipHello')
  const phone = attemptPhone('13700012403')
  await signInBySms(page, phone)
  await completeProfile(page, GOOD)
  await page.goto('/#/superVipHello')
  await expect(page.getByRole('heading', { name: '尊享版会员', exact: true })).toBeVisible()
  await expect(page.getByText(/¥298\/年 · 开通后 365 天内有效|限时体验/)).toBeVisible()
  await shoot(page, 'supervip-offer')
  await page.getByRole('button', { name: '开通尊享版' }).click()
  const pay = page.getByRole('dialog', { name: '开通服务' })
  await expect(pay.getByRole('radio', { name: /尊享版会员/ })).toHaveAttribute('aria-checked', 'true')
  await pay.getByRole('button', { name: '关闭' }).first().click()

  expect(adminCli('grant', '--phone', phone, '--service', 'super')).toContain('Granted super')
  await page.reload()
  await expect(page.getByRole('heading', { name: '欢迎成为尊享版会员' })).toBeVisible()
  await expect(page.getByText('有效期以开通记录为准（在个人信息的“我的订单”中查看）')).toBeVisible()
  await expect(page.getByRole('link', { name: /立即使用/ })).toHaveCount(4)
  await shoot(page, 'supervip-welcome')
  await inEnglish(page)
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible()
  await shoot(page, 'supervip-welcome-en')
  await page.getByRole('link', { name: 'Open · Application check' }).click()
  await expect(page).toHaveURL(/#\/volunteerCheck/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(problems).toEqual([])
})
