import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import { Codes } from '@/ports/api/endpoint'

/** What a call's envelope code says, in few label values: ok, refused (an expected failure) or error (ours). */
const outcomeOf = (code: number) => (code === Codes.ok ? 'ok' : code === Codes.error || code === Codes.errorReported ? 'error' : 'refused')

/**
 * The Prometheus metrics served at /metrics (issue 35): calls, their time and outcome per endpoint, lists built,
 * SMS sends and payment results. One registry per app, so tests and twin servers in one process never collide.
 */
export class AppMetrics {
  readonly registry = new Registry()
  private readonly calls = new Counter({
    name: 'gk_api_calls_total',
    help: 'API calls by endpoint and outcome (ok, refused, error)',
    labelNames: ['endpoint', 'outcome'],
    registers: [this.registry],
  })
  private readonly seconds = new Histogram({
    name: 'gk_api_call_seconds',
    help: 'Time to answer an API call, by endpoint',
    labelNames: ['endpoint'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  })
  private readonly lists = new Counter({
    name: 'gk_lists_built_total',
    help: 'One-click volunteer lists built (joinAi answered ok)',
    registers: [this.registry],
  })
  private readonly sms = new Counter({ name: 'gk_sms_sends_total', help: 'SMS code requests by outcome', labelNames: ['outcome'], registers: [this.registry] })
  private readonly payments = new Counter({
    name: 'gk_payment_notifications_total',
    help: 'Payment provider notifications by method and whether they were handled',
    labelNames: ['method', 'handled'],
    registers: [this.registry],
  })

  /** `process`: also the Node process's own figures (CPU, memory, event-loop lag): the server's, not a test's. */
  constructor(options: { process?: boolean } = {}) {
    if (options.process) collectDefaultMetrics({ register: this.registry })
  }

  call(endpoint: string, code: number, seconds: number): void {
    const outcome = outcomeOf(code)
    this.calls.inc({ endpoint, outcome })
    this.seconds.observe({ endpoint }, seconds)
    if (endpoint === 'joinAi' && outcome === 'ok') this.lists.inc()
    if (endpoint === 'sendSms') this.sms.inc({ outcome })
  }

  payment(method: string, handled: boolean): void {
    this.payments.inc({ method, handled: handled ? 'yes' : 'no' })
  }
}
