import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { paths, routeTable, type RouteInfo } from '../../src/core/navigation/routeTable'
import { TOKEN_KEY } from '../../src/ports/TokenStore'
import { en } from '../../src/ui/i18n/en'
import { zh_CN } from '../../src/ui/i18n/zh_CN'
import { adminCli } from './support/adminCli'
import { completeProfile } from './support/completeProfile'
import { signInBySms } from './support/signInBySms'

/**
 * Every route of the route table (iterated, so a new route is covered by itself), as a signed-in student with a
 * complete profile, every service and a generated list, at 1280 and 1920, light and dark, zh_CN and en; the
 * public ones also as a visitor. Each visit is photographed into tests/e2e/.artifacts and fails on a console
 * error, a failed request, clipped or spilling text, a page that scrolls sideways, or the 功能建设中 placeholder.
 */

type Lang = 'zh_CN' | 'en'
interface Lane {
  lang: Lang
  dark: boolean
  /** The session token of the student; null for a visitor. */
  token: string | null
}

const PHONE = '13700012601'
const SCORES = { 语文: '118', 数学: '126', 外语: '121', 物理: '85', 化学: '82', 技术: '80' }
const WIDTHS = [1280, 1920] as const
const shots = 'tests/e2e/.artifacts'
const placeholder = { zh_CN: zh_CN['building.badge'], en: en['building.badge'] }

/** A file-name part for a route: its title key without the prefix (unique per route). */
const nameOf = (route: RouteInfo) => route.titleKey.slice('route.'.length)

/** Answers an e2e run expects to fail, by path: none today (a failed request anywhere is a finding). */
const EXPECTED_FAILURES: readonly RegExp[] = []

async function laneContext(browser: Browser, lane: Lane): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lane.lang === 'en' ? 'en-US' : 'zh-CN', viewport: { width: 1280, height: 900 } })
  await context.addInitScript(
    ({ lane, tokenKey }) => {
      localStorage.setItem('i18n-lang', lane.lang)
      localStorage.setItem('theme', JSON.stringify({ dark: lane.dark }))
      // The 严重提醒 of the volunteer pages has been read in this session (its own spec covers it).
      sessionStorage.setItem('firstInVolunteer', '0')
      if (lane.token) sessionStorage.setItem(tokenKey, lane.token)
    },
    { lane, tokenKey: TOKEN_KEY },
  )
  return context
}

interface Watch {
  /** What went wrong since the last reset: console errors, uncaught exceptions, failed requests. */
  seen: string[]
  /** Requests sent and not yet answered. */
  inFlight: () => number
}

