import { expect, test, type Locator, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { smsCodeFromLog } from './support/smsCodeFromLog'
import { attemptPhone } from './support/attemptPhone'

// With the app's own motion (transitions, eased colours), as most students see it (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

/**
 * The keyboard never loses its place: a skip link first, a visible focus ring on every stop, the forced-read
 * 服务协议 keeps the focus while it counts down, Escape on /login leads somewhere, and the whole journey — sign in,
 * scores, the one-click list, reorder, delete and 撤销, the check, export — with the keyboard alone.
 */

/** What the focused element shows to say it has the focus (an outline or a ring), or why it shows nothing. */
function focusShown(): string | null {
  const el = document.activeElement
  if (!el || el === document.body) return null
  const style = getComputedStyle(el)
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
  const ring = style.boxShadow !== 'none'
  if (outline || ring) return null
  const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30)
  return `<${el.tagName.toLowerCase()}> "${name}" shows no focus`
}

/** Tab stops that showed no focus, over the whole run. */
const unmarked = new Set<string>()

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; every stop on the way must show it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i <= max; i++) {
    const there = await target.evaluate((el) => el === document.activeElement).catch(() => false)
    if (there) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const missing = await page.evaluate(focusShown)
    if (missing) unmarked.add(missing)
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160))
  throw new Error(`${max} ${back ? 'Shift+Tab' : 'Tab'} presses did not reach ${target.toString()}; the focus is on ${at}`)
}

const focused = (page: Page) => page.locator(':focus')

