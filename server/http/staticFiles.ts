import type { MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { getMimeType } from 'hono/utils/mime'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { getCookie } from 'hono/cookie'
import { PHONE_CHOICE_KEY, PHONE_CHOICE_PARAM } from '@/core/domain/phoneVisit'
import { indexPageVariants } from './indexPageVariants'
import { requestGetsApp } from './requestGetsApp'
import { acceptsCoding, COMPRESS_FROM_CHARS } from './jsonAnswer'

const INDEX_PAGE = '/index.html'
/** The key of the page without the app's files, for a phone not yet sent to the introduction; no URL reaches it. */
const INDEX_PAGE_WITHOUT_APP = '\0index-without-app'

interface StaticFile {
  body: Uint8Array<ArrayBuffer>
  /** The gzipped body, for a text file worth compressing; null otherwise. */
  gzipped: Uint8Array<ArrayBuffer> | null
  /** The build's brotli copy (`<file>.br`, tools/brotliFiles.ts), smaller again; null when the build made none. */
  brotli: Uint8Array<ArrayBuffer> | null
  type: string
  cacheControl: string
  etag: string
}

const bytes = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>

/** One file as served: its compressed forms made or read once. `brotli` is the build's copy, or null. */
function staticFile(path: string, body: Buffer, brotli: Buffer | null): StaticFile {
  const type = getMimeType(path) ?? 'application/octet-stream'
  const compressible = body.length >= COMPRESS_FROM_CHARS && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
  // Vite's hashed assets never change under one name, so they are cached for a year; the rest (index.html,
  // mobile.html, robots.txt) must be revalidated so a new build reaches users at once.
  const hashed = path.startsWith('/assets/')
  return {
    body: bytes(body),
    gzipped: compressible ? bytes(gzipSync(body, { level: 9 })) : null,
    brotli: compressible && brotli ? bytes(brotli) : null,
    type,
    cacheControl: hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    // Weak: the plain and the compressed bytes are the same file, so one validator serves all three.
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
  }
}

/**
 * Every file under `dir`, by its URL path (`/assets/app-1a2b.js`), read and gzipped once. No folder (the
 * API-only test servers, before any build) serves no files.
 */
function loadFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  if (!existsSync(dir)) return files
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = join(entry.parentPath, entry.name)
    // A brotli copy is served in place of its file, never under a name of its own.
    if (entry.name.endsWith('.br') && existsSync(full.slice(0, -3))) continue
    const path = '/' + relative(dir, full).split(sep).join('/')
    const body = readFileSync(full)
    if (path === INDEX_PAGE) {
      // Two pages, with and without the app's files named (server/http/indexPageVariants.ts); small enough to compress here.
      const { withApp, withoutApp } = indexPageVariants(body.toString('utf8'))
      for (const [key, html] of [
        [INDEX_PAGE, withApp],
        [INDEX_PAGE_WITHOUT_APP, withoutApp],
      ] as const) {
        const page = Buffer.from(html, 'utf8')
        files.set(key, staticFile(INDEX_PAGE, page, brotliCompressSync(page)))
      }
      continue
    }
    files.set(path, staticFile(path, body, existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : null))
  }
  return files
}

/**
 * The built web app, held in memory: the files are read and gzipped once when the server starts, with the
 * build's brotli copies beside them (a build is immutable; `npm start` rebuilds before it starts the server).
 * A browser that accepts br gets the brotli copy, else gzip, else the plain file. Serving from a folder read and gzipped
 * each file on every request through libuv's four threads, which under the evening mix made a page load
 * wait (docs/PERFORMANCE.md). Only the exact paths of files found under `dir` are served, so no spelling of
 * a path can reach a file outside it.
 */
export function staticFiles(dir: string): MiddlewareHandler {
  const files = loadFiles(dir)
  return async (c, next) => {
    const method = c.req.method
    if (method !== 'GET' && method !== 'HEAD') return next()
    const path = c.req.path.endsWith('/') ? `${c.req.path}index.html` : c.req.path
    const isIndex = path === INDEX_PAGE
    const withApp = !isIndex || requestGetsApp(c.req.header('user-agent'), c.req.query(PHONE_CHOICE_PARAM), getCookie(c, PHONE_CHOICE_KEY))
    const file = files.get(withApp ? path : INDEX_PAGE_WITHOUT_APP)
    if (!file) return next()
    const headers: Record<string, string> = { 'Content-Type': file.type, 'Cache-Control': file.cacheControl, ETag: file.etag }
    const varies = [...(file.gzipped ? ['Accept-Encoding'] : []), ...(isIndex ? ['User-Agent', 'Cookie'] : [])]
    if (varies.length > 0) headers.Vary = varies.join(', ')
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers)
    const accepted = c.req.header('accept-encoding')
    let body = file.body
    if (file.brotli && acceptsCoding(accepted, 'br')) {
      body = file.brotli
      headers['Content-Encoding'] = 'br'
    } else if (file.gzipped && acceptsCoding(accepted, 'gzip')) {
      body = file.gzipped
      headers['Content-Encoding'] = 'gzip'
    }
    if (method === 'HEAD') return c.body(null, 200, { ...headers, 'Content-Length': String(body.byteLength) })
    return c.body(body, 200, headers)
  }
}
