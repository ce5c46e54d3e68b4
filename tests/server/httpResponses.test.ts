import { serve, type ServerType } from '@hono/node-server'
import fc from 'fast-check'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { streamAnswer } from '@/ports/api/chat'
import { errorReport, systemSettingList, userAgreement } from '@/ports/api/system'
import { captchaImage } from '@/ports/api/user'
import { createApp } from '../../server/http/createApp'
import { acceptsGzip } from '../../server/http/jsonAnswer'
import { NOTIFY_PATHS } from '../../server/http/paymentNotify'
import { SECURITY_HEADERS } from '../../server/http/securityHeaders'
import { startTestServer, type TestServer } from './testServer'

interface Raw {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * The app behind @hono/node-server on a real port, as `npm start` serves it: that adapter's light request
 * and response objects take paths that `app.request` never does, so the headers and limits are checked here.
 */
describe('responses over real HTTP', () => {
  let server: TestServer
  let http: ServerType
  let port: number
  let root: string

  beforeAll(async () => {
    server = await startTestServer()
    root = mkdtempSync(join(tmpdir(), 'gk-http-'))
    mkdirSync(join(root, 'assets'), { recursive: true })
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(root, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
    // A build's brotli copy (tools/brotliFiles.ts) beside its script; the other script has none.
    const vendor = `export const words = ${JSON.stringify('字'.repeat(3000))}`
    writeFileSync(join(root, 'assets', 'vendor.js'), vendor)
    writeFileSync(join(root, 'assets', 'vendor.js.br'), brotliCompressSync(vendor))
    const app = createApp(server.deps, { staticDir: root })
    await new Promise<void>((started) => {
      http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => started())
    })
    port = (http.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise<void>((closed) => http.close(() => closed()))
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })

  /** One request through node:http, so nothing adds or undoes Accept-Encoding, Content-Length or chunking. */
  function raw(method: string, path: string, options: { headers?: Record<string, string>; body?: string; chunked?: boolean } = {}): Promise<Raw> {
    return new Promise((done, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { 'x-forwarded-for': '10.0.0.7', ...options.headers } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', fail)
      })
      req.on('error', fail)
      if (options.body !== undefined) {
        if (options.chunked) {
          // Several writes without a length: Node sends Transfer-Encoding: chunked.
          for (let i = 0; i < options.body.length; i += 64 * 1024) req.write(options.body.slice(i, i + 64 * 1024))
        } else {
          req.setHeader('content-length', Buffer.byteLength(options.body))
          req.write(options.body)
        }
      }
      req.end()
    })
  }

  const json = (answer: Raw) =>
    JSON.parse((answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8')) as {
      code: number
      msg: string
      data: unknown
    }
  const post = (path: string, body: string, chunked = false) => raw('POST', path, { headers: { 'content-type': 'application/json' }, body, chunked })

  function expectSecurityHeaders(answer: Raw, what: string): void {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value)
  }

  it('a small API answer: the envelope, not cached, with the security headers, not compressed', async () => {
    const answer = await raw('GET', systemSettingList.path, { headers: { 'accept-encoding': 'gzip' } })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toContain('application/json')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(json(answer).code).toBe(0)
    expectSecurityHeaders(answer, 'small answer')
  })

  it('a large API answer is gzipped for a client that accepts it, and sent plain (with Vary) to one that does not', async () => {
    const zipped = await raw('GET', `${userAgreement.path}?id=1`, { headers: { 'accept-encoding': 'br;q=1, gzip;q=0.8' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(json(zipped)).toMatchObject({ code: 0, data: { id: 1 } })
    expectSecurityHeaders(zipped, 'gzipped answer')

    const plain = await raw('GET', `${userAgreement.path}?id=1`, { headers: { 'accept-encoding': 'gzip;q=0, identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(json(plain)).toEqual(json(zipped))
    expectSecurityHeaders(plain, 'plain large answer')
  })

  it('the captcha picture (an SVG drawing) is gzipped for a client that accepts it, and is the same picture plain', async () => {
    const uuid = '5b0d3c1e-8f4a-4c2b-9e7d-1a2b3c4d5e6f'
    const zipped = await raw('GET', captchaImage.path.replace(':uuid', uuid), { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(zipped.status).toBe(200)
    expect(zipped.headers['content-type']).toBe('image/svg+xml')
    expect(zipped.headers['cache-control']).toBe('no-store')
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const picture = gunzipSync(zipped.body).toString('utf8')
    expect(picture).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect(zipped.body.length).toBeLessThan(picture.length / 2)
    expectSecurityHeaders(zipped, 'captcha picture')

    const plain = await raw('GET', captchaImage.path.replace(':uuid', uuid), { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/)
  })

  it('the web app and its scripts carry the headers; a large script is still gzipped', async () => {
    const page = await raw('GET', '/')
    expect(page.body.toString()).toContain('id="root"')
    expectSecurityHeaders(page, 'index.html')
    const script = await raw('GET', '/assets/app.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(script.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(script.body).toString()).toContain('console.log')
    expectSecurityHeaders(script, 'script')
  })

  it("a build's brotli copy goes to a browser that accepts br, gzip to one that does not, and is never served by its own name", async () => {
    const brotli = await raw('GET', '/assets/vendor.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(brotli.body).toString()).toContain('字字字')
    const gzip = await raw('GET', '/assets/vendor.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(brotliDecompressSync(brotli.body).toString())
    expect(gzip.headers.etag).toBe(brotli.headers.etag)
    const plain = await raw('GET', '/assets/vendor.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(gunzipSync(gzip.body).toString())
    // Without a copy, br is not invented: the script without one is gzipped.
    expect((await raw('GET', '/assets/app.js', { headers: { 'accept-encoding': 'br, gzip' } })).headers['content-encoding']).toBe('gzip')
    expect((await raw('GET', '/assets/vendor.js.br')).status).toBe(404)
  })

  it('a script is revalidated by its ETag (304, no body) and answers HEAD with its length only', async () => {
    const first = await raw('GET', '/assets/app.js')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(first.headers['cache-control']).toContain('immutable')
    const again = await raw('GET', '/assets/app.js', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await raw('HEAD', '/assets/app.js')
    expect(head.status).toBe(200)
    expect(Number(head.headers['content-length'])).toBe(first.body.length)
    expect(head.body.length).toBe(0)
    expect((await raw('GET', '/')).headers['cache-control']).toBe('no-cache')
  })

  it('an unknown API path, a stream refused at opening and a payment callback carry the headers too', async () => {
    const missing = await raw('GET', '/api/nope')
    expect(json(missing).code).toBe(404)
    expectSecurityHeaders(missing, 'unknown path')
    const stream = await raw('GET', `${streamAnswer.path}?question=hi`)
    expect(json(stream).code).not.toBe(0)
    expectSecurityHeaders(stream, 'refused stream')
    const notify = await post(NOTIFY_PATHS.wx, '{"forged":true}')
    expect(notify.status).toBeGreaterThanOrEqual(200)
    expectSecurityHeaders(notify, 'payment callback')
  })

  it('a handler that throws answers code -1 with the headers', async () => {
    const failing = vi.spyOn(server.deps.repos.content, 'settings').mockRejectedValue(new Error('disk on fire'))
    try {
      const answer = await raw('GET', systemSettingList.path)
      expect(json(answer)).toMatchObject({ code: -1 })
      expectSecurityHeaders(answer, 'failed handler')
    } finally {
      failing.mockRestore()
    }
  })

  const oversized = JSON.stringify({ apiName: 'x', content: 'y'.repeat(1_100_000) })

  it.each([
    ['states its length', false],
    ['comes chunked, with no length', true],
  ])('a body over 1 MB that %s is refused with the envelope', async (_how, chunked) => {
    const answer = await post(errorReport.path, oversized, chunked)
    expect(answer.status).toBe(200)
    expect(json(answer)).toMatchObject({ code: 1, msg: '请求内容过大' })
    expectSecurityHeaders(answer, 'too large')
  })

  it.each([
    ['states its length', false],
    ['comes chunked', true],
  ])('a body under the limit that %s is read whole', async (_how, chunked) => {
    const answer = await post(errorReport.path, JSON.stringify({ apiName: 'x', content: 'z'.repeat(200_000) }), chunked)
    expect(json(answer).msg).not.toBe('请求内容过大')
    expect(json(answer).msg).not.toBe('请求内容不是有效的 JSON')
  })
})

describe('a server started before the web app is built', () => {
  it('answers the API, and a page with a plain 404, when dist/ does not exist', async () => {
    const server = await startTestServer()
    try {
      const app = createApp(server.deps, { staticDir: join(tmpdir(), 'gk-no-such-dist-folder') })
      expect(((await (await app.request(systemSettingList.path)).json()) as { code: number }).code).toBe(0)
      expect((await app.request('/')).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['GZip', true],
    ['deflate, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0', false],
    ['*', true],
    ['*;q=0', false],
    ['br, *;q=0.1', true],
    ['*, gzip;q=0', false],
    ['identity', false],
    ['gzip;q=abc', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted)
  })

  it('gzip named with a positive weight is accepted whatever else is listed; named with q=0 it never is', () => {
    const other = fc.constantFrom('br', 'deflate', 'identity', 'compress', '*;q=0', '*')
    fc.assert(
      fc.property(fc.array(other, { maxLength: 4 }), fc.array(other, { maxLength: 4 }), fc.integer({ min: 0, max: 1000 }), (before, after, weight) => {
        const header = [...before, `gzip;q=${weight / 1000}`, ...after].join(', ')
        expect(acceptsGzip(header)).toBe(weight > 0)
      }),
    )
  })
})