test('the first Tab offers 跳到正文, which moves the focus past the header to the page', async ({ page }) => {
  await page.goto('/#/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: '跳到正文' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  // The next Tab lands inside the page, not in the header.
  await page.keyboard.press('Tab')
  expect(await focused(page).evaluate((el) => el.closest('main') !== null)).toBe(true)
  expect(page.url()).toMatch(/#\/about$/)
})

test('Escape on /login goes back to the page before, or home when there is none', async ({ page }) => {
  await page.goto('/#/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/#/login')
  await expect(page.getByRole('region', { name: '欢迎使用' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/#\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const fresh = await page.context().newPage()
  await fresh.goto('/#/login')
  await expect(fresh.getByRole('region', { name: '欢迎使用' })).toBeVisible()
  await fresh.keyboard.press('Escape')
  await expect(fresh).toHaveURL(/#\/home$/)
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the forced-read 服务协议 keeps the focus inside while it counts down', async ({ page }) => {
  await page.goto('/#/home')
  await page.getByRole('banner').getByRole('button', { name: '登录/注册' }).click()
  const login = page.getByRole('dialog', { name: '欢迎使用' })
  await login.getByRole('button', { name: '注册账号' }).click()
  await page.getByRole('dialog', { name: '注册账号' }).getByRole('button', { name: '《服务协议》' }).click()
  const agreement = page.getByRole('dialog', { name: '服务协议与隐私政策' })
  const confirm = agreement.getByRole('button', { name: /请阅读/ })
  await expect(confirm).toBeVisible()
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    expect(await focused(page).evaluate((el) => el.closest('[role="dialog"]')?.textContent?.includes('服务协议与隐私政策') ?? false)).toBe(true)
  }
  // Pressing the waiting button does nothing; once the countdown ends it confirms.
  await confirm.focus()
  await page.keyboard.press('Enter')
  await expect(agreement).toBeVisible()
  await expect(agreement.getByRole('button', { name: '我已阅读并同意' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(agreement).toBeHidden()
})

/** The 院校 + 专业 of a row, as its buttons name it ("下移 浙江大学 计算机类"). */
const rowName = async (page: Page, i: number) =>
  (
    (await page
      .getByRole('button', { name: /^删除 / })
      .nth(i)
      .getAttribute('aria-label')) ?? ''
  ).slice('删除 '.length)

test('the whole journey with the keyboard alone: sign in, scores, the list, reorder, delete and 撤销, check, export', async ({ page }) => {
  test.setTimeout(240_000)
  const phone = attemptPhone('13700016101')
  await page.goto('/#/home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Sign in by SMS code.
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: '登录/注册' }))
  await page.keyboard.press('Enter')
  const login = page.getByRole('dialog', { name: '欢迎使用' })
  await tabTo(page, login.getByRole('textbox', { name: '手机号' }))
  await page.keyboard.type(phone)
  await tabTo(page, login.getByRole('button', { name: '获取验证码' }))
  await page.keyboard.press('Enter')
  await expect(login.getByRole('button', { name: /秒后重新获取/ })).toBeVisible()
  await tabTo(page, login.getByRole('textbox', { name: '短信验证码' }), { back: true })
  await page.keyboard.type(await smsCodeFromLog(phone))
  await tabTo(page, login.getByRole('checkbox', { name: /我已阅读注意事项/ }))
  await page.keyboard.press('Space')
  await tabTo(page, login.getByRole('button', { name: '登录/注册', exact: true }).last())
  await page.keyboard.press('Enter')
  await expect(login).toBeHidden()

  // The scores, typed into the profile (the address bar is the keyboard's too).
  await page.goto('/#/intelligentVolunteer/improveInformation/index')
  // In the order of the page: a radio group is entered at its first choice and picked with Space.
  const steps: [Locator, string][] = [
    [page.getByRole('radio', { name: '男' }), ' '],
    [page.getByLabel('城市'), '杭州市'],
    [page.getByLabel('区县'), '西湖区'],
    [page.getByLabel('就读高中'), '杭州第二中学'],
    [page.getByRole('radio', { name: '普通类' }), ' '],
  ]
  for (const [field, value] of steps) {
    await tabTo(page, field)
    if (value === ' ') await page.keyboard.press('Space')
    else await page.keyboard.type(value)
  }
  await expect(page.getByRole('radio', { name: '普通类' })).toBeChecked()
  for (const subject of ['物理', '化学', '技术']) {
    await tabTo(page, page.getByRole('checkbox', { name: subject }))
    await page.keyboard.press('Space')
  }
  for (const [subject, score] of Object.entries({ 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' })) {
    await tabTo(page, page.getByRole('spinbutton', { name: new RegExp(`^${subject}`) }))
    await page.keyboard.type(score)
  }
  await tabTo(page, page.getByRole('button', { name: '保存信息' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('所有修改均已保存')).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: '选择批次' }))
  await page.keyboard.press('Enter')
  const batch = page.getByRole('dialog', { name: '选择填报批次' })
  await tabTo(page, batch.getByRole('radio', { name: /普通类第一段/ }))
  await page.keyboard.press('Space')
  await tabTo(page, batch.getByRole('button', { name: '确定' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('当前填报批次：普通类第一段')).toBeVisible()

  // The one-click list.
  await tabTo(page, page.getByRole('link', { name: /下一步：生成AI志愿/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/aiVolunteer\/index/)
  await tabTo(page, page.getByRole('button', { name: '生成志愿' }), { max: 60 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 120_000 })
  await expect(page.getByTestId('volunteer-row').nth(3)).toBeVisible()

  // ↓ twice and ↑ once on the first row: the focus stays on the moved row's button, each new place announced.
  const [first, second, third] = [await rowName(page, 0), await rowName(page, 1), await rowName(page, 2)]
  // The table's live region (the messages have their own).
  const live = page.getByRole('table', { name: '志愿表' }).locator('xpath=..').locator('p[aria-live="polite"]')
  const down = page.getByRole('button', { name: `下移 ${first}` })
  await tabTo(page, down, { max: 120 })
  await page.keyboard.press('Enter')
  await expect.poll(() => rowName(page, 1)).toBe(first)
  await expect(down).toBeFocused()
  await expect(live).toHaveText(`${first} 已移到第 2 志愿`)
  await page.keyboard.press('Enter')
  await expect.poll(() => rowName(page, 2)).toBe(first)
  await expect(down).toBeFocused()
  await expect(live).toHaveText(`${first} 已移到第 3 志愿`)
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: `上移 ${first}` })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => rowName(page, 1)).toBe(first)
  await expect(page.getByRole('button', { name: `上移 ${first}` })).toBeFocused()
  expect([await rowName(page, 0), await rowName(page, 2)]).toEqual([second, third])

  // ✕ 删除 on row 2: the next row takes its place and the focus; 撤销 (Ctrl+Z) brings it back where it stood.
  await tabTo(page, page.getByRole('button', { name: `删除 ${first}` }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: `删除 ${third}` })).toBeFocused()
  expect(await rowName(page, 1)).toBe(third)
  const toast = page.getByRole('status').filter({ hasText: `已删除：${first}。按 Ctrl+Z 可撤销` })
  await expect(toast.getByRole('button', { name: '撤销' })).toBeVisible()
  await page.keyboard.press('Control+z')
  await expect.poll(() => rowName(page, 1)).toBe(first)
  await expect(page.getByRole('button', { name: `删除 ${first}` })).toBeFocused()
  await expect(live).toHaveText(`已恢复：${first}，第 2 志愿`)

  // The check, from the link above the list.
  await tabTo(page, page.getByRole('link', { name: '智能审核', exact: true }), { back: true, max: 40 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/volunteerCheck/)
  await expect(page.locator('main')).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: '开始审核' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: '审核结论' })).toBeVisible({ timeout: 60_000 })
  // The undone delete was never sent: the check judged the whole list, row 2 included.
  for (const part of first.split(' ')) await expect(page.getByTestId('volunteer-row').nth(1)).toContainText(part)

  // Export, back on the list.
  await tabTo(page, page.getByRole('link', { name: '调整志愿表' }), { back: true })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/aiVolunteer\/result\/index|premierEdition\/intention/)
  // The link left with its page: the focus waits at the start of the new one.
  await expect(page.locator('main')).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: '导出Excel' }))
  const download = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  const file = await (await download).path()
  expect(readFileSync(file).length).toBeGreaterThan(1000)

  expect([...unmarked], 'tab stops without a visible focus').toEqual([])
})
