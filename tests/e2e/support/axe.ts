import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, Result } from 'axe-core'

/** WCAG 2.0/2.1 A and AA, and axe's best-practice rules (region, page-has-heading-one, landmark-*, …). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe's violations on the page as it is now, or only inside the elements `within` selects. axe is put into a
 * document once and run there on each call; the app changes pages by their hash, so one document serves a whole
 * lane of visits. (@axe-core/playwright sends axe's 550 kB source with every analysis: measured on this machine,
 * 440 ms a check against 60 ms here, most of the accessibility journey's time.) axe runs in the page itself, as
 * that package's legacy mode does: the app has no frames.
 */
export async function axeViolations(page: Page, within?: string): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ tags, within }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }
      const results = await axe.run(within ? { include: [within] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return results.violations
    },
    { tags: AXE_TAGS, within },
  )
}
