import { earlyResponses } from './adapters/http/EarlyResponses'
import { SessionStorageTokenStore } from './adapters/storage/SessionStorageTokenStore'
import { API_BASE_URL } from './apiBaseUrl'
import { PHONE_CHOICE_KEY, PHONE_CHOICE_PARAM, PHONE_CHOICE_VALUE, phoneChoiceCookie } from './core/domain/phoneVisit'
import { savedLang } from './ports/api/lang'
import { DEFAULT_MOBILE_REDIRECT_URL, mobileRedirectTarget } from './ui/mobileRedirect'
import { preloadScreen } from './ui/screenLoaders'

/**
 * The entry: a few hundred bytes that decide, before any of the app loads, whether this visit gets the app or
 * (a phone's first visit) the introduction page; only then is the app fetched (src/startApp.tsx).
 */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function sessionToken(): string | null {
  try {
    return new SessionStorageTokenStore().get()
  } catch {
    return null
  }
}

const query = new URLSearchParams(window.location.search)
const choosesNow = query.get(PHONE_CHOICE_PARAM) === PHONE_CHOICE_VALUE
if (choosesNow) {
  try {
    localStorage.setItem(PHONE_CHOICE_KEY, '1')
  } catch {
    // Storage refused (private mode): this visit still gets the app.
  }
  query.delete(PHONE_CHOICE_PARAM)
  const rest = query.toString()
  window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`)
}
const choseApp = choosesNow || read(PHONE_CHOICE_KEY) === '1'
// The server reads the choice too: a page for a visit that surely gets the app names the app's files, which the
// browser then fetches beside this entry instead of after it (server/http/requestGetsApp.ts).
if (choseApp && !document.cookie.includes(`${PHONE_CHOICE_KEY}=1`)) document.cookie = phoneChoiceCookie(location.protocol === 'https:')
const target = mobileRedirectTarget(
  { userAgent: navigator.userAgent, hash: window.location.hash, choseApp, lang: read('i18n-lang') },
  import.meta.env.VITE_MOBILE_REDIRECT_URL || DEFAULT_MOBILE_REDIRECT_URL,
)
if (target) window.location.replace(target)
else {
  // The opened page's screen, the app and the first page's calls, all on their way at once (the app takes the
  // calls' answers when it asks the same: src/adapters/http/EarlyResponses.ts). The demo answers in the browser.
  preloadScreen(window.location.hash)
  void import('./startApp')
  if (import.meta.env.MODE !== 'demo') earlyResponses.sendFirstCalls(API_BASE_URL, savedLang(read('i18n-lang')), sessionToken(), window.location.hash)
}
