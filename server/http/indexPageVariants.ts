/**
 * The build names the app's first files (its scripts and styles) in index.html between these two comments
 * (tools/appPreloads.ts), so a browser fetches them beside the entry instead of one round trip after it.
 * (No imports here: the build's config loads this file as it is.)
 */
export const APP_PRELOADS_START = '<!-- app-preloads -->'
export const APP_PRELOADS_END = '<!-- /app-preloads -->'

/**
 * The page with the app's files named (for a visit that surely gets the app) and without (for a phone that has not
 * chosen the app, which the entry sends to the light introduction page before any of the app is fetched).
 * A page without the block is both.
 */
export function indexPageVariants(html: string): { withApp: string; withoutApp: string } {
  const start = html.indexOf(APP_PRELOADS_START)
  const end = html.indexOf(APP_PRELOADS_END, start)
  if (start < 0 || end < 0) return { withApp: html, withoutApp: html }
  return { withApp: html, withoutApp: html.slice(0, start) + html.slice(end + APP_PRELOADS_END.length) }
}
