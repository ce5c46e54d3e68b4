import type { MiddlewareHandler } from 'hono'

/** Headers every response carries: no MIME sniffing, no framing by other sites, no full-URL referrers. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('X-Frame-Options', 'DENY')
  c.header('Content-Security-Policy', "frame-ancestors 'none'")
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
}
