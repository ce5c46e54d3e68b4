import { getsAppOnEveryPage, PHONE_CHOICE_KEY, PHONE_CHOICE_VALUE } from '@/core/domain/phoneVisit'

/**
 * Whether a request for the page comes from a visit that gets the app on every page: a computer, `?app=phone`
 * (the introduction's 继续使用手机版), or a phone that chose the app before (its cookie, set by src/main.tsx).
 */
export function requestGetsApp(userAgent: string | undefined, choiceParam: string | undefined, cookieHeader: string | undefined): boolean {
  const choseApp = choiceParam === PHONE_CHOICE_VALUE || (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${PHONE_CHOICE_KEY}=1`)
  return getsAppOnEveryPage(userAgent ?? '', choseApp)
}
