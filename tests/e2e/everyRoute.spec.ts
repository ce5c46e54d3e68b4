import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { paths } from '../../src/core/navigation/routeTable'
import { FIRST_CALL_PATHS } from '../../src/ports/api/firstCallPaths'
import { TOKEN_KEY } from '../../src/ports/TokenStore'
import { en } from '../../src/ui/i18n/en'
import { zh_CN } from '../../src/ui/i18n/zh_CN'
import { settle, watch } from './support/settle'
import { SHOTS_ON } from './support/shotsOn'
import { fullStudentBeforeAll } from './support/studentSession'
import { VISITS, type Visit } from './support/visits'
import { ROUTE_WEIGHTS_FILE, type RouteWeight } from '../../tools/routeWeights'

/**
 * Every route of the route table (iterated, so a new route is covered by itself), a school and a major with real
 * ids and the 404 page (support/visits.ts), as a signed-in student with a complete profile, every service and a
 * generated list, at 1280 and 1920, light and dark, zh_CN and en; the pages open to visitors also as a visitor. With E2E_SHOTS=1 each visit is photographed into tests/e2e/.artifacts
 * (route-<name>-<width>-<lang>[-dark][-visitor].png). A visit fails on a console error, an uncaught exception, a
 * failed request, text clipped by its box or spilling out of it, a page that scrolls sideways, or the
 * 功能建设中 placeholder. The first page's JavaScript is weighed as the home page loads it.
 */

type Lang = 'zh_CN' | 'en'
interface Lane {
  lang: Lang
  dark: boolean
  /** The student's session token; null for a visitor. */
  token: string | null
}

const WIDTHS = [1280, 1920] as const
const SHOTS = 'tests/e2e/.artifacts'
const PLACEHOLDER: Record<Lang, string> = { zh_CN: zh_CN['building.badge'], en: en['building.badge'] }
/** The first page's JavaScript, gzip, as it is today (spec: the first visit stays ≤ 300 kB). */
const FIRST_PAGE_LIMIT = 300 * 1024
/** Any route opened first (the build's static weight of entry + screen, tools/routeWeights.ts; today's in docs/PERFORMANCE.md). */
const ROUTE_FIRST_PAGE_LIMIT = 320 * 1024
const ROUTE_CHUNK_LIMIT = 12
/** A string only ECharts' code contains (its instance key), to find it in a built chunk. */
const ECHARTS_MARK = '_echarts_instance_'
/** Headless UI's menus and dialogs name their elements so; their code comes when a menu or a dialog is first used. */
const HEADLESS_MARKS = ['headlessui-menu-button', 'headlessui-dialog']

/**
 * Answers a run expects to fail, by URL: none. Every API call answers HTTP 200 with its envelope, and the app
 * asks for nothing it does not have, so any 4xx/5xx or failed request is a finding.
 */
const EXPECTED_FAILURES: readonly RegExp[] = []

/**
 * What a parent would see wrong, found in the page: the placeholder page, a page that scrolls sideways, a main
 * menu that does not fit, and text clipped by a box that hides overflow or spilling out of its own box. Text
 * inside an element with a title (a cell shortened on purpose, its full text on hover), inside a scrolling box,
 * or in SVG (charts) is left alone.
 */
function findProblems(page: Page, placeholder: string): Promise<string[]> {
  return page.evaluate((placeholder) => {
    const problems: string[] = []
    if (document.body.innerText.includes(placeholder)) problems.push(`placeholder page: "${placeholder}"`)
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways}px`)
    // The main menu scrolls inside the header without a scrollbar: whatever does not fit is hidden from a mouse user.
    const menu = document.querySelector('header nav')?.parentElement
    if (menu && menu.scrollWidth > menu.clientWidth + 1) problems.push(`the main menu does not fit: ${menu.scrollWidth - menu.clientWidth}px of it hidden`)
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 3).join('.') : ''
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>`
    }
    const reported = new Set<Element>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (text === '' || !parent || reported.has(parent) || parent.closest('[title], svg, script, style, noscript')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rect = range.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      // The box the text lays out in: its nearest ancestor that is not inline.
      let box: Element = parent
      while (getComputedStyle(box).display.startsWith('inline') && box.parentElement) box = box.parentElement
      for (let el: Element | null = box; el && el !== document.documentElement; el = el.parentElement) {
        const style = getComputedStyle(el)
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
        if (/(auto|scroll)/.test(style.overflowX) || style.position === 'fixed') break
      }
    }
    return problems
  }, placeholder)
}

