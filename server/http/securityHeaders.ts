import type { MiddlewareHandler } from 'hono'

/**
 * What the web app may load and run: only its own scripts (no inline script, no eval), so text that slips
 * past a sanitiser still cannot run; images also from data: and blob: URLs (avatars, QR codes, exports);
 * inline styles stay allowed (charts and layout set them). No plugins, no framing by other sites, forms
 * and <base> only to this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** Headers every response carries: the content policy, no MIME sniffing, no framing, no full-URL referrers. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('X-Frame-Options', 'DENY')
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
}
