import type { AppMetrics } from './appMetrics'
import type { Hono } from 'hono'
import { settleNotice } from '../app/pay/settleNotice'
import type { PaymentGateway } from '../ports/PaymentGateway'
import type { ServerDeps } from '../ports/ServerDeps'
import { SECURITY_HEADERS } from './securityHeaders'

/** Where the providers send payment results (the notify_url given with every order). */
export const NOTIFY_PATHS = { wx: '/api/pay/notify/wechat', zfb: '/api/pay/notify/alipay' } as const

/**
 * The providers' callbacks. They are not envelope endpoints: each provider signs the exact body and expects
 * its own answer (WeChat a status and JSON, Alipay the word success), so they are plain routes. A callback
 * that fails verification changes nothing; a verified one is settled like every other payment result.
 */
export function paymentNotifyRoutes(app: Hono, deps: ServerDeps, metrics?: AppMetrics): void {
  for (const method of ['wx', 'zfb'] as const) {
    app.post(NOTIFY_PATHS[method], async (c) => {
      const gateway: PaymentGateway = deps.pay.gateways[method]
      const body = await c.req.text()
      const headers = Object.fromEntries([...c.req.raw.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]))
      const notice = await gateway.verifyNotify({ headers, body })
      if (!notice) {
        deps.logger.warn('payment callback failed verification', { method, gateway: gateway.kind })
        metrics?.payment(method, false)
        return answer(gateway, false)
      }
      const settled = await settleNotice(deps, notice)
      metrics?.payment(method, settled !== 'refused')
      return answer(gateway, settled !== 'refused')
    })
  }
}

/** A Response of its own (the provider's exact bytes), so it carries the security headers itself. */
function answer(gateway: PaymentGateway, handled: boolean): Response {
  const ack = gateway.ack(handled)
  return new Response(ack.body === '' ? null : ack.body, {
    status: ack.status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': ack.contentType, 'Cache-Control': 'no-store' },
  })
}
