import { expect, test } from '@playwright/test'
import { completeProfile, fillProfile } from './support/completeProfile'
import { expectNoHorizontalOverflow, shoot } from './support/shoot'
import { signInBySms } from './support/signInBySms'
import { snap } from './support/snap'
import { attemptPhone } from './support/attemptPhone'

const AI = '/#/intelligentVolunteer/aiVolunteer/index'

test('the list a student would hand in: preferences, where the list lands them, why each row, one-click fixes', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(AI)
  await signInBySms(page, attemptPhone('13700008801'))
  await completeProfile(page, { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' })

  await page.goto(AI)
  await expect(page.getByRole('note', { name: '招生计划缺少部分专业' })).toBeVisible()
  const majors = page.getByRole('region', { name: '目标专业' })
  await majors.getByPlaceholder('输入专业名称').fill('计算机')
  await majors.getByRole('button', { name: '计算机类（整类）' }).first().click()
  await majors.getByRole('spinbutton', { name: '计算机类 志愿数' }).fill('12')
  const places = page.getByRole('region', { name: '地区偏好' })
  await places.getByRole('toolbar', { name: '省份' }).getByRole('button', { name: '浙江', exact: true }).click()
  await places.getByRole('toolbar', { name: '省份' }).getByRole('button', { name: '上海', exact: true }).click()
  await places.getByRole('radio', { name: '不想去' }).click()
  await places.getByRole('toolbar', { name: '省份' }).getByRole('button', { name: '黑龙江', exact: true }).click()
  const prefs = page.getByRole('region', { name: '填报偏好' })
  await prefs.getByRole('radio', { name: /^专业优先/ }).click()
  await prefs.getByRole('button', { name: '医学' }).click()
  // A list of 20 with no 冲 rows: 稳 to the 14th, 保 after.
  await prefs.getByRole('button', { name: /期望志愿数/ }).click()
  await page.getByRole('option', { name: '20个' }).click()
  await prefs.getByRole('button', { name: /其中冲的志愿/ }).click()
  await page.getByRole('option', { name: '0个', exact: true }).click()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'list-ai-form')

  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 90_000 })
  const rows = page.getByTestId('volunteer-row')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('region', { name: '这张表会把你投到哪里' })).toBeVisible()
  await expect(rows.first().getByRole('list', { name: '为什么推荐' })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'list-result')

  // The safest row dragged to the top: the landing numbers follow the new order at once (the rows read back
  // carry their chances), and the check finds the rows it now hides out of order and offers to move them.
  await expect(rows).toHaveCount(20)
  const before = await page.getByRole('region', { name: '这张表会把你投到哪里' }).innerText()
  // The first 保 row goes up to the top with its ↑ button (the button keeps the focus as the row moves).
  const bands = await rows.locator('td:nth-child(8)').allInnerTexts()
  const safe = bands.findIndex((b) => b.includes('保'))
  expect(safe).toBeGreaterThan(0)
  const up = rows.nth(safe).getByRole('button', { name: /^上移 / })
  const name = (await up.getAttribute('aria-label'))!
  for (let k = safe; k > 0; k--) {
    await page.getByRole('button', { name, exact: true }).click()
    await expect(rows.nth(k - 1).getByRole('button', { name, exact: true })).toBeVisible()
  }
  await expect.poll(() => page.getByRole('region', { name: '这张表会把你投到哪里' }).innerText()).not.toBe(before)
  await page.getByRole('link', { name: '智能审核', exact: true }).click()
  await page.getByRole('button', { name: '开始审核' }).click()
  const summary = page.getByRole('region', { name: '审核结论' })
  await expect(summary).toBeVisible({ timeout: 60_000 })
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'list-check')
  const fix = page
    .getByRole('listitem')
    .getByRole('button')
    .filter({ hasText: /删去|移到/ })
    .first()
  await fix.click()
  await expect(summary.getByRole('note', { name: '志愿表已改动' })).toBeVisible()
  await shoot(page, 'list-check-fixed')
})

test('a student under the 一段 line is led to 第二段, whose list has no probabilities', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(AI)
  await signInBySms(page, attemptPhone('13700008802'))
  await fillProfile(page, { 语文: '60', 数学: '50', 外语: '50', 物理: '50', 化学: '50', 技术: '40' })
  await page.getByRole('button', { name: '保存信息' }).click()
  await expect(page.getByText('所有修改均已保存')).toBeVisible()
  await page.getByRole('button', { name: '选择批次' }).click()
  const chooser = page.getByRole('dialog', { name: '选择填报批次' })
  await chooser.getByRole('radio', { name: /普通类第一段/ }).check()
  await expect(chooser.getByRole('alert')).toContainText('建议选择“普通类第二段”')
  await shoot(page, 'batch-below-line')
  await chooser.getByRole('button', { name: '确定' }).click()
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '继续' }).click()
  await expect(page.getByText('当前填报批次：普通类第一段')).toBeVisible()

  await page.goto(AI)
  const note = page.getByRole('note', { name: '你的总分低于一段线' })
  await expect(note).toBeVisible()
  await shoot(page, 'list-ai-below-line')
  await note.getByRole('button', { name: '改选批次' }).click()
  await page
    .getByRole('dialog', { name: '选择填报批次' })
    .getByRole('radio', { name: /普通类第二段/ })
    .check()
  await page.getByRole('dialog', { name: '选择填报批次' }).getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('note', { name: '第二段没有往年投档数据' })).toBeVisible()
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 90_000 })
  await expect(page.getByTestId('volunteer-row').first()).toContainText('无往年数据')
  await expectNoHorizontalOverflow(page)
  await shoot(page, 'list-result-segment2')
  // 80 rows make the full page very tall: the first screen is kept as well, light and dark.
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark)
    await snap(page, `list-result-segment2-top-1280${dark ? '-dark' : ''}`)
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))

  // The check of a 第二段 list: 滑档 is not estimated there, and the screen says so instead of a green 0 %.
  await page.getByRole('link', { name: '智能审核', exact: true }).click()
  await page.getByRole('button', { name: '开始审核' }).click()
  const verdict = page.getByRole('region', { name: '审核结论' })
  await expect(verdict).toBeVisible({ timeout: 60_000 })
  await expect(verdict).toContainText('未做整表模拟')
  await shoot(page, 'list-check-segment2')
})
