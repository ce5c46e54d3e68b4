import fc from 'fast-check'
import { Hono } from 'hono'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getsAppOnEveryPage, PHONE_CHOICE_KEY } from '@/core/domain/phoneVisit'
import { APP_PRELOADS_END, APP_PRELOADS_START, indexPageVariants } from '../../server/http/indexPageVariants'
import { requestGetsApp } from '../../server/http/requestGetsApp'
import { staticFiles } from '../../server/http/staticFiles'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

const BLOCK = `${APP_PRELOADS_START}\n<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">\n${APP_PRELOADS_END}`
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script>${BLOCK}</head><body><div id="root"></div></body></html>`

describe('the page with and without the app’s files', () => {
  it('leaves out exactly the block, and keeps a page without one as it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        fc.pre(!`${before}${after}`.includes(APP_PRELOADS_START) && !`${before}${after}`.includes(APP_PRELOADS_END))
        const { withApp, withoutApp } = indexPageVariants(before + BLOCK + after)
        expect(withApp).toBe(before + BLOCK + after)
        expect(withoutApp).toBe(before + after)
        expect(indexPageVariants(before + after)).toEqual({ withApp: before + after, withoutApp: before + after })
      }),
    )
  })

  it('a computer always gets the app; a phone only once it chose it', () => {
    fc.assert(
      fc.property(fc.constantFrom(IPHONE, ANDROID, DESKTOP), fc.boolean(), (agent, chose) => {
        expect(getsAppOnEveryPage(agent, chose)).toBe(agent === DESKTOP || chose)
      }),
    )
    expect(requestGetsApp(IPHONE, 'phone', undefined)).toBe(true)
    expect(requestGetsApp(IPHONE, 'desktop', undefined)).toBe(false)
    expect(requestGetsApp(IPHONE, undefined, '1')).toBe(true)
    expect(requestGetsApp(IPHONE, undefined, '0')).toBe(false)
    expect(requestGetsApp(undefined, undefined, undefined)).toBe(true)
  })
})

describe('index.html as served', () => {
  let dir = ''
  const app = new Hono()
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gk-index-'))
    writeFileSync(join(dir, 'index.html'), PAGE)
    app.use('*', staticFiles(dir))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const page = async (path: string, headers: Record<string, string>) => {
    const answer = await app.request(path, { headers })
    const body =
      answer.headers.get('content-encoding') === 'br' ? brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString() : await answer.text()
    return { answer, body }
  }

  it('names the app’s files to a computer, to ?app=phone and to a phone that chose the app, in every encoding', async () => {
    for (const [path, headers] of [
      ['/', { 'user-agent': DESKTOP }],
      ['/index.html', { 'user-agent': DESKTOP, 'accept-encoding': 'br' }],
      ['/?app=phone', { 'user-agent': IPHONE, 'accept-encoding': 'br, gzip' }],
      ['/', { 'user-agent': ANDROID, cookie: `a=1; ${PHONE_CHOICE_KEY}=1` }],
    ] as const) {
      const { answer, body } = await page(path, headers)
      expect(answer.status).toBe(200)
      expect(body, `${path} ${JSON.stringify(headers)}`).toBe(PAGE)
      expect(answer.headers.get('vary')).toContain('User-Agent')
      expect(answer.headers.get('vary')).toContain('Cookie')
    }
  })

  it('leaves them out for a phone that has not chosen the app (it goes to the introduction first), with its own ETag', async () => {
    // Another cookie whose name ends in the choice's is not the choice.
    const phone = await page('/', { 'user-agent': IPHONE, 'accept-encoding': 'br', cookie: `x${PHONE_CHOICE_KEY}=1; ${PHONE_CHOICE_KEY}=0` })
    expect(phone.body).not.toContain('vendor-1.js')
    expect(phone.body).toContain('/assets/index-1.js')
    const computer = await page('/', { 'user-agent': DESKTOP })
    expect(phone.answer.headers.get('etag')).not.toBe(computer.answer.headers.get('etag'))
    // The computer's validator does not get the phone a 304 of the other page.
    const revalidated = await app.request('/', { headers: { 'user-agent': IPHONE, 'if-none-match': computer.answer.headers.get('etag') ?? '' } })
    expect(revalidated.status).toBe(200)
  })
})