/** Visits the routes in one browser context (language and theme as the student would have set them). */
async function visitAll(browser: Browser, lane: Lane, routes: readonly Visit[]): Promise<string[]> {
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
  const page = await context.newPage()
  const watched = watch(page, EXPECTED_FAILURES)
  const suffix = `${lane.lang}${lane.dark ? '-dark' : ''}${lane.token ? '' : '-visitor'}`
  const failures: string[] = []
  await page.goto('/#/home')
  for (const route of routes) {
    watched.seen.length = 0
    const problems: string[] = []
    try {
      await page.goto(`/#${route.path}`)
      await settle(page, watched)
    } catch (error) {
      // A page that never settles (or took the app down) is a finding; the next route starts on a fresh load.
      problems.push(`never settled: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 1080 })
      await page.evaluate(() => window.scrollTo(0, 0))
      problems.push(...(await findProblems(page, PLACEHOLDER[lane.lang])).map((p) => `@${width} ${p}`))
      if (SHOTS_ON) await page.screenshot({ path: `${SHOTS}/route-${route.name}-${width}-${suffix}.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    const all = [...new Set([...watched.seen, ...problems])]
    if (all.length > 0) {
      failures.push(`${route.path} (${suffix}):\n    ${all.join('\n    ')}`)
      await page.goto('/#/home')
      await page.reload()
    }
  }
  await context.close()
  return failures
}

const studentToken = fullStudentBeforeAll()

/**
 * The whole matrix (both languages, each light and dark) with E2E_FULL=1; by default the gate covers both
 * languages and both themes in two lanes (zh_CN light, en dark), which halves its time on a 2-core machine.
 */
const STUDENT_LANES: ReadonlyArray<readonly Omit<Lane, 'token'>[]> =
  process.env.E2E_FULL === '1'
    ? [
        [
          { lang: 'zh_CN', dark: false },
          { lang: 'zh_CN', dark: true },
        ],
        [
          { lang: 'en', dark: false },
          { lang: 'en', dark: true },
        ],
      ]
    : [
        [
          { lang: 'zh_CN', dark: false },
          { lang: 'en', dark: true },
        ],
      ]

// Budgets for a machine under load (two cores shared with other runs).
for (const lanes of STUDENT_LANES)
  test(`every route as the student: ${lanes.map((l) => `${l.lang} ${l.dark ? 'dark' : 'light'}`).join(', ')}, at 1280 and 1920`, async ({ browser }) => {
    test.setTimeout(600_000)
    // Two browser contexts at once halve the wait on the server.
    const failures = (await Promise.all(lanes.map((lane) => visitAll(browser, { ...lane, token: studentToken() }, VISITS)))).flat()
    expect(failures, failures.join('\n')).toEqual([])
  })

test('every route open to visitors as a visitor, zh_CN and en, at 1280 and 1920', async ({ browser }) => {
  test.setTimeout(600_000)
  const open = VISITS.filter((visit) => !visit.needLogin)
  const failures = (await Promise.all((['zh_CN', 'en'] as const).map((lang) => visitAll(browser, { lang, dark: false, token: null }, open)))).flat()
  expect(failures, failures.join('\n')).toEqual([])
})

/**
 * Weighed here rather than in Vitest: which chunks the first page loads is known only by loading it (the home
 * screen and its parts are lazy), and this run serves the build it weighs (npm start rebuilds a stale dist/).
 */
test('the first page loads at most 300 kB of JavaScript (gzip), any screen opened first at most 320 kB, no chart code and no menu or dialog code', async ({
  page,
}) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice('/assets/'.length))
  })
  await page.goto('/#/home')
  await expect(page.locator('[role="progressbar"][data-active]')).toHaveAttribute('data-active', 'false')
  await page.waitForLoadState('networkidle')
  const built = new Set(readdirSync('dist/assets'))
  const files = [...scripts]
  expect(files.length).toBeGreaterThan(0)
  expect(
    files.filter((file) => !built.has(file)),
    'the page loaded chunks that are not in dist/',
  ).toEqual([])
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join('dist/assets', file))).length }))
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0)
  console.log(`first page: ${files.length} chunks, ${(total / 1024).toFixed(1)} kB gzip`)
  expect(total, sizes.map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} kB`).join('\n')).toBeLessThanOrEqual(FIRST_PAGE_LIMIT)
  expect(files.filter((file) => readFileSync(join('dist/assets', file), 'utf8').includes(ECHARTS_MARK))).toEqual([])
  // Headless UI (with its positioning library) waits for the first menu or dialog (DropdownMenu).
  expect(files.filter((file) => HEADLESS_MARKS.some((mark) => readFileSync(join('dist/assets', file), 'utf8').includes(mark)))).toEqual([])
  // Every routed screen opened first, as the build weighed it: deterministic, so held to a limit.
  const routes = JSON.parse(readFileSync(join('dist', ROUTE_WEIGHTS_FILE), 'utf8')) as RouteWeight[]
  expect(routes.length).toBeGreaterThan(20)
  expect(routes.filter((r) => r.gzip > ROUTE_FIRST_PAGE_LIMIT).map((r) => `${r.route} ${(r.gzip / 1024).toFixed(1)} kB`)).toEqual([])
  // …and in few files: on HTTP/1.1 a browser asks six at a time, so each further wave of small chunks is a round trip
  // (the screens' small shared modules travel inside them, vite.config.ts).
  expect(routes.filter((r) => r.chunks > ROUTE_CHUNK_LIMIT).map((r) => `${r.route} ${r.chunks} files`)).toEqual([])
  // ECharts is in the build, on a chunk of its own that only a chart fetches.
  expect([...built].some((file) => file.endsWith('.js') && readFileSync(join('dist/assets', file), 'utf8').includes(ECHARTS_MARK))).toBe(true)
})

test('the first page’s calls go out from the entry, beside the app’s files, and each only once', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const calls: { path: string; from: string }[] = []
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url)
    if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, from: event.initiator.stack?.callFrames[0]?.url ?? '' })
  })
  await page.goto('/#/home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  for (const path of [FIRST_CALL_PATHS.settings, FIRST_CALL_PATHS.menus]) {
    const sent = calls.filter((call) => call.path === path)
    // Sent by the entry's chunk (src/main.tsx → EarlyResponses), not by the app once it has loaded; the app took the answer.
    expect(sent, `${path}: ${JSON.stringify(calls)}`).toHaveLength(1)
    expect(sent[0].from).toMatch(/\/assets\/gate-[\w-]+\.js$/)
  }
})

test('the opened page’s own first call goes out from the entry too, once: the school’s, and the login page’s captcha', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const calls: { url: string; from: string }[] = []
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname.startsWith('/api/')) calls.push({ url: event.request.url, from: event.initiator.stack?.callFrames[0]?.url ?? '' })
  })
  await page.goto(`/#${paths.schoolDetail('0001')}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const school = calls.filter((call) => new URL(call.url).pathname === FIRST_CALL_PATHS.schoolDetail)
  expect(school, JSON.stringify(calls)).toHaveLength(1)
  expect(school[0].from).toMatch(/\/assets\/gate-[\w-]+\.js$/)

  calls.length = 0
  await page.goto('/#/login')
  const captcha = page.locator('form img')
  await expect(captcha).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The picture the entry preloaded is the one the dialog shows: one request, and it has drawn.
  const pictures = calls.filter((call) => new URL(call.url).pathname.startsWith('/api/captcha/'))
  expect(pictures, JSON.stringify(calls)).toHaveLength(1)
  expect(await captcha.getAttribute('src')).toBe(new URL(pictures[0].url).pathname)
  expect(await captcha.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})
