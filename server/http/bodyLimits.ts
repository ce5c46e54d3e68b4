import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Refuses a request body over `maxBytes(path)` with `tooLarge`. A GET or HEAD has no body; a body that
 * states its length is judged by that header (Node's parser never delivers more than it states). Only a
 * chunked body is counted as it streams, through Hono's bodyLimit. Its check reads `c.req.raw.body`,
 * which turns @hono/node-server's light request into a full web Request (stream, abort signal):
 * a real share of a small GET's CPU (docs/PERFORMANCE.md), so the common cases stay clear of it.
 */
export function bodyLimits(maxBytes: (path: string) => number, tooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const streamed = new Map<number, MiddlewareHandler>()
  return (c, next) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD') return next()
    const max = maxBytes(c.req.path)
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > max ? Promise.resolve(tooLarge(c)) : next()
    }
    let limit = streamed.get(max)
    if (!limit) streamed.set(max, (limit = bodyLimit({ maxSize: max, onError: tooLarge })))
    return limit(c, next)
  }
}
