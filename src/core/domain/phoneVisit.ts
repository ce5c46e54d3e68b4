/**
 * A phone's first visit goes to an introduction page; after 继续使用手机版 it gets the app. The choice is
 * remembered under this name in localStorage (read by the entry, src/main.tsx) and in a cookie of the same name,
 * which the server reads to send the app's files with the page (server/http/requestGetsApp.ts).
 */
export const PHONE_CHOICE_KEY = 'phone-app'
/** `?app=phone` on the address: the introduction's 继续使用手机版 (and any link that means it) chooses the app. */
export const PHONE_CHOICE_PARAM = 'app'
/** The value of `?app=` that chooses the app. */
export const PHONE_CHOICE_VALUE = 'phone'

const MOBILE_AGENT = /Android|iPhone|iPod|iPad|Windows Phone|Mobile|HarmonyOS|MicroMessenger.*Mobile/i

/**
 * Whether this visit gets the app whatever page it opens: a computer, or a phone that chose the app. A phone that
 * has not may still get it for the few pages open to phones, which only the address's hash tells (the browser
 * never sends it to the server).
 */
export function getsAppOnEveryPage(userAgent: string, choseApp: boolean): boolean {
  return !MOBILE_AGENT.test(userAgent) || choseApp
}

/**
 * The cookie that remembers the choice for a year (its value only says "the app, please"). Secure whenever the page
 * was served over HTTPS, so a proxy's plain-HTTP side never receives it; SameSite=Lax like any first-party cookie.
 */
export function phoneChoiceCookie(https: boolean): string {
  return `${PHONE_CHOICE_KEY}=1; Max-Age=31536000; Path=/; SameSite=Lax${https ? '; Secure' : ''}`
}
