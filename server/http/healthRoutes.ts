import type { Hono } from 'hono'
import type { ServerDeps } from '../ports/ServerDeps'
import type { AppMetrics } from './appMetrics'

/**
 * For the operator's load balancer and monitoring (issue 35), outside the API's queue so a busy server still
 * answers them: /healthz — the process answers; /readyz — it can serve a student now (the database answers and
 * the admission model is built; 503 with what is missing while it fits); /metrics — Prometheus text. Keep
 * /metrics to the internal network at the proxy: it names endpoints and counts, no personal data.
 */
export function healthRoutes(app: Hono, deps: ServerDeps, metrics: AppMetrics): void {
  app.get('/healthz', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }))
  app.get('/readyz', async (c) => {
    const database = await deps.repos.users
      .count()
      .then(() => true)
      .catch(() => false)
    const model = deps.volunteer.model.ready?.() ?? true
    const ready = database && model
    return c.json({ ready, checks: { database, model } }, ready ? 200 : 503, { 'Cache-Control': 'no-store' })
  })
  app.get('/metrics', async (c) => c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }))
}