function watch(page: Page): Watch {
  const seen: string[] = []
  const open = new Set<unknown>()
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => seen.push(`exception: ${error.message}`))
  page.on('request', (request) => open.add(request))
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => {
    open.delete(request)
    seen.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`)
  })
  page.on('response', (response) => {
    const url = response.url()
    if (response.status() >= 400 && !EXPECTED_FAILURES.some((p) => p.test(url))) seen.push(`HTTP ${response.status()}: ${url}`)
  })
  return { seen, inFlight: () => open.size }
}

/** Waits until the route has rendered, its requests are answered and nothing says it is still loading. */
async function settle(page: Page, watched: Watch): Promise<void> {
  await expect(page.getByRole('progressbar', { name: '页面加载进度', includeHidden: true })).toHaveAttribute('data-active', 'false')
  const busy = () => page.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length)
  // Two quiet looks in a row: a page may send its next request only after the first one is answered.
  for (let quiet = 0; quiet < 2;) {
    await expect.poll(async () => watched.inFlight() + (await busy())).toBe(0)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    quiet = watched.inFlight() + (await busy()) === 0 ? quiet + 1 : 0
  }
}

/**
 * Problems a parent would see, found in the page: the placeholder page, the page scrolling sideways, and text
 * that is clipped by a box that hides overflow or spills out of its own box. Text inside an element with a
 * title (a deliberately shortened cell) and text inside scrolling boxes or SVG (charts) are left alone.
 */
function findProblems(page: Page, placeholderText: string): Promise<string[]> {
  return page.evaluate((placeholderText) => {
    const problems: string[] = []
    if (document.body.innerText.includes(placeholderText)) problems.push(`placeholder page: "${placeholderText}"`)
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth
    if (sideways > 0) problems.push(`page scrolls sideways by ${sideways}px`)
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''
      return `<${el.tagName.toLowerCase()}${cls}>`
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const reported = new Set<Element>()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (text === '' || !parent || reported.has(parent) || parent.closest('[title], svg, script, style, noscript')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rect = range.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      // The box the text lays out in: its nearest ancestor that is not inline.
      let box: Element | null = parent
      while (box && getComputedStyle(box).display.startsWith('inline') && box.parentElement) box = box.parentElement
      for (let el: Element | null = box; el && el !== document.documentElement; el = el.parentElement) {
        const style = getComputedStyle(el)
        if (style.position === 'fixed' && el !== box) break
        const scrolls = /(auto|scroll)/.test(style.overflowX)
        const clips = /(hidden|clip)/.test(style.overflowX)
        // A visually hidden label (sr-only) is clipped on purpose.
        if (clips && el.clientWidth <= 1) break
        if (el === box || clips) {
          const r = el.getBoundingClientRect()
          if (rect.right > r.right + 1 || rect.left < r.left - 1) {
            reported.add(parent)
            problems.push(
              `${clips ? 'clipped' : 'spilling'} text "${text.slice(0, 40)}" in ${describe(el)} (${Math.round(rect.width)}px in ${Math.round(r.width)}px)`,
            )
            break
          }
        }
        if (scrolls) break
      }
    }
    return problems
  }, placeholderText)
}

async function visitAll(browser: Browser, lane: Lane, routes: readonly RouteInfo[], suffix: string): Promise<string[]> {
  const context = await laneContext(browser, lane)
  const page = await context.newPage()
  const watched = watch(page)
  const failures: string[] = []
  const where = `${lane.lang}${lane.dark ? ' dark' : ''}${suffix}`
  await page.goto('/#/home')
  for (const route of routes) {
    watched.seen.length = 0
    await page.goto(`/#${route.path}`)
    await settle(page, watched)
    const problems: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 1080 })
      await page.evaluate(() => window.scrollTo(0, 0))
      problems.push(...(await findProblems(page, placeholder[lane.lang])).map((p) => `@${width} ${p}`))
      await page.screenshot({ path: `${shots}/route-${nameOf(route)}-${width}-${lane.lang}${lane.dark ? '-dark' : ''}${suffix}.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    const all = [...watched.seen, ...problems]
    if (all.length > 0) failures.push(`${route.path} (${where}):\n    ${all.join('\n    ')}`)
  }
  await context.close()
  return failures
}

test.describe.configure({ mode: 'serial' })

let token = ''

test('a student with a complete profile, every service and an AI list', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  await signInBySms(page, PHONE)
  await completeProfile(page, SCORES)
  for (const service of ['super', 'base', 'threeOne']) adminCli('grant', '--phone', PHONE, '--service', service)
  adminCli('grant', '--phone', PHONE, '--service', 'check', '--checks', '5')
  await page.goto('/#/intelligentVolunteer/aiVolunteer/index')
  await page.reload()
  await page.getByRole('button', { name: '生成志愿' }).click()
  await expect(page).toHaveURL(/aiVolunteer\/result\/index/, { timeout: 90_000 })
  await expect(page.getByTestId('volunteer-row').first()).toBeVisible()
  token = (await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)) ?? ''
  expect(token).not.toBe('')
})

for (const lang of ['zh_CN', 'en'] as const)
  test(`every route as the student in ${lang}, light and dark, at 1280 and 1920`, async ({ browser }) => {
    test.setTimeout(240_000)
    const lanes = [false, true].map((dark) => visitAll(browser, { lang, dark, token }, routeTable, ''))
    const failures = (await Promise.all(lanes)).flat()
    expect(failures, failures.join('\n')).toEqual([])
  })

test('every public route as a visitor, zh_CN and en, at 1280 and 1920', async ({ browser }) => {
  test.setTimeout(240_000)
  const open = routeTable.filter((route) => !route.needLogin && route.path !== paths.login())
  const lanes = (['zh_CN', 'en'] as const).map((lang) => visitAll(browser, { lang, dark: false, token: null }, open, '-visitor'))
  const failures = (await Promise.all(lanes)).flat()
  expect(failures, failures.join('\n')).toEqual([])
})
