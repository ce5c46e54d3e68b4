import { expect, type Page } from '@playwright/test'
import { isAbandoned } from './watchProblems'

export interface Watch {
  /** What went wrong since the last reset: console errors, uncaught exceptions, failed requests. */
  seen: string[]
  /** Requests sent and not yet answered. */
  inFlight: () => number
}

/**
 * Watches a page for what goes wrong (console errors, exceptions, failed requests, 4xx/5xx answers other than
 * the expected ones) and counts the requests in flight, for `settle`.
 */
export function watch(page: Page, expectedFailures: readonly RegExp[] = []): Watch {
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
    if (isAbandoned(request.failure()?.errorText)) return
    if (!expectedFailures.some((p) => p.test(request.url())))
      seen.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && !expectedFailures.some((p) => p.test(response.url()))) seen.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return { seen, inFlight: () => open.size }
}

/** Waits until the route has rendered, its requests are answered and nothing on it says it is still loading. */
export async function settle(page: Page, watched: Watch): Promise<void> {
  // The page frame's progress bar (the one with data-active) runs until the route's screen has rendered.
  await expect(page.locator('[role="progressbar"][data-active]')).toHaveAttribute('data-active', 'false', { timeout: 30_000 })
  const busy = () => page.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length)
  // Two quiet looks in a row, 100 ms apart on the page's own clock (a timer runs only once the page's thread is
  // free): a page may send its next request only once the first is answered. Not two animation frames apart:
  // with software compositing a frame took long after each navigation, most of this journey's time, and
  // findProblems lays the page out itself anyway.
  for (let quiet = 0; quiet < 2;) {
    await expect.poll(async () => watched.inFlight() + (await busy()), { timeout: 30_000 }).toBe(0)
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
    quiet = watched.inFlight() + (await busy()) === 0 ? quiet + 1 : 0
  }
}
