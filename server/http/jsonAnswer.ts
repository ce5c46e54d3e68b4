import type { Context } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { gzipSync } from 'node:zlib'

/** Below this many characters gzip saves too little to pay for itself (Hono's compress uses the same 1 KB). */
export const COMPRESS_FROM_CHARS = 1024

/**
 * Whether an Accept-Encoding header allows `coding` (gzip, br): the coding or `*` named without `q=0`. An absent
 * header means identity only (RFC 9110 §12.5.3 allows any coding then, but clients that can decompress say so).
 */
export function acceptsCoding(header: string | undefined, coding: 'gzip' | 'br'): boolean {
  if (!header) return false
  let namedQ: number | undefined
  let anyQ: number | undefined
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name === coding) namedQ = weight
    else if (name === '*') anyQ = weight
  }
  const weight = namedQ ?? anyQ ?? 0
  return Number.isFinite(weight) && weight > 0
}

export const acceptsGzip = (header: string | undefined): boolean => acceptsCoding(header, 'gzip')

/**
 * An API answer as JSON; a large one is gzipped for a client that accepts it. Hono's compress middleware
 * did this through a web CompressionStream and, by setting Vary after the handler, made Hono copy every
 * response, small ones too. Gzipped in place (cheap even for an 80-row list): libuv's four
 * threads also serve the file system, and a hop there only adds a wait under load.
 */
export function jsonAnswer(c: Context, value: unknown, headers: Record<string, string>): Response {
  return compressedAnswer(c, JSON.stringify(value), 'application/json', headers)
}

/**
 * A body of `type`, gzipped as jsonAnswer does when it is large and of a kind that compresses (JSON, SVG: the
 * login captcha is a drawing that gzips well, on the login page's way to its first paint).
 */
export function compressedAnswer(c: Context, body: string | Uint8Array, type: string, headers: Record<string, string>): Response {
  const size = typeof body === 'string' ? body.length : body.byteLength
  const answer = (bytes: string | Uint8Array, more: Record<string, string>) =>
    typeof bytes === 'string'
      ? c.body(bytes, 200, { ...headers, 'Content-Type': type, ...more })
      : c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': type, ...more })
  if (size < COMPRESS_FROM_CHARS || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return answer(body, {})
  if (!acceptsGzip(c.req.header('accept-encoding'))) return answer(body, { Vary: 'Accept-Encoding' })
  const zipped = gzipSync(body)
  return answer(new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), { Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip' })
}
