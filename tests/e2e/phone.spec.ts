import { devices, expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { axeViolations } from './support/axe'
import { completeProfile } from './support/completeProfile'
import { SHOTS_ON } from './support/shotsOn'
import { signInBySms } from './support/signInBySms'
import { attemptPhone } from './support/attemptPhone'

/**
 * A phone (390 × 844, an iPhone's user agent, touch): the first visit lands on our introduction page before any of
 * the app's JavaScript, and 继续使用手机版 opens the app; then the core journey works at 390 px without the page
 * ever scrolling sideways: sign in, scores, batch, score ↔ rank, school and major look-up, the AI form, the list as
 * cards (move, delete and 撤销), the check, export and the AI assistant. E2E_SHOTS=1 photographs each screen.
 */
// An iPhone's user agent, touch and viewport, in our Chromium (the device entry would ask for WebKit).
const PHONE = { userAgent: devices['iPhone 13'].userAgent, isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 }
test.use({ ...PHONE, locale: 'zh-CN' })

/** The page must not scroll sideways; with E2E_SHOTS=1 it is photographed, light and dark, for review. */
async function fits(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${name} scrolls sideways` })
    .toBe(0)
  if (!SHOTS_ON) return
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark)
    await page.screenshot({ path: `tests/e2e/.artifacts/phone-${name}${dark ? '-dark' : ''}.png`, fullPage: true })
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
}

test('a phone lands on the light introduction page first, with no app JavaScript, and 继续使用手机版 opens the app where it was asked for', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/#/elseService/pickCollegiate')
  await expect(page).toHaveURL(/\/mobile\.html#\/elseService\/pickCollegiate$/)
  await expect(page.getByRole('heading', { level: 1, name: '浙江高考志愿填报AI系统' })).toBeVisible()
  // Only the small entry that decides (with where each screen's files are, src/ui/screenLoaders.ts) and the
  // introduction's own script: not the app.
  const appScripts = scripts.filter((path) => path.startsWith('/assets/'))
  const bytes = appScripts.reduce((sum, path) => sum + gzipSync(readFileSync(`dist${path}`)).length, 0)
  expect(bytes, appScripts.join(', ')).toBeLessThan(8_000)
  expect(appScripts.some((path) => path.includes('startApp'))).toBe(false)
  const violations = await axeViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await fits(page, 'intro')

  await page.getByRole('link', { name: '继续使用手机版' }).click()
  await expect(page).toHaveURL(/\/#\/elseService\/pickCollegiate$/)
  await expect(page.getByRole('heading', { level: 1, name: '一键查大学' })).toBeVisible()
  // Chosen once: the next visit opens the app straight away, and its page names the app's files (the phone's
  // cookie tells the server), so they are fetched beside the entry rather than after it.
  await page.goto('/#/home')
  const next = await page.reload()
  expect(await next?.text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/vendor-[\w-]+\.js">/)
  await expect(page).toHaveURL(/\/#\/home$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The cooperation form was always open to phones.
  const other = await page.context().browser()!.newPage(PHONE)
  await other.goto('/#/codeForm')
  await expect(other).toHaveURL(/\/#\/codeForm$/)
  await other.close()
})

test('the core journey at 390 px: sign in, scores, rank, look-ups, the list as cards, check, export, the assistant', async ({ page }) => {
  test.setTimeout(240_000)
  // The introduction's 继续使用手机版 (the test above shows it).
  await page.goto('/?app=phone#/home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await fits(page, 'home-visitor')

  // The menu is a drawer.
  await page.getByRole('button', { name: '菜单' }).click()
  const drawer = page.getByRole('dialog', { name: '菜单' })
  await expect(drawer.getByRole('navigation', { name: '主导航' })).toBeVisible()
  await fits(page, 'menu')
  await drawer.getByRole('button', { name: '关闭' }).click()

  // Sign in.
  await page.getByRole('banner').getByRole('button', { name: '登录/注册' }).click()
  await fits(page, 'login')
  await signInBySms(page, attemptPhone('13700016201'))

  // Scores and batch.
  await page.goto('/#/intelligentVolunteer/improveInformation/index')
  await completeProfile(page, { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' })
  await fits(page, 'profile')

  // Score ↔ rank, then a school.
  await page.goto('/#/elseService/pickCollegiate')
  const widget = page.getByRole('region', { name: '位次查询' })
  await widget.getByLabel('高考分数').fill('612')
  await widget.getByRole('button', { name: '查询' }).click()
  await expect(widget.getByTestId('rank-result')).not.toBeEmpty()
  await page.getByRole('searchbox', { name: '院校名称' }).fill('浙江大学')
  await page.getByRole('button', { name: '查询', exact: true }).first().click()
  await fits(page, 'schools')
  await page
    .getByRole('link', { name: /^浙江大学/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: '浙江大学' })).toBeVisible()
  await expect(page.getByRole('table', { name: '在浙招生专业及历年投档线' })).toBeVisible()
  await fits(page, 'school')

  // A major.
  await page.goto('/#/elseService/pickProfession')
  await page.getByRole('searchbox', { name: '专业名称' }).fill('计算机')
  await page.getByRole('link', { name: '计算机科学与技术', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: '计算机科学与技术' })).toBeVisible()
  await fits(page, 'major')

  // The AI form and the list.
  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  await expect(page.getByRole('region', { name: '考生信息' }).getByText('普通类第一段')).toBeVisible()
  await fits(page, 'ai-form')
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 120_000 })
  const cards = page.getByTestId('volunteer-row')
  await expect(cards.nth(2)).toBeVisible()
  // Cards, not a table squeezed or scrolled.
  await expect(page.getByRole('table', { name: '志愿表' })).toHaveCount(0)
  await expect(page.getByRole('list', { name: '志愿表' })).toBeVisible()
  await fits(page, 'list')
  const name = async (i: number) =>
    (
      (await cards
        .nth(i)
        .getByRole('button', { name: /^删除 / })
        .getAttribute('aria-label')) ?? ''
    ).slice(3)
  const [first, second] = [await name(0), await name(1)]
  await cards
    .nth(0)
    .getByRole('button', { name: /^下移 / })
    .click()
  await expect.poll(() => name(0)).toBe(second)
  expect(await name(1)).toBe(first)
  await cards
    .nth(1)
    .getByRole('button', { name: /^删除 / })
    .click()
  await expect.poll(() => name(1)).not.toBe(first)
  const deleted = page.getByRole('status').filter({ hasText: `已删除：${first}` })
  // A touch screen has no Ctrl+Z to press: the message offers only its 撤销 button.
  await expect(deleted).not.toContainText('Ctrl+Z')
  await deleted.getByRole('button', { name: '撤销' }).click()
  await expect.poll(() => name(1)).toBe(first)

  // The AI button floats over the bottom right corner, where a card has its 删除: scrolled to the end of the
  // page, the last card's buttons stand clear of it (the shell keeps room under the page).
  const lastCardClear = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const remove = await cards
      .last()
      .getByRole('button', { name: /^删除 / })
      .boundingBox()
    const ai = await page.getByRole('button', { name: 'AI 问答' }).boundingBox()
    if (!remove || !ai) return 'not drawn'
    // The button's 4 px ring is a shadow, outside its box.
    const ring = 4
    const apart =
      remove.x + remove.width <= ai.x - ring ||
      ai.x + ai.width + ring <= remove.x ||
      remove.y + remove.height <= ai.y - ring ||
      ai.y + ai.height + ring <= remove.y
    return apart ? 'clear' : `covered: 删除 ${JSON.stringify(remove)}, AI ${JSON.stringify(ai)}`
  }
  await expect.poll(lastCardClear).toBe('clear')
  await page.evaluate(() => window.scrollTo(0, 0))

  // The check.
  await page.getByRole('link', { name: '智能审核', exact: true }).click()
  await page.getByRole('button', { name: '开始审核' }).click()
  await expect(page.getByRole('heading', { name: '审核结论' })).toBeVisible({ timeout: 60_000 })
  await fits(page, 'check')

  // Export.
  await page.goto('/#/intelligentVolunteer/aiVolunteer/result/index')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出Excel' }).click()
  expect(readFileSync(await (await download).path()).length).toBeGreaterThan(1000)

  // The AI assistant, full screen.
  await page.getByRole('button', { name: 'AI 问答' }).click()
  const chat = page.getByRole('dialog', { name: 'AI 志愿问答' })
  const hot = chat.getByRole('list').last().getByRole('button')
  await expect(hot).toHaveCount(3)
  await hot.first().click()
  await expect(chat.getByRole('log', { name: '对话内容' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(chat.getByRole('article', { name: 'AI 助手' }).last()).not.toBeEmpty()
  await fits(page, 'chat')
  await chat.getByRole('button', { name: '对话列表' }).click()
  await expect(chat.getByRole('navigation', { name: '对话列表' })).toBeVisible()
  await chat.getByRole('button', { name: '返回对话' }).click()
  await expect(chat.getByRole('navigation', { name: '对话列表' })).toBeHidden()
})
