import { expect, type Page } from '@playwright/test'
import { SHOTS_ON } from './shotsOn'

/** Full-page screenshots at the two target widths, light and dark, kept in tests/e2e/.artifacts for review. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 1080 })
    for (const dark of [false, true]) {
      await page.evaluate((on) => {
        document.documentElement.classList.toggle('dark', on)
        window.scrollTo(0, 0)
      }, dark)
      // Colours ease in (Tailwind's `transition`): a shot taken at once shows buttons and cards half-way to dark.
      await page.waitForTimeout(250)
      await page.screenshot({ path: `tests/e2e/.artifacts/${name}-${width}${dark ? '-dark' : ''}.png`, fullPage: true })
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The page must never scroll sideways at the narrowest supported width. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
}

async function setDarkSetting(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((on) => localStorage.setItem('theme', JSON.stringify({ ...JSON.parse(localStorage.getItem('theme') ?? '{}'), dark: on })), dark)
}

/**
 * Screenshots at 1280 and 1920 in the app's own light and dark themes (the theme setting, then a reload, so
 * charts are drawn in their dark colours too); `settle` waits until the page is drawn, after each reload and
 * each width. Without E2E_SHOTS=1 only the widths are checked, in the theme the page is in.
 */
export async function shootInAppThemes(page: Page, name: string, settle: () => Promise<void>): Promise<void> {
  const widths = async (dark: boolean | null) => {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 1080 })
      await settle()
      // Charts follow a new width on their ResizeObserver's next callback: poll rather than read once.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      if (dark !== null) await page.screenshot({ path: `tests/e2e/.artifacts/${name}-${width}${dark ? '-dark' : ''}.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
  }
  if (!SHOTS_ON) return widths(null)
  for (const dark of [false, true]) {
    await setDarkSetting(page, dark)
    await page.reload()
    await settle()
    await widths(dark)
  }
  await setDarkSetting(page, false)
  await page.reload()
  await settle()
}
