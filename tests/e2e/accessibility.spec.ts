import { devices, expect, test, type Browser, type Page } from '@playwright/test'
import { TOKEN_KEY } from '../../src/ports/TokenStore'
import { axeViolations } from './support/axe'
import { PLACEHOLDER, problemsAtDesktopWidths } from './support/findProblems'
import { settle, watch } from './support/settle'
import { expectNoHorizontalOverflow } from './support/shoot'
import { fullStudentBeforeAll } from './support/studentSession'
import { VISITS, type Visit } from './support/visits'

/**
 * WCAG 2.0/2.1 A and AA plus axe's best-practice rules (region, page-has-heading-one, landmark-*, …) with zero
 * findings: every route of the route table (iterated, so a new route is covered by itself), a school and a major
 * with real ids and the 404 page (support/visits.ts), signed in and signed out, in the light, dark and colour-weak
 * themes, at a desktop width and at both phone widths (390 and 320 px, where the page must not scroll sideways
 * either), and every dialog. The desktop lanes also run the every-route checks in zh_CN on the same visit (clipped
 * or spilling text, the placeholder, the main menu fitting, no console error or failed request, at 1280 and 1920;
 * tests/e2e/everyRoute.spec.ts runs them in English), so each page is loaded once for both.
 *
 * To stay lean on two cores each page is visited once per lane, and five lanes split the matrix: each theme is
 * met signed in and signed out (colour-weak only recolours the greens, so the colour-weak desktop lane also shows
 * the visitor's light pages), each width in both states, and the student's pages at phone widths light and dark.
 * A dark colour-weak lane covers the weak palette on dark. A phone lane checks each visit at 390 px and then,
 * resized, at 320 px (or the other way round), rather than loading it twice: at both widths nothing may scroll
 * sideways, and axe runs at the widths the lane names. The student's two phone lanes split the widths between them
 * (axe at 320 px dark, at 390 px light), as axe on every page at both widths in both lanes made this journey a
 * quarter of the whole browser run; the visitor's phone lane runs axe at both.
 */

interface Lane {
  dark: boolean
  weak: boolean
  width: 'desktop' | 'phone'
  signedIn: boolean
  /** A phone lane's widths where axe runs (the sideways check runs at both); every width when absent. */
  axeAt?: readonly number[]
  /**
   * Also the every-route checks in zh_CN (support/findProblems.ts) at 1280 and 1920, and no console error or failed
   * request, on the same visit (tests/e2e/everyRoute.spec.ts covers English).
   */
  layout?: boolean
}

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const
/** The phone widths: a common phone, and the narrowest still sold (iPhone SE, small Androids). */
const PHONE_SIZES = [VIEWPORTS.phone, { width: 320, height: 640 }] as const

/**
 * Longest first (each lane prints its time; docs/TESTING.md): two run at once, each runner taking the next lane as it
 * finishes one, so neither waits for the slower of a pair.
 */
const LANES: readonly Lane[] = [
  { signedIn: true, dark: true, weak: true, width: 'phone', axeAt: [320] },
  { signedIn: true, dark: false, weak: false, width: 'phone', axeAt: [390] },
  { signedIn: true, dark: false, weak: false, width: 'desktop', layout: true },
  { signedIn: false, dark: true, weak: false, width: 'phone' },
  { signedIn: false, dark: false, weak: true, width: 'desktop', layout: true },
]

const themeName = (lane: Pick<Lane, 'dark' | 'weak'>) => [lane.dark ? 'dark' : 'light', lane.weak ? 'colour-weak' : ''].join(' ').trim()
const laneName = (lane: Lane) => `${lane.signedIn ? 'student' : 'visitor'} ${themeName(lane)} ${lane.width}`

/** axe's findings on the page (or on `within`), one line per rule: the rule, its count, the first elements. */
async function axeFindings(page: Page, within?: string): Promise<string[]> {
  const violations = await axeViolations(page, within)
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
    // A phone lane's findings start with their width (@320 color-contrast ×1: …).
    const [, rule, times] = /^(?:@\d+ )?([^:×]+?)(?: ×(\d+))?:/.exec(line) ?? [line, line, '1']
    tally.set(rule, (tally.get(rule) ?? 0) + Number(times ?? 1))
  }
}

