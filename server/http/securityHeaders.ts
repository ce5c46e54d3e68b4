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
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/**
 * Sets the security headers before the handler runs, so they travel with the response it creates
 * (`c.json`, `c.body`, static files). Set after it, each header made Hono copy the finished response
 * into a new one (a real share of a small GET's CPU: docs/PERFORMANCE.md). A handler that returns a Response it
 * built itself must include SECURITY_HEADERS; tests/server/httpResponses.test.ts covers every kind.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  for (const name in SECURITY_HEADERS) c.header(name, SECURITY_HEADERS[name])
  await next()
}
