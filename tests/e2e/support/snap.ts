import type { Page } from '@playwright/test'
import { SHOTS_ON } from './shotsOn'

/**
 * One screenshot for review, as the page is now, into tests/e2e/.artifacts/<name>.png: only with E2E_SHOTS=1
 * (support/shotsOn.ts), like every other picture the journeys take.
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (SHOTS_ON) await page.screenshot({ path: `tests/e2e/.artifacts/${name}.png`, fullPage: options.fullPage ?? false })
}
