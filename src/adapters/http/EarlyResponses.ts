import { schoolIdOf } from '@/core/domain/schoolId'
import { hashParts } from '@/core/navigation/hashParts'
import { paths } from '@/core/navigation/routeTable'
import { FIRST_CALL_PATHS } from '@/ports/api/firstCallPaths'
import type { Lang } from '@/ports/api/lang'
import { requestHeaders } from './requestHeaders'
import { requestOf } from './requestOf'

const keyOf = (url: string, headers: Record<string, string>) => `${url}\n${JSON.stringify(Object.entries(headers).sort())}`

/** Starts loading a picture the page will show: a `<link rel=preload>`, which the page's `<img>` of the same URL takes. */
function preloadImage(url: string): void {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = url
  document.head.append(link)
}

/**
 * GET calls the entry (src/main.tsx) sends before the app has loaded, kept until the HTTP adapter asks for the very
 * same request (URL and headers): it then takes that answer instead of asking again. The first page waits for
 * the settings, the menus and the session; asked while the app's files are still on their way, they are there
 * when it starts instead of one round trip later (docs/PERFORMANCE.md). The opened page's
 * own first call goes too: a visitor's school page's school, and the login page's captcha picture (its largest paint).
 */
export class EarlyResponses {
  private readonly pending = new Map<string, Promise<Response>>()
  private captcha: string | null = null

  constructor(
    private readonly fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
    private readonly preload: (url: string) => void = preloadImage,
    private readonly uuid: () => string = () => globalThis.crypto.randomUUID(),
  ) {}

  /**
   * Sends the first page's calls as the app will: with the starting language and the tab's session, no student id
   * yet. `hash` (location.hash) says which page opens.
   */
  sendFirstCalls(baseUrl: string, lang: Lang, token: string | null, hash = ''): void {
    const headers = requestHeaders(lang, token, null)
    this.send(baseUrl + FIRST_CALL_PATHS.settings, headers)
    this.send(baseUrl + FIRST_CALL_PATHS.menus, headers)
    if (token) this.send(baseUrl + FIRST_CALL_PATHS.student, headers)
    const { path, search } = hashParts(hash)
    // A signed-in app asks for the school with the student's id, which only the student call's answer tells: an
    // early copy without it would never be taken, and the school's answer would travel twice.
    if (!token && path === paths.schoolDetail()) {
      const schoolId = schoolIdOf(new URLSearchParams(search).get('id') ?? '')
      if (schoolId !== null) this.send(baseUrl + this.pathOf(FIRST_CALL_PATHS.schoolDetail, { schoolId }), headers)
    }
    if (path === paths.login()) {
      // The captcha's uuid is drawn here rather than by the sign-in dialog, which takes it (takeCaptcha). Where the
      // browser draws none (randomUUID needs a secure context) the dialog asks for its captcha as before.
      try {
        this.captcha = this.uuid()
      } catch {
        return
      }
      this.preload(baseUrl + this.pathOf(FIRST_CALL_PATHS.captcha, { uuid: this.captcha }))
    }
  }

  /** The uuid of the captcha picture the entry started loading, once: the sign-in dialog's first captcha is that one. */
  takeCaptcha(): string | null {
    const uuid = this.captcha
    this.captcha = null
    return uuid
  }

  /** A GET's path and query as the HTTP adapter writes them (requestOf), so the app's request is the same. */
  private pathOf(path: string, input: Record<string, unknown>): string {
    const request = requestOf({ method: 'GET', path }, input)
    return request.path + request.query
  }

  private send(url: string, headers: Record<string, string>): void {
    const answer = this.fetch(url, { method: 'GET', headers })
    // One the app never takes (it started in another language, say) must not be reported as an unhandled failure.
    answer.catch(() => undefined)
    this.pending.set(keyOf(url, headers), answer)
  }

  /** The answer to exactly this request if it was sent early and not taken yet; each is taken once. */
  take(url: string, headers: Record<string, string>): Promise<Response> | null {
    const key = keyOf(url, headers)
    const answer = this.pending.get(key) ?? null
    this.pending.delete(key)
    return answer
  }
}

/** The entry's and the app's one instance (the entry's chunk is shared with the app's). */
export const earlyResponses = new EarlyResponses()
