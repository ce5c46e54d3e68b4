import type { MiddlewareHandler } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { relative } from 'node:path'

/**
 * The built web app. Vite's hashed assets never change under one name, so they are cached for a year;
 * index.html must be revalidated so a new build reaches users at once.
 */
export function staticFiles(dir: string): MiddlewareHandler {
  const root = relative(process.cwd(), dir) || '.'
  const serve = serveStatic({
    root,
    onFound: (path, c) => {
      const hashed = /[/\\]assets[/\\]/.test(path)
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    if (c.req.path.startsWith('/api/')) return next()
    return serve(c, next)
  }
}
