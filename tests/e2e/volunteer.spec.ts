import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { adminCli } from './support/adminCli'
import { completeProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { dragRow } from './support/dragRow'
import { signInBySms } from './support/signInBySms'
import { SHOTS_ON } from './support/shotsOn'
import { snap } from './support/snap'
import { attemptPhone } from './support/attemptPhone'

const rowKey = (page: Page, i: number) => page.getByTestId('volunteer-row').nth(i).locator('td').nth(2).innerText()

test('a student generates an AI list, reorders it by drag and by buttons, checks it and exports the official .xlsx', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  const phone = attemptPhone('13700005001')
  await signInBySms(page, phone)
  await expect(page).toHaveURL(/improveInformation/)
  await completeProfile(page, { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' })

  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  const record = page.getByRole('region', { name: '考生信息' })
  await expect(record.getByText('普通类第一段')).toBeVisible()
  await expect(record.getByText('物理 · 化学 · 技术')).toBeVisible()
  await page.getByPlaceholder('输入专业名称').fill('计算机')
  await page.getByRole('button', { name: '计算机科学与技术', exact: true }).first().click()
  await page.getByRole('spinbutton', { name: '计算机科学与技术 志愿数' }).fill('8')
  await page.getByRole('button', { name: '浙江', exact: true }).click()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'volunteer-ai-form')

  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 60_000 })
  const rows = page.getByTestId('volunteer-row')
  await expect(rows.first()).toBeVisible()
  // The one-click list fills the 80 rows of the form's default, drawn in passes of a dozen.
  await expect(rows).toHaveCount(80, { timeout: 30_000 })
  const count = await rows.count()
  await expect(page.getByTestId('slip-risk')).toContainText('安全线')
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'volunteer-result')

  // ↓ on the first row (updateOrder1), then a drag of the new first row below the third.
  const first = await rowKey(page, 0)
  const second = await rowKey(page, 1)
  await page
    .getByRole('button', { name: /^下移 / })
    .first()
    .click()
  await expect.poll(() => rowKey(page, 0)).toBe(second)
  expect(await rowKey(page, 1)).toBe(first)
  await dragRow(rows, 0, 2)
  await expect.poll(() => rowKey(page, 2)).toBe(second)
  // The order is the server's: it survives a reload.
  await page.reload()
  await expect.poll(() => rowKey(page, 0)).toBe(first)
  expect(await rowKey(page, 2)).toBe(second)

  // Export: the official layout, read back with exceljs.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出Excel' }).click()
  const file = await download
  const path = await file.path()
  // Kept for a person to open in a spreadsheet (as the family will).
  if (SHOTS_ON) await file.saveAs('tests/e2e/.artifacts/volunteer-export.xlsx')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(readFileSync(path) as unknown as Parameters<typeof book.xlsx.load>[0])
  // Each row with something in it, its cells from column A (exceljs's row.values start at index 1).
  const table: unknown[][] = []
  book.worksheets[0].eachRow((row) => table.push((row.values as unknown[]).slice(1)))
  const header = table.findIndex((r) => Array.isArray(r) && r.includes('志愿序号'))
  expect(header).toBeGreaterThanOrEqual(0)
  const col = table[header].indexOf('志愿序号')
  // Data rows carry 1…n in the 志愿序号 column (notes may follow the table).
  const numbers = table
    .slice(header + 1)
    .map((r) => r[col])
    .filter((v) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)))
  expect(numbers.map(Number)).toEqual(Array.from({ length: count }, (_, i) => i + 1))

  await page.getByRole('button', { name: '打印预览' }).click()
  await expect(page.getByRole('region', { name: '浙江省普通高校招生志愿表（草稿）' })).toBeVisible()
  await shoot(page, 'volunteer-print')
  await page.getByRole('button', { name: '打印预览' }).click()

  await page.getByRole('link', { name: '智能审核', exact: true }).click()
  await page.getByRole('button', { name: '开始审核' }).click()
  const summary = page.getByRole('region', { name: '审核结论' })
  await expect(summary).toBeVisible({ timeout: 30_000 })
  await expect(summary.getByTestId('check-slip')).toContainText('%')
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'volunteer-check')

  await page.goto('/#/premierEdition/referralProgram')
  // The sign-up trial is base vip: the 尊享版 self-selection assistant asks for super vip; the purchase dialog opens by itself.
  const buy = page.getByRole('dialog', { name: '开通服务' })
  await expect(buy.getByRole('radio', { name: /尊享版会员/ })).toHaveAttribute('aria-checked', 'true')
  await buy.getByRole('button', { name: '关闭' }).click()
  const prompt = page.getByRole('alert').filter({ hasText: '该功能需要“尊享版会员”' })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('button', { name: '立即开通' })).toBeVisible()
  await snap(page, 'volunteer-premier-prompt-1280')
  // An operator may grant it instead of a purchase (tests/e2e/pay.spec.ts buys it); the running server reads it on the next request.
  expect(adminCli('grant', '--phone', phone, '--service', 'super')).toContain('vip level 3')
  await page.reload()
  // First visit in the session: the 严重提醒 holds its confirm button for 5 s.
  const reminder = page.getByRole('dialog', { name: '严重提醒' })
  await expect(reminder.getByRole('button', { name: /请阅读/ })).toBeDisabled()
  await snap(page, 'volunteer-reminder-1280')
  await reminder.getByRole('button', { name: '我已知晓' }).click({ timeout: 8000 })
  await expect(reminder).toHaveCount(0)
  expect(await page.evaluate(() => sessionStorage.getItem('firstInVolunteer'))).toBe('0')
  await expect(page.getByRole('table', { name: '招生计划' })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'volunteer-referral')
  await page.reload()
  await expect(page.getByRole('table', { name: '招生计划' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: '严重提醒' })).toHaveCount(0)
})
