import { expect, test } from '@playwright/test'
import { completeProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { watchProblems } from './support/watchProblems'
import { inLanguage } from './support/inLanguage'
import { expectNoClippedText } from './support/expectNoClippedText'
import { PCB, SCORES_620 } from './support/student620'
import { attemptPhone } from './support/attemptPhone'

const DETAIL = '/#/elseService/pickCollegiate/collegiateDetail'

test('school detail: a useful page without an id, facts and a trend chart for a visitor, a student’s chances and the paywall on 加入志愿', async ({ page }) => {
  test.setTimeout(300_000)
  const problems = watchProblems(page)
  await page.goto(DETAIL)
  await expect(page.getByRole('heading', { level: 1, name: '院校详情' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^浙江大学/ }).first()).toBeVisible()
  await shoot(page, 'school-landing')

  await page.goto(`${DETAIL}?id=0001`)
  await expect(page.getByRole('heading', { level: 1, name: '浙江大学' })).toBeVisible()
  await expect(page.getByText('第 3 名')).toBeVisible()
  await expect(page.getByText('登录后可查看你在该校每个专业（类）的录取概率。')).toBeVisible()
  const table = page.getByRole('table', { name: '在浙招生专业及历年投档线' })
  await table
    .getByRole('button', { name: /^趋势 / })
    .first()
    .click()
  await expect(page.getByRole('img', { name: /浙江大学.*历年投档位次/ })).toBeVisible()
  // The chart library is its own chunk, fetched on the first chart (the fresh server may still be fitting the model).
  await expect(page.getByRole('img', { name: /浙江大学.*历年投档位次/ }).locator('svg')).toBeVisible({ timeout: 120_000 })
  await shoot(page, 'school-visitor')

  // Signed in from the page itself; then a 一段 student with a rank sees a chance for each programme.
  await page.getByRole('button', { name: '登录查看' }).click()
  await signInBySms(page, attemptPhone('13700012101'))
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible()
  // Signing in may move the page on (an incomplete profile is sent to 完善信息): wait for that before going on.
  await expect(page).toHaveURL(/improveInformation|collegiateDetail/)
  await page.goto('/#/user/profile').catch(() => page.goto('/#/user/profile'))
  await completeProfile(page, SCORES_620, PCB)
  await page.goto(`${DETAIL}?id=0003`)
  await expect(page.getByRole('heading', { level: 1, name: '浙江工业大学' })).toBeVisible()
  // The first chance waits for the model, fitted once per server start.
  await expect(page.getByText(/你的位次 [\d,]+：按2026年招生计划/)).toBeVisible({ timeout: 180_000 })
  const zjut = page.getByRole('table', { name: '在浙招生专业及历年投档线' })
  await expect(zjut.getByText(/^\d+(\.\d)?%$|^[<>]/).first()).toBeVisible()
  await zjut
    .getByRole('button', { name: /^趋势 / })
    .first()
    .click()
  await expect(page.getByRole('img', { name: /浙江工业大学.*历年投档位次/ })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await expectNoClippedText(page)
  await shoot(page, 'school-student')

  // 加入志愿 is 尊享版: a trial account gets the purchase dialog, as on the plan pages.
  await zjut
    .getByRole('button', { name: /^加入志愿 / })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: '开通服务' })).toBeVisible()
  await page.getByRole('dialog', { name: '开通服务' }).getByRole('button', { name: /关闭/ }).click()

  // Leaving the page leaves ?id= behind.
  await page.getByRole('link', { name: '首页', exact: true }).first().click()
  await expect(page).toHaveURL(/#\/home$/)
  expect(new URL(page.url()).search).toBe('')

  await page.goto(`${DETAIL}?id=0003`)
  await inLanguage(page, 'en')
  await expect(page.getByText(/Your rank [\d,]+: computed from the 2026 plan/)).toBeVisible()
  await expect(page.getByText('ShanghaiRanking 2025', { exact: true })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await expectNoClippedText(page)
  await shoot(page, 'school-student-en')
  await inLanguage(page, 'zh_CN')
  expect(problems).toEqual([])
})

test('major detail: degree, 学制 and 选考 rules with the schools, an honest empty description, a useful page without a code', async ({ page }) => {
  test.setTimeout(180_000)
  const problems = watchProblems(page)
  await page.goto('/#/elseService/majorDetail')
  await expect(page.getByRole('heading', { level: 1, name: '专业详情' })).toBeVisible()
  await page.getByRole('searchbox', { name: '专业名称' }).fill('软件')
  await page.getByRole('link', { name: /^软件工程/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: '软件工程' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('工学学士', { exact: true })).toBeVisible()
  await expect(page.getByText(/^4(\/5)?年$/)).toBeVisible()
  await expect(page.getByText(/我们还没有可靠的专业介绍/)).toBeVisible()
  const schools = page.getByRole('table', { name: '在浙江招生的院校' })
  await expect(schools.getByRole('columnheader', { name: /选考要求（2026年）/ })).toBeVisible()
  await expect(schools.getByRole('link').first()).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'major-detail')
  await page.goto('/#/elseService/majorDetail?code=080901')
  await expect(page.getByText('工学或理学学士（目录注明，由学校确定其一）')).toBeVisible()
  await inLanguage(page, 'en')
  await expect(page.getByText(/Bachelor of 工学 or 理学/)).toBeVisible()
  await shoot(page, 'major-detail-en')
  await inLanguage(page, 'zh_CN')
  expect(problems).toEqual([])
})
