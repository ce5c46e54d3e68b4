import { expect, test, type Page } from '@playwright/test'
import { INVENTORY } from '../../src/core/domain/assessment/inventory'
import { assessment_zh_CN } from '../../src/ui/i18n/assessment.zh_CN'
import { completeProfile } from './support/completeProfile'
import { shoot, shootInAppThemes } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { watchProblems } from './support/watchProblems'
import { attemptPhone } from './support/attemptPhone'

const PHONE = '13700012201'
const SCORES = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }

/** Answers the open questionnaire page by page: the liked type "非常喜欢", the second "喜欢", the rest "不喜欢". */
async function answerAll(page: Page, liked: string, second: string) {
  for (let p = 0; p < 6; p++) {
    await expect(page.getByRole('heading', { name: `第${p + 1}页 / 共6页` })).toBeVisible()
    for (const item of INVENTORY.slice(p * 8, p * 8 + 8)) {
      const group = page.getByRole('group', { name: assessment_zh_CN[`assess.item.${item.id}` as keyof typeof assessment_zh_CN] })
      await group.getByText(item.type === liked ? '非常喜欢' : item.type === second ? '喜欢' : '不喜欢', { exact: true }).click()
    }
    if (p === 0) await shoot(page, 'assessment-questionnaire')
    await page.getByRole('button', { name: p < 5 ? '下一页' : '提交并查看结果' }).click()
  }
}

/**
 * Screenshots of a result page at 1280 and 1920 in the app's own light and dark themes: the theme is switched
 * the way the student's setting does (stored, then the page reloaded), since the charts read it to colour
 * themselves; `ready` waits for the page to be drawn again.
 */
async function shootThemes(page: Page, name: string, ready: () => Promise<void>) {
  await shootInAppThemes(page, name, async () => {
    await ready()
    await chartsDrawn(page)
  })
}

/** Waits until the page's charts are drawn (the lazily loaded chart module has replaced its placeholders). */
async function chartsDrawn(page: Page) {
  await expect(page.locator('[role="img"][aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
  await expect(page.locator('[role="img"] svg').first()).toBeVisible()
}

// One student's journey in steps that share the page (and its session), each step with its own time limit:
// a slow shared machine spends minutes on the full-page screenshots alone.
test.describe.configure({ mode: 'serial' })
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8091}`
let page: Page
let problems: string[]
let classes: string[] = []

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: BASE_URL, locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  problems = watchProblems(page)
})
test.afterAll(async () => page.close())
test.afterEach(() => {
  expect(problems).toEqual([])
})

test('a student with a complete profile takes 选科测评 and sees the 35 combinations ranked, their own marked', async () => {
  test.setTimeout(600_000)
  await page.goto('/#/intelligentVolunteer/improveInformation/index')
  await signInBySms(page, attemptPhone(PHONE))
  await completeProfile(page, SCORES)

  await page.goto('/#/elseService/xkcp')
  await expect(page.getByRole('heading', { level: 1, name: '选科测评' })).toBeVisible()
  await expect(page.getByRole('button', { name: '开始测评' })).toBeVisible()
  await shoot(page, 'assessment-xkcp-intro')
  await page.getByRole('button', { name: '开始测评' }).click()
  await answerAll(page, 'I', 'R')

  await expect(page.getByText('IRA', { exact: true })).toBeVisible({ timeout: 60_000 })
  const table = page.getByRole('table', { name: '35种选科组合可报的专业数' })
  await expect(table.getByRole('row')).toHaveCount(36)
  // The student's own 物理 + 化学 + 技术 is marked in the table and named above it with its place.
  await expect(table.getByRole('row', { name: /物理 \+ 化学 \+ 技术.*你的选科/ })).toBeVisible()
  // Its place among the 35, counting the programmes 2020's rules say it may take as well as 2026's: behind
  // 物理 + 化学 + 政治/历史/地理, which the old 2026-only count could not tell from it.
  await expect(page.getByText(/你目前的选科 物理 \+ 化学 \+ 技术 (排|与其他组合并列)第 \d+ 位/)).toBeVisible()
  await shootThemes(page, 'assessment-xkcp-result', () => expect(table.getByRole('row')).toHaveCount(36))
})

test('the student hands the best-fitting classes to AI志愿 after confirming, and the AI form wants them', async () => {
  test.setTimeout(600_000)
  await page.getByRole('button', { name: /加入AI志愿意向专业（3）/ }).click()
  const dialog = page.getByRole('dialog', { name: '加入AI志愿意向专业' })
  await expect(dialog.getByRole('button', { name: '确认加入' })).toBeVisible()
  classes = await dialog.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('span')?.textContent ?? ''))
  expect(classes).toHaveLength(3)
  await shoot(page, 'assessment-add-dialog')
  await dialog.getByRole('button', { name: '确认加入' }).click()
  await expect(page.getByText(`已加入：${classes.join('、')}。`)).toBeVisible()
  await page.getByRole('link', { name: '去AI志愿查看' }).click()
  const chosen = page.getByRole('list', { name: '已选目标专业' })
  for (const name of classes) await expect(chosen.getByText(name, { exact: true })).toBeVisible({ timeout: 30_000 })
})

test('专业选择测试 takes the same answers and ranks 专业类, its majors linking to major detail', async () => {
  test.setTimeout(600_000)
  await page.goto('/#/elseService/specialtySelectionTest')
  await page.getByRole('button', { name: /^沿用.*选科测评的答案$/ }).click()
  await expect(page.getByText('IRA', { exact: true })).toBeVisible({ timeout: 60_000 })
  const ranking = page.getByRole('list', { name: '专业类排名' })
  await expect(ranking.getByRole('listitem')).toHaveCount(12)
  await shootThemes(page, 'assessment-major-result', () => expect(ranking.getByRole('listitem')).toHaveCount(12))
  const firstMajor = ranking.getByRole('listitem').first().getByRole('link').first()
  const majorName = (await firstMajor.textContent()) ?? ''
  await firstMajor.click()
  await expect(page.getByRole('heading', { level: 1, name: majorName })).toBeVisible()
})

test('both results and the questionnaire in English, every word translated and the figures the same', async () => {
  test.setTimeout(600_000)
  await page.evaluate(() => localStorage.setItem('i18n-lang', 'en'))
  await page.goto('/#/elseService/xkcp')
  // The route's own requests finish first: a reload would otherwise cancel them (a failed request).
  await page.waitForLoadState('networkidle')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'The 35 subject combinations, ranked' })).toBeVisible({ timeout: 60_000 })
  const yours = page.getByRole('row', { name: /Physics \+ Chemistry \+ Technology.*yours/ })
  await expect(yours).toBeVisible()
  await shootThemes(page, 'assessment-xkcp-result-en', () => expect(yours).toBeVisible())
  await page.goto('/#/elseService/specialtySelectionTest')
  const fields = page.getByRole('heading', { name: 'Fields of study that fit your interests best' })
  await expect(fields).toBeVisible({ timeout: 60_000 })
  await shootThemes(page, 'assessment-major-result-en', () => expect(fields).toBeVisible())
  await page.getByRole('button', { name: 'Take it again' }).click()
  await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible()
  await shoot(page, 'assessment-questionnaire-en')
})
