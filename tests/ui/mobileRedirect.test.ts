import { describe, expect, it } from 'vitest'
import { DEFAULT_MOBILE_REDIRECT_URL, mobileRedirectTarget, type Visit } from '@/ui/mobileRedirect'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const visit = (overrides: Partial<Visit>): Visit => ({ userAgent: IPHONE, hash: '#/home', choseApp: false, lang: null, ...overrides })

describe('where a visit goes before the app loads', () => {
  it('sends a phone to our introduction page in its saved language, keeping the page it asked for', () => {
    expect(mobileRedirectTarget(visit({}), DEFAULT_MOBILE_REDIRECT_URL)).toBe('/mobile.html#/home')
    expect(mobileRedirectTarget(visit({ lang: 'en', hash: '#/elseService/pickCollegiate' }), DEFAULT_MOBILE_REDIRECT_URL)).toBe(
      '/mobile.en.html#/elseService/pickCollegiate',
    )
    expect(mobileRedirectTarget(visit({ lang: 'zh_TW' }), DEFAULT_MOBILE_REDIRECT_URL)).toBe('/mobile.zh_TW.html#/home')
  })

  it('keeps the app for a phone that chose it, for the cooperation form and the payment pages, and for a desktop', () => {
    expect(mobileRedirectTarget(visit({ choseApp: true }), DEFAULT_MOBILE_REDIRECT_URL)).toBeNull()
    expect(mobileRedirectTarget(visit({ hash: '#/codeForm' }), DEFAULT_MOBILE_REDIRECT_URL)).toBeNull()
    expect(mobileRedirectTarget(visit({ hash: '#/pay/sandbox?no=1' }), DEFAULT_MOBILE_REDIRECT_URL)).toBeNull()
    expect(mobileRedirectTarget(visit({ userAgent: DESKTOP }), DEFAULT_MOBILE_REDIRECT_URL)).toBeNull()
  })

  it('sends a phone to a configured page as it is', () => {
    expect(mobileRedirectTarget(visit({ lang: 'en' }), 'https://example.com/intro')).toBe('https://example.com/intro')
  })
})
