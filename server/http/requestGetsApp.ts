import { getsAppOnEveryPage, PHONE_CHOICE_VALUE } from '@/core/domain/phoneVisit'

/**
 * Whether a request for the page comes from a visit that gets the app on every page: a computer, `?app=phone`
 * (the introduction's 继续使用手机版), or a phone that chose the app before (its `phone-app` cookie, set by
 * src/main.tsx; `choiceCookie` is that cookie's value).
 */
export function requestGetsApp(userAgent: string | undefined, choiceParam: string | undefined, choiceCookie: string | undefined): boolean {
  return getsAppOnEveryPage(userAgent ?? '', choiceParam === PHONE_CHOICE_VALUE || choiceCookie === '1')
}
