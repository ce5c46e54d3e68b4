import type { Page } from '@playwright/test'
import { SHOTS_ON } from './shotsOn'
import { en } from '../../../src/ui/i18n/en'
import { zh_CN } from '../../../src/ui/i18n/zh_CN'

/** The 功能建设中 badge, in each language a lane may show. */
export const PLACEHOLDER = { zh_CN: zh_CN['building.badge'], en: en['building.badge'] } as const

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

/** The desktop widths every page is checked at: a laptop's and a full-HD screen's. */
const DESKTOP_SIZES = [
  { width: 1280, height: 900 },
  { width: 1920, height: 1080 },
] as const

/**
 * findProblems at each desktop width, from the top of the page, each photographed under E2E_SHOTS=1 (to
 * `tests/e2e/.artifacts/<shot(width)>.png`); the page is left at 1280 px.
 */
export async function problemsAtDesktopWidths(page: Page, placeholder: string, shot: (width: number) => string): Promise<string[]> {
  const problems: string[] = []
  for (const size of DESKTOP_SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(() => window.scrollTo(0, 0))
    problems.push(...(await findProblems(page, placeholder)).map((p) => `@${size.width} ${p}`))
    if (SHOTS_ON) await page.screenshot({ path: `tests/e2e/.artifacts/${shot(size.width)}.png`, fullPage: true })
  }
  await page.setViewportSize(DESKTOP_SIZES[0])
  return problems
}