async function laneContext(browser: Browser, lane: Lane, token: string | null) {
  // The phone lanes are a phone that chose the app on the introduction page (tests/e2e/phone.spec.ts).
  const phone = lane.width === 'phone' ? { userAgent: devices['iPhone 13'].userAgent, isMobile: true, hasTouch: true } : {}
  // Reduced motion: axe reads colours as they are drawn, and a colour still easing in (Tailwind's `transition`, e.g. a
  // button whose countdown just ended) read as a contrast failure on a loaded machine. At rest the colours are the same.
  const context = await browser.newContext({ locale: 'zh-CN', viewport: VIEWPORTS[lane.width], reducedMotion: 'reduce', ...phone })
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

/** What a lane finds on the page as it is now: axe's findings (when `axe`), the h1 count, and (on a phone) sideways scrolling. */
async function pageFindings(page: Page, phone: boolean, axe: boolean): Promise<string[]> {
  const findings = axe ? await axeFindings(page) : []
  // axe asks for at least one h1 (page-has-heading-one); a page has exactly one, its title.
  const h1 = await page.locator('h1').count()
  if (h1 !== 1) findings.push(`one-h1 ×${h1}: the page has ${h1} <h1> elements`)
  if (phone) {
    try {
      await expectNoHorizontalOverflow(page)
    } catch (error) {
      findings.push(`sideways-scroll: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
  }
  return findings
}

async function visitAll(browser: Browser, lane: Lane, token: string | null, visits: readonly Visit[]): Promise<string[]> {
  const context = await laneContext(browser, lane, token)
  const page = await context.newPage()
  const watched = watch(page)
  const failures: string[] = []
  const started = Date.now()
  const phone = lane.width === 'phone'
  // A phone lane alternates the order of its widths: each visit starts at the width the last one ended at.
  let sizes: readonly { width: number; height: number }[] = phone ? PHONE_SIZES : [VIEWPORTS.desktop]
  await page.goto('/#/home')
  for (const visit of visits) {
    // A step per visit: Playwright finds the parent of each call in the step it runs in, else by walking every
    // call the test has made, which over this journey's thousands of calls cost its worker seconds (docs/TESTING.md).
    await test.step(`${laneName(lane)} ${visit.path}`, async () => {
      const findings: string[] = []
      watched.seen.length = 0
      try {
        await page.goto(`/#${visit.path}`)
        for (const size of sizes) {
          if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size)
          await settle(page, watched)
          const found = await pageFindings(page, phone, !lane.axeAt || lane.axeAt.includes(size.width))
          findings.push(...(phone ? found.map((f) => `@${size.width} ${f}`) : found))
        }
        if (lane.layout) {
          const shot = (width: number) => `route-${visit.name}-${width}-zh_CN${lane.signedIn ? '' : '-visitor'}`
          findings.push(...(await problemsAtDesktopWidths(page, PLACEHOLDER.zh_CN, shot)), ...watched.seen)
        }
      } catch (error) {
        findings.push(`never settled: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      }
      if (phone) sizes = [...sizes].reverse()
      count(findings)
      if (findings.length > 0) failures.push(`${visit.path} (${laneName(lane)}):\n    ${findings.join('\n    ')}`)
    })
  }
  await context.close()
  console.log(`${laneName(lane)}: ${visits.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return failures
}

const studentToken = fullStudentBeforeAll()

test.afterAll(() => {
  if (tally.size > 0) console.log(`axe findings by rule: ${[...tally].map(([rule, n]) => `${rule} ${n}`).join(', ')}`)
})

test('every route has no axe finding, signed in and out, light, dark and colour-weak, desktop and phone (390 and 320 px)', async ({ browser }) => {
  test.setTimeout(900_000)
  const open = VISITS.filter((visit) => !visit.needLogin)
  // Two lanes at a time: the server waits on one while the other renders. Pairs would wait for the slower of each
  // pair; two runners sharing one queue finish within a lane of each other.
  const failures: string[] = []
  const queue = [...LANES]
  const runner = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift())
      failures.push(...(await visitAll(browser, lane, lane.signedIn ? studentToken() : null, lane.signedIn ? VISITS : open)))
  }
  await Promise.all([runner(), runner()])
  expect(failures, failures.join('\n')).toEqual([])
})

/** The check itself: a page that breaks rules must draw findings, or every zero above means nothing. */
test('the axe check finds an image without alt text, a nameless button and grey-on-white text, and only inside what it is given', async ({ page }) => {
  await page.setContent(
    '<main><h1>检查</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button><p style="color:#bbb;background:#fff">浅灰色的字</p>' +
      '<div role="dialog" aria-label="对话框"><p>正常的字</p></div></main>',
  )
  expect((await axeViolations(page)).map((v) => v.id)).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']))
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
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

/** How long axe may take on one dialog: a few seconds on a loaded machine; a run past this never returned. */
const AXE_PATIENCE = 30_000

class OutOfTime extends Error {}

/** The work's result, or OutOfTime once `ms` have passed (the work itself is left to the page being closed). */
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutOfTime(`axe took over ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

// One test per lane, each with its own time: a slow lane fails (and says which dialog) without taking the others' time.
for (const dark of [false, true])
  for (const signedIn of [false, true]) {
    const lane: Lane = { dark, weak: false, width: 'desktop', signedIn }
    test(`every dialog has no axe finding: ${laneName(lane)}`, async ({ browser }) => {
      test.setTimeout(180_000)
      const failures: string[] = []
      const context = await laneContext(browser, lane, signedIn ? studentToken() : null)
      let page = await context.newPage()
      // A dialog that does not open fails its line, not the whole run's time.
      page.setDefaultTimeout(15_000)
      const watched = watch(page)
      await page.goto('/#/home')
      await settle(page, watched)
      for (const dialog of DIALOGS.filter((d) => d.signedIn === signedIn)) {
        const started = Date.now()
        let findings: string[] = []
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            await dialog.open(page)
            findings = await withinTime(axeFindings(page, '[role="dialog"]'), AXE_PATIENCE)
            break
          } catch (error) {
            const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
            // Once in a few loaded runs axe's evaluation never returned (3 minutes on 严重提醒, 6 s on the retry):
            // said in the log, then the dialog opened again on a fresh page of the same session.
            if (attempt === 1 && error instanceof OutOfTime) {
              console.log(`${dialog.name} (${themeName(lane)}): ${message}; opening it again on a new page`)
              await page.close()
              page = await context.newPage()
              page.setDefaultTimeout(15_000)
              continue
            }
            findings = [`could not open: ${message}`]
          }
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
