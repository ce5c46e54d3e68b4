import { getsAppOnEveryPage } from '@/core/domain/phoneVisit'
import { hashParts } from '@/core/navigation/hashParts'
import { NARROW_PATHS } from '@/core/navigation/routeTable'

/** Our own static introduction page (built from the intro catalogues, tools/introPage.ts); VITE_MOBILE_REDIRECT_URL overrides it. */
export const DEFAULT_MOBILE_REDIRECT_URL = '/mobile.html'

export interface Visit {
  userAgent: string
  /** location.hash, e.g. '#/codeForm' */
  hash: string
  /** The phone chose the app before (or does now, by ?app=phone). */
  choseApp: boolean
  /** The saved interface language (i18n-lang), for our introduction page. */
  lang: string | null
}

/**
 * A phone's visit goes to an introduction page (`url`); null keeps the app. The cooperation form and
 * the payment pages stay (a phone opens the sandbox page from the payment QR code), and so does a phone that
 * chose the app on the introduction page. Our own page comes in the saved language and keeps the hash, so
 * 继续使用手机版 returns to the page asked for.
 */
export function mobileRedirectTarget(visit: Visit, url: string): string | null {
  if (getsAppOnEveryPage(visit.userAgent, visit.choseApp)) return null
  const { path } = hashParts(visit.hash)
  if (NARROW_PATHS.includes(path)) return null
  if (url !== DEFAULT_MOBILE_REDIRECT_URL) return url
  const page = visit.lang === 'en' || visit.lang === 'zh_TW' ? `/mobile.${visit.lang}.html` : url
  return `${page}${visit.hash}`
}
