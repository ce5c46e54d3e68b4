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
  expect(overflow).toBeLessThanOrEqual(0)
}
