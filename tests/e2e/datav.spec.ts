import { expect as base, test, type Page } from '@playwright/test'
import { completeProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shootInAppThemes } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { watchProblems } from './support/watchProblems'
import { PCB, SCORES_620 } from './support/student620'
import { attemptPhone } from './support/attemptPhone'

/** The chart code is a large chunk and this machine is shared by several test runs: wait longer than the default. */
const expect = base.configure({ timeout: 30_000 })

const MAIN = '/#/datav/main'
const CLASS = '/#/datav/classRoomBehaviorAnalysis'
const AI = '/#/intelligentVolunteer/aiVolunteer/index'

/** Every chart has drawn (its SVG is in place) and nothing is loading. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('main [role="img"] svg').first()).toBeVisible()
}

/** Both widths checked; with E2E_SHOTS=1 screenshots in the app's light and dark themes (charts redrawn). */
async function shoot(page: Page, name: string) {
  await shootInAppThemes(page, name, () => settled(page))
}

/** Both languages the issue asks for: the page as it is, then in English (the choice lives in i18n-lang). */
async function inEnglish(page: Page, run: () => Promise<void>) {
  await page.evaluate(() => localStorage.setItem('i18n-lang', 'en'))
  await page.reload()
  await run()
  await page.evaluate(() => localStorage.setItem('i18n-lang', 'zh_CN'))
  await page.reload()
}

test('data visualisation: the curve for a visitor, then a student’s list as charts and the cohort page with their own record', async ({ page }) => {
  test.setTimeout(600_000)
  const seen = watchProblems(page)
  const chartCode: string[] = []
  page.on('request', (r) => r.url().includes('EChartCanvas') && chartCode.push(r.url()))

  // A page without charts loads no chart code.
  await page.goto('/#/elseService/pickCollegiate')
  await expect(page.getByRole('heading').first()).toBeVisible()
  expect(chartCode).toEqual([])

  // A visitor: the 一分一段 curves with their summary and source, and an honest prompt for the rest.
  await page.goto(MAIN)
  const curve = page.getByRole('region', { name: '一分一段曲线' })
  await expect(curve.getByRole('img', { name: /一分一段曲线，2023–2026年/ })).toBeVisible()
  await expect(curve.getByTestId('curve-summary')).toContainText('2026年一分一段从 693 分')
  await expect(curve.getByText(/数据来源：浙江省教育考试院 2023–2026 年普通类一分一段表/)).toBeVisible()
  await expect(curve.locator('svg text', { hasText: '一段线 494' })).toBeVisible()
  expect(chartCode.length).toBeGreaterThan(0)
  await expect(page.getByTestId('datav-visitor')).toBeVisible()
  await curve.getByRole('button', { name: '每分人数' }).click()
  await expect(curve.getByRole('button', { name: '每分人数' })).toHaveAttribute('aria-pressed', 'true')
  await curve.getByRole('button', { name: '累计位次' }).click()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'datav-main-visitor')

  // A student with a 620-point 物化生 profile and the AI list.
  await page.getByTestId('datav-visitor').getByRole('button', { name: '登录' }).click()
  await signInBySms(page, attemptPhone('13700012501'))
  await completeProfile(page, SCORES_620, PCB)
  await page.goto(MAIN)
  await expect(page.getByTestId('datav-empty')).toBeVisible()
  await expect(curve.getByTestId('curve-summary')).toContainText('你的 620 分排在第')
  await expect(curve.locator('svg text', { hasText: /我：620分/ })).toBeVisible()
  await page.goto(AI)
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 90_000 })

  await page.goto(MAIN)
  const strip = page.getByRole('region', { name: '志愿表里每个专业的历年投档位次' })
  await expect(strip.getByTestId('trend-summary')).toContainText(/你的志愿表共 \d+ 个专业，其中 \d+ 个有往年投档位次/)
  await expect(strip.getByText(/2020–2026 年普通类第一段平行投档线；2027 年为本站模型预测/)).toBeVisible()
  const one = page.getByRole('region', { name: '单个专业的位次走势' })
  await expect(one.getByTestId('programme-summary')).toContainText('第1志愿')
  await one.getByRole('button', { name: /选择志愿/ }).click()
  await page.getByRole('option', { name: /^第3志愿/ }).click()
  await expect(one.getByTestId('programme-summary')).toContainText('第3志愿')
  await one.getByText('以表格查看').click()
  await expect(one.getByRole('table')).toBeVisible()
  await expect(one.getByRole('row').nth(1)).toContainText(/20\d\d/)
  const dist = page.getByRole('region', { name: '志愿表的分布' })
  await expect(dist.getByTestId('band-summary')).toContainText(/冲 \d+ 个、稳 \d+ 个、保 \d+ 个/)
  await expect(dist.getByTestId('province-summary')).toContainText('共涉及')
  const landing = page.getByRole('region', { name: '可能的录取去向' })
  await expect(landing.getByTestId('landing-summary')).toContainText(/最可能在第\d+志愿 .+ 被投档/)
  await expect(landing.getByTestId('landing-summary')).toContainText(/滑档概率 [\d.<]+%/)
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'datav-main')
  await inEnglish(page, async () => {
    await expect(page.getByRole('region', { name: 'Past cutoff ranks of every programme on your list' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Where you are likely to land' }).getByTestId('landing-summary')).toContainText('chance of no place')
    await expect(page.getByRole('img', { name: /Zhejiang score–rank curves/ })).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await shoot(page, 'datav-main-en')
  })

  // The cohort page: too few students for any total, and the student's own record, which starts today.
  await page.goto(CLASS)
  await expect(page.getByRole('heading', { name: '课堂行为分析', level: 1 })).toBeVisible()
  await expect(page.getByTestId('cohort-about')).toContainText('至少有 10 位考生')
  await expect(page.getByTestId('cohort-few')).toBeVisible()
  await expect(page.getByTestId('mine-summary')).toContainText(/个志愿（冲 \d+、稳 \d+、保 \d+）/)
  await expect(page.getByTestId('mine-summary')).toContainText('你的记录从')
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'datav-class')
  await inEnglish(page, async () => {
    await expect(page.getByTestId('cohort-few')).toContainText('Fewer than 10 students so far')
    await expect(page.getByTestId('mine-summary')).toContainText('choices')
    await shoot(page, 'datav-class-en')
  })
  expect(seen).toEqual([])
})
