import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SimpleEventBus } from '@/adapters/events/SimpleEventBus'
import { FixedLanguage } from '@/adapters/fake/FixedLanguage'
import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { EarlyResponses } from '@/adapters/http/EarlyResponses'
import { FetchHttpApi } from '@/adapters/http/FetchHttpApi'
import { Headers } from '@/ports/api/headers'
import type { Lang } from '@/ports/api/lang'
import { schoolDetail } from '@/ports/api/school'
import { studentInfo, systemSettingList, userMenu } from '@/ports/api/system'
import { captchaImage } from '@/ports/api/user'

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }))

/** A network that answers every GET with which of its requests it was (1, 2, …), and records them. */
function network() {
  const sent: { url: string; headers: Record<string, string> }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({ url: input as string, headers: { ...(init?.headers as Record<string, string>) } })
    return envelope([{ fieldName: 'n', fieldValue: String(sent.length) }])
  }
  return { sent, fetch }
}

function appOptions(fetch: typeof globalThis.fetch, early: EarlyResponses, lang: Lang, token: string | null, userId: number | null = null) {
  return {
    baseUrl: '',
    fetch,
    retryDelay: () => 0,
    tokens: new InMemoryTokenStore(token),
    events: new SimpleEventBus(),
    toast: new RecordingToast(),
    language: new FixedLanguage(lang),
    userId: () => userId,
    early,
  }
}

function appApi(fetch: typeof globalThis.fetch, early: EarlyResponses, lang: Lang, token: string | null, userId: number | null = null) {
  return new FetchHttpApi(appOptions(fetch, early, lang, token, userId))
}

describe('the first calls, sent by the entry before the app loads', () => {
  it('are taken by the app instead of asked again: the settings, the menus and, with a session, the student', async () => {
    const net = network()
    const early = new EarlyResponses(net.fetch)
    early.sendFirstCalls('', 'zh_CN', 'tok')
    expect(net.sent.map((request) => request.url)).toEqual(['/api/gk/system-edit/list', '/api/v2/menu/user-menu', '/api/v2/user/student'])
    const api = appApi(net.fetch, early, 'zh_CN', 'tok')
    await api.call(systemSettingList, {})
    await api.call(userMenu, {})
    await api.call(studentInfo, {}).catch(() => undefined)
    expect(net.sent).toHaveLength(3)
    // Each answer is taken once: the next call asks the server.
    expect(await api.call(systemSettingList, {})).toEqual([{ fieldName: 'n', fieldValue: '4' }])
    expect(net.sent).toHaveLength(4)
  })

  it('a visitor’s entry does not ask for a student', () => {
    const net = network()
    new EarlyResponses(net.fetch).sendFirstCalls('', 'en', null)
    expect(net.sent.map((request) => request.url)).toEqual(['/api/gk/system-edit/list', '/api/v2/menu/user-menu'])
    expect(net.sent[0].headers).toEqual({ 'accept-language': 'en' })
  })

  it('an answer is taken only for exactly the same request: another language, session or student asks the server', async () => {
    const langs: Lang[] = ['zh_CN', 'zh_TW', 'en']
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...langs),
        fc.constantFrom(...langs),
        fc.constantFrom(null, 'a', 'b'),
        fc.constantFrom(null, 'a', 'b'),
        fc.constantFrom(null, 7),
        async (earlyLang, appLang, earlyToken, appToken, userId) => {
          const net = network()
          const early = new EarlyResponses(net.fetch)
          early.sendFirstCalls('', earlyLang, earlyToken)
          const before = net.sent.length
          await appApi(net.fetch, early, appLang, appToken, userId).call(systemSettingList, {})
          const same = earlyLang === appLang && earlyToken === appToken && userId === null
          expect(net.sent.length - before).toBe(same ? 0 : 1)
        },
      ),
    )
  })

  it('an early request that failed on the network is asked again by the app, which then gets its answer', async () => {
    let calls = 0
    const flaky: typeof globalThis.fetch = async () => {
      calls += 1
      if (calls === 1) throw new TypeError('offline for a moment')
      return envelope([])
    }
    const early = new EarlyResponses(flaky)
    early.sendFirstCalls('', 'zh_CN', null)
    calls = 2 // both early requests went out; the first (settings) failed
    expect(await appApi(flaky, early, 'zh_CN', null).call(systemSettingList, {})).toEqual([])
    expect(calls).toBe(3)
  })

  it('the school page asks for its school too, as the app will, and the app takes that answer', async () => {
    const net = network()
    const early = new EarlyResponses(net.fetch)
    early.sendFirstCalls('/base', 'zh_CN', null, '#/elseService/pickCollegiate/collegiateDetail?id=0001&tab=plan')
    expect(net.sent.map((request) => request.url)).toContain('/base/api/gk/gk-major/get?schoolId=1')
    const api = new FetchHttpApi({ ...appOptions(net.fetch, early, 'zh_CN', null), baseUrl: '/base' })
    await api.call(schoolDetail, { schoolId: 1 })
    expect(net.sent).toHaveLength(3)
  })

  it('a signed-in student’s school page leaves the school to the app, which asks with the student’s id the entry cannot know', async () => {
    const net = network()
    const early = new EarlyResponses(net.fetch)
    early.sendFirstCalls('', 'zh_CN', 'tok', '#/elseService/pickCollegiate/collegiateDetail?id=0001')
    await appApi(net.fetch, early, 'zh_CN', 'tok', 7).call(schoolDetail, { schoolId: 1 })
    const school = net.sent.filter((request) => request.url.startsWith('/api/gk/gk-major/get'))
    expect(school).toHaveLength(1)
    expect(school[0].headers[Headers.deviceId]).toBe('7')
  })

  it('no school call for an id that names no school, nor on other pages', () => {
    for (const hash of ['#/elseService/pickCollegiate/collegiateDetail?id=abc', '#/elseService/pickCollegiate/collegiateDetail', '#/home?id=0001', '']) {
      const net = network()
      new EarlyResponses(net.fetch).sendFirstCalls('', 'zh_CN', null, hash)
      expect(net.sent, hash).toHaveLength(2)
    }
  })

  it('the login page starts loading a captcha picture, whose uuid the sign-in dialog takes once', async () => {
    const net = network()
    const preloaded: string[] = []
    const early = new EarlyResponses(
      net.fetch,
      (url) => preloaded.push(url),
      () => 'uuid-from-the-entry',
    )
    early.sendFirstCalls('', 'zh_CN', null, '#/login')
    // The picture's URL is the one the app's <img> will ask for, so the browser hands it the preloaded picture.
    expect(preloaded).toEqual([await appApi(net.fetch, early, 'zh_CN', null).imageSrc(captchaImage, { uuid: 'uuid-from-the-entry' })])
    expect(early.takeCaptcha()).toBe('uuid-from-the-entry')
    expect(early.takeCaptcha()).toBeNull()
    // Other pages preload nothing; a browser that draws no uuid (not a secure context) still opens the app.
    const elsewhere = new EarlyResponses(
      net.fetch,
      (url) => preloaded.push(url),
      () => {
        throw new TypeError('crypto.randomUUID is not a function')
      },
    )
    elsewhere.sendFirstCalls('', 'zh_CN', null, '#/home')
    elsewhere.sendFirstCalls('', 'zh_CN', null, '#/login')
    expect(preloaded).toHaveLength(1)
    expect(elsewhere.takeCaptcha()).toBeNull()
  })
})
