import type { Page } from '@playwright/test'

/** Console errors, uncaught exceptions, failed requests and error answers of a journey, as they happen: a journey ends with none. */
export function watchProblems(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()}`)
  })
  page.on('pageerror', (e) => seen.push(`exception: ${e.message}`))
  page.on('requestfailed', (r) => {
    // A request the page itself dropped (a reload or navigation while it was on its way, a fetch the app
    // cancelled) failed nobody: on a busy machine a journey's own reload caught three in flight.
    if (isAbandoned(r.failure()?.errorText)) return
    seen.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`HTTP ${r.status()}: ${r.url()}`)
  })
  return seen
}

/** Chromium's word for a request the page abandoned (navigation, reload, AbortController), not one that failed. */
export const isAbandoned = (errorText: string | undefined): boolean => errorText === 'net::ERR_ABORTED'
