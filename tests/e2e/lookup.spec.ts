import { expect, test, type Page } from '@playwright/test'
import { SHOTS_ON } from './support/shotsOn'

/** Screenshots for review at the product's two target widths, light and dark (tests/e2e/.artifacts). */
async function shoot(page: Page, name: string) {
  if (!SHOTS_ON) return
  for (const width of [1280, 1920]) {
    for (const dark of [false, true]) {
      await page.evaluate((d) => localStorage.setItem('theme', JSON.stringify({ dark: d })), dark)
      await page.setViewportSize({ width, height: 1000 })
      await page.reload()
      await page.waitForLoadState('networkidle')
      const file = `tests/e2e/.artifacts/${name}-${width}${dark ? '-dark' : ''}`
      await page.screenshot({ path: `${file}.png` })
      await page.screenshot({ path: `${file}-full.png`, fullPage: true })
    }
  }
  await page.evaluate(() => localStorage.removeItem('theme'))
}

test.describe('school and major look-up against the real server', () => {
  test('searching 浙江大学 leads to its detail with 院校代号 0001 and cutoff rows with provenance', async ({ page }) => {
    await page.goto('/#/elseService/pickCollegiate')
    await page.getByRole('searchbox', { name: '院校名称' }).fill('浙江大学')
    await page.getByRole('button', { name: '查询', exact: true }).first().click()
    const first = page.getByRole('link', { name: /浙江大学/ }).first()
    await expect(first).toContainText('0001')
    await expect(first).toContainText('4133010335')
    await shoot(page, 'lookup-search')
    await page
      .getByRole('link', { name: /^浙江大学/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: '浙江大学' })).toBeVisible()
    await expect(page.getByText('0001', { exact: true })).toBeVisible()
    const table = page.getByRole('table', { name: '在浙招生专业及历年投档线' })
    // The 2023 人文科学试验班 of 浙江大学 filed at 672 / 4,122 (the table spans 2020–2026).
    const row = table
      .getByRole('row', { name: /人文科学试验班/ })
      .filter({ hasText: '4,122' })
      .first()
    await expect(row).toContainText('672')
    await expect(page.getByText(/数据来源：浙江省教育考试院 2020–2026年 普通类第一段平行投档线/)).toBeVisible()
    await shoot(page, 'lookup-school-detail')
  })

  test('the 位次 widget converts 2025 score 690 to cumulative rank 513 and back', async ({ page }) => {
    await page.goto('/#/elseService/pickCollegiate')
    const widget = page.getByRole('region', { name: '位次查询' })
    await widget.getByRole('button', { name: /年份|\d{4}年/ }).click()
    await page.getByRole('option', { name: '2025年' }).click()
    await widget.getByLabel('高考分数').fill('690')
    await widget.getByRole('button', { name: '查询' }).click()
    await expect(widget.getByTestId('rank-result')).toHaveText('513')
    await expect(widget.getByRole('row', { name: /2025年\s*690/ })).toBeVisible()
    await widget.getByRole('tab', { name: '位次查分数' }).click()
    await widget.getByLabel('全省位次').fill('513')
    await widget.getByRole('button', { name: '查询' }).click()
    await expect(widget.getByText('690').first()).toBeVisible()
  })

  test('the catalogue leads to 计算机科学与技术 and its Zhejiang schools', async ({ page }) => {
    await page.goto('/#/elseService/pickProfession')
    await page.getByRole('searchbox', { name: '专业名称' }).fill('计算机')
    await page.getByRole('link', { name: '计算机科学与技术', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: '计算机科学与技术' })).toBeVisible()
    // Schools that enrolled it in Zhejiang in the newest 投档 year (2026), e.g. 南京大学.
    await expect(page.getByRole('link', { name: '南京大学', exact: true })).toBeVisible()
    await expect(page.getByText('大类').first()).toBeVisible()
    await expect(page.getByText(/数据来源：浙江省教育考试院/)).toBeVisible()
    await shoot(page, 'lookup-major-detail')
    await page.goto('/#/elseService/pickProfession')
    await page.getByRole('button', { name: /工学/ }).click()
    await shoot(page, 'lookup-catalog')
  })
})
