import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemSettingList } from '@/ports/api/system'
import { createApp } from '../../../server/http/createApp'
import { startTestServer, type TestServer } from '../testServer'
import { INTRO_PAGES, renderIntroPage } from '../../../tools/introPage'

/** The web app's files and the policy they are served with. */
describe('static files and the content-security policy', () => {
  let server: TestServer
  let root: string
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    server = await startTestServer()
    root = mkdtempSync(join(tmpdir(), 'gk-web-'))
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true })
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>')
    writeFileSync(join(root, 'dist', 'assets', 'app.js'), 'console.log(1)')
    writeFileSync(join(root, 'dist', 'robots.txt'), readFileSync('public/robots.txt'))
    // What a traversal would be after: a file beside dist/, as the repository's own files are.
    writeFileSync(join(root, 'secret.txt'), 'SECRET-OUTSIDE-DIST')
    writeFileSync(join(root, 'dist-secret.txt'), 'SECRET-OUTSIDE-DIST')
    app = createApp(server.deps, { staticDir: join(root, 'dist') })
  })
  afterAll(async () => {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })

  const get = async (path: string) => app.request(path, { headers: { 'x-forwarded-for': '10.0.0.9' } })

  it('serves the app from dist/', async () => {
    expect(await (await get('/')).text()).toContain('id="root"')
    expect(await (await get('/assets/app.js')).text()).toBe('console.log(1)')
  })

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/assets/..\\..\\secret.txt',
    '//secret.txt',
    '/.%2e/secret.txt',
    '/%252e%252e/secret.txt',
    '/../dist-secret.txt',
    '/%2e%2e/dist-secret.txt',
    `/${'%2e%2e/'.repeat(12)}etc/passwd`,
    '/assets/%00../../secret.txt',
  ])('%s never reaches a file outside dist/', async (path) => {
    const response = await get(path)
    const body = await response.text()
    expect(body).not.toContain('SECRET-OUTSIDE-DIST')
    expect(body).not.toMatch(/root:.*:0:0:/)
    expect(response.status).toBeLessThan(500)
  })

  it('serves robots.txt as text, and answers a file that is not there with a plain 404, not a JSON page', async () => {
    const robots = await app.request('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toContain('text/plain')
    expect(await robots.text()).toContain('Disallow: /api/')
    const missing = await app.request('/.well-known/security.txt')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toContain('text/plain')
    // An API path still answers the envelope.
    expect(((await (await app.request('/api/nope')).json()) as { code: number }).code).toBe(404)
  })

  it.each([
    ['the web app', '/'],
    ['a script', '/assets/app.js'],
    ['an API answer', systemSettingList.path],
  ])('%s carries a policy that runs only our own script files: no inline script, no eval, no plugins, no framing', async (_what, path) => {
    const policy = (await get(path)).headers.get('content-security-policy') ?? ''
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/)
        return [name, values] as const
      }),
    )
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
  })

  // index.html and the phone introduction pages the build writes (tools/introPage.ts).
  const pages = [['index.html', readFileSync('index.html', 'utf8')], ...INTRO_PAGES.map((page) => [page.file, renderIntroPage(page.words, page.file)])]
  it.each(pages)('%s has no inline script or event handler (the policy would block it)', (_file, html) => {
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i)
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    expect(html).not.toMatch(/javascript:/i)
  })
})
