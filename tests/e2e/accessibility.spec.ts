import AxeBuilder from '@axe-core/playwright'
import { devices, expect, test, type Browser, type Page } from '@playwright/test'
import { routeTable, type RouteInfo } from '../../src/core/navigation/routeTable'
import { TOKEN_KEY } from '../../src/ports/TokenStore'
import { settle, watch } from './support/settle'
import { fullStudentToken } from './support/studentSession'

/**
 * WCAG 2.0/2.1 A and AA plus axe's best-practice rules (region, page-has-heading-one, landmark-*, …) with zero
 * findings: every route of the route table (iterated, so a new route is covered by itself), signed in and
 * signed out, in the light, dark and colour-weak themes, at a desktop and a phone width, and every dialog.
 *
 * To stay lean on two cores each route is visited once per lane, and four lanes split the matrix: each theme is
 * met signed in and signed out (colour-weak only recolours the greens, so the colour-weak desktop lane also shows
 * the visitor's light pages), each width in both states. A dark colour-weak lane covers the weak palette on dark.
 */

interface Lane {
  dark: boolean
  weak: boolean
  width: 'desktop' | 'phone'
  signedIn: boolean
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const

/** In pairs: two lanes run at once (the server answers one while the other renders). */
const LANES: readonly Lane[] = [
  { signedIn: true, dark: false, weak: false, width: 'desktop' },
  { signedIn: true, dark: true, weak: true, width: 'phone' },
  { signedIn: false, dark: false, weak: true, width: 'desktop' },
  { signedIn: false, dark: true, weak: false, width: 'phone' },
]

const themeName = (lane: Pick<Lane, 'dark' | 'weak'>) => [lane.dark ? 'dark' : 'light', lane.weak ? 'colour-weak' : ''].join(' ').trim()
const laneName = (lane: Lane) => `${lane.signedIn ? 'student' : 'visitor'} ${themeName(lane)} ${lane.width}`

/** axe's findings on the page (or on `within`), one line per rule: the rule, its count, the first elements. */
async function axeFindings(page: Page, within?: string): Promise<string[]> {
  // axe.run in the page itself (legacy mode): the default runs each frame apart and then finishes in a new blank
  // page, which took 4–5 s a page here; the app has no frames. Only violations are detailed (passes by one node).
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
  if (within) builder = builder.include(within)
  const { violations } = await builder.analyze()
  return violations.map((v) => {
    const where = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`)
      .join('; ')
    return `${v.id} ×${v.nodes.length}: ${where}`
  })
}

/** Counts axe's findings per rule over a run (printed at the end, for the record). */
const tally = new Map<string, number>()
function count(findings: string[]) {
  for (const line of findings) {
    const [, rule, times] = /^([^:×]+?)(?: ×(\d+))?:/.exec(line) ?? [line, line, '1']
    tally.set(rule, (tally.get(rule) ?? 0) + Number(times ?? 1))
  }
}

async function laneContext(browser: Browser, lane: Lane, token: string | null) {
  // The phone lanes are a phone that chose the app on the introduction page (tests/e2e/phone.spec.ts).
  const phone = lane.width === 'phone' ? { userAgent: devices['iPhone 13'].userAgent, isMobile: true, hasTouch: true } : {}
  const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORTS[lane.width], ...phone })
  await context.addInitScript(
    ({ dark, weak, token, tokenKey }) => {
      localStorage.setItem('theme', JSON.stringify({ dark, weak }))
      localStorage.setItem('phone-app', '1')
      // The 严重提醒 of the volunteer pages has been read in this session (the dialog test opens it).
      sessionStorage.setItem('firstInVolunteer', '0')
      if (token) sessionStorage.setItem(tokenKey, token)
    },
    { dark: lane.dark, weak: lane.weak, token, tokenKey: TOKEN_KEY },
  )
  return context
}

async function visitAll(browser: Browser, lane: Lane, token: string | null, routes: readonly RouteInfo[]): Promise<string[]> {
  const context = await laneContext(browser, lane, token)
  const page = await context.newPage()
  const watched = watch(page)
  const failures: string[] = []
  const started = Date.now()
  await page.goto('/#/home')
  for (const route of routes) {
    let findings: string[]
    try {
      await page.goto(`/#${route.path}`)
      await settle(page, watched)
      findings = await axeFindings(page)
      // axe asks for at least one h1 (page-has-heading-one); a page has exactly one, its title.
      const h1 = await page.locator('h1').count()
      if (h1 !== 1) findings.push(`one-h1 ×${h1}: the page has ${h1} <h1> elements`)
    } catch (error) {
      findings = [`never settled: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]
    }
    count(findings)
    if (findings.length > 0) failures.push(`${route.path} (${laneName(lane)}):\n    ${findings.join('\n    ')}`)
  }
  await context.close()
  console.log(`${laneName(lane)}: ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return failures
}

let token = ''

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  const page = await browser.newPage()
  token = await fullStudentToken(page)
  await page.close()
})

test.afterAll(() => {
  if (tally.size > 0) console.log(`axe findings by rule: ${[...tally].map(([rule, n]) => `${rule} ${n}`).join(', ')}`)
})

test('every route has no axe finding, signed in and out, light, dark and colour-weak, desktop and phone', async ({ browser }) => {
  test.setTimeout(600_000)
  const open = routeTable.filter((route) => !route.needLogin)
  // Two lanes at a time: the server waits on one while the other renders.
  const failures: string[] = []
  for (let i = 0; i < LANES.length; i += 2) {
    const pair = LANES.slice(i, i + 2)
    const results = await Promise.all(pair.map((lane) => visitAll(browser, lane, lane.signedIn ? token : null, lane.signedIn ? routeTable : open)))
    failures.push(...results.flat())
  }
  expect(failures, failures.join('\n')).toEqual([])
})

/** The login dialog as a visitor opens it from the header (the /login page shows the same panel as the page). */
async function openLoginDialog(page: Page): Promise<void> {
  await page.goto('/#/home')
  await page.getByRole('banner').getByRole('button', { name: '登录/注册' }).click()
  await expect(page.getByRole('dialog', { name: '欢迎使用' })).toBeVisible()
}

/** Each dialog of the app, opened as a user opens it, checked light and dark (axe looks inside the dialog only). */
const DIALOGS: { name: string; signedIn: boolean; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'login (SMS tab)',
    signedIn: false,
    open: openLoginDialog,
  },
  {
    name: 'login (password tab)',
    signedIn: false,
    open: async (page) => {
      await openLoginDialog(page)
      await page.getByRole('tab', { name: '密码登录' }).click()
      await expect(page.getByRole('textbox', { name: '密码' })).toBeVisible()
    },
  },
  {
    name: 'register',
    signedIn: false,
    open: async (page) => {
      await openLoginDialog(page)
      await page.getByRole('dialog', { name: '欢迎使用' }).getByRole('button', { name: '注册账号' }).click()
      await expect(page.getByRole('dialog', { name: '注册账号' })).toBeVisible()
    },
  },
  {
    name: 'forgotten password',
    signedIn: false,
    open: async (page) => {
      await openLoginDialog(page)
      await page.getByRole('dialog', { name: '欢迎使用' }).getByRole('button', { name: '忘记密码？' }).click()
      await expect(page.getByRole('dialog', { name: '找回密码' })).toBeVisible()
    },
  },
  {
    name: '服务协议 (forced read, over the /login page)',
    signedIn: false,
    open: async (page) => {
      await page.goto('/#/login')
      await page.getByRole('region', { name: '欢迎使用' }).getByRole('button', { name: '《服务协议》' }).click()
      await expect(page.getByRole('dialog', { name: /服务协议/ })).toBeVisible()
    },
  },
  {
    name: 'theme settings',
    signedIn: false,
    open: async (page) => {
      await page.goto('/#/home')
      await page.getByRole('button', { name: '主题设置' }).click()
      await expect(page.getByRole('dialog', { name: '主题设置' })).toBeVisible()
    },
  },
  {
    name: 'batch chooser',
    signedIn: true,
    open: async (page) => {
      await page.goto('/#/user/profile')
      // The account banner and the summary card both offer it.
      await page.getByRole('button', { name: '切换批次' }).first().click()
      await expect(page.getByRole('dialog', { name: '选择填报批次' })).toBeVisible()
    },
  },
  {
    name: 'purchase',
    signedIn: true,
    open: async (page) => {
      await page.goto('/#/user/profile')
      await page.getByRole('tab', { name: '我的订单' }).click()
      await page.getByRole('button', { name: '开通服务' }).click()
      await expect(page.getByRole('dialog', { name: '开通服务' })).toBeVisible()
    },
  },
  {
    name: '严重提醒',
    signedIn: true,
    open: async (page) => {
      await page.goto('/#/home')
      await page.evaluate(() => sessionStorage.removeItem('firstInVolunteer'))
      await page.goto('/#/premierEdition/referralProgram')
      await expect(page.getByRole('dialog', { name: '严重提醒' })).toBeVisible()
    },
  },
  {
    name: 'AI 志愿问答',
    signedIn: true,
    open: async (page) => {
      await page.goto('/#/home')
      await page.getByRole('button', { name: 'AI 问答' }).click()
      await expect(page.getByRole('dialog', { name: 'AI 志愿问答' }).getByRole('button', { name: '新建对话' })).toBeVisible()
    },
  },
]

// One test per lane, each with its own time: a slow lane fails (and says which dialog) without taking the others' time.
for (const dark of [false, true])
  for (const signedIn of [false, true]) {
    const lane: Lane = { dark, weak: false, width: 'desktop', signedIn }
    test(`every dialog has no axe finding: ${laneName(lane)}`, async ({ browser }) => {
      test.setTimeout(180_000)
      const failures: string[] = []
      const context = await laneContext(browser, lane, signedIn ? token : null)
      const page = await context.newPage()
      // A dialog that does not open fails its line, not the whole run's time.
      page.setDefaultTimeout(15_000)
      const watched = watch(page)
      await page.goto('/#/home')
      await settle(page, watched)
      for (const dialog of DIALOGS.filter((d) => d.signedIn === signedIn)) {
        const started = Date.now()
        let findings: string[]
        try {
          await dialog.open(page)
          findings = await axeFindings(page, '[role="dialog"]')
        } catch (error) {
          findings = [`could not open: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`]
        }
        count(findings)
        // Said at once, so a run cut off by its time still shows what had failed.
        if (findings.length > 0) console.log(`${dialog.name} (${themeName(lane)}, ${Date.now() - started} ms): ${findings.join('; ')}`)
        if (findings.length > 0) failures.push(`${dialog.name} (${themeName(lane)}):\n    ${findings.join('\n    ')}`)
        await page.goto('about:blank')
      }
      await context.close()
      expect(failures, failures.join('\n')).toEqual([])
    })
  }
