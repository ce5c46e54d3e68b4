import { Hono, type Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { allEndpoints } from '@/ports/api/catalog'
import { Codes, type Endpoint } from '@/ports/api/endpoint'
import { Headers } from '@/ports/api/headers'
import { apiMessage, langFrom, type ApiMessageKey } from '@/ports/api/messages'
import { handlers, streamHandlers } from './handlers'
import { createDispatcher, createStreamOpener, type Dispatcher, type RequestContext } from '../app/shared/createDispatcher'
import type { ServerDeps } from '../ports/ServerDeps'
import { bodyLimits } from './bodyLimits'
import { FAIR_QUEUE_DEFAULTS, fairQueue, type FairQueueOptions } from './fairQueue'
import { compressedAnswer, jsonAnswer } from './jsonAnswer'
import { readInput } from './readInput'
import { requestContext } from './requestContext'
import { securityHeaders } from './securityHeaders'
import { staticFiles } from './staticFiles'
import { paymentNotifyRoutes } from './paymentNotify'
import { AppMetrics } from './appMetrics'
import { healthRoutes } from './healthRoutes'

export interface AppOptions {
  /** Folder of the built web app (vite build output); omitted in API-only tests. */
  staticDir?: string
  trustProxy?: boolean
  dispatcher?: Dispatcher
  endpoints?: readonly Endpoint[]
  /** API calls worked on at once and allowed to wait (FAIR_QUEUE_DEFAULTS when omitted). */
  fairQueue?: FairQueueOptions
  /** Served at /metrics; a fresh set (without the process's own figures) when omitted. */
  metrics?: AppMetrics
}

const MAX_BODY_BYTES = 1024 * 1024
/** The avatar travels as a data URL of up to 2 MB of image (base64 adds a third), so its call may carry more. */
const AVATAR_PATH = '/api/v2/user/updPass'
const AVATAR_BODY_BYTES = 3 * 1024 * 1024

/** The HTTP face of the dispatcher: every endpoint of the contract, always answering the envelope with HTTP 200. */
export function createApp(deps: ServerDeps, options: AppOptions = {}): Hono {
  const dispatch = options.dispatcher ?? createDispatcher(deps, handlers)
  const openStream = createStreamOpener(deps, streamHandlers)
  const app = new Hono()
  const metrics = options.metrics ?? new AppMetrics()
  const envelope = (c: Context, key: ApiMessageKey, code: number) =>
    c.json({ code, msg: apiMessage(key, langFrom(c.req.header('i18n-lang') ?? c.req.header(Headers.language))), data: null }, 200)

  app.use('*', securityHeaders)
  healthRoutes(app, deps, metrics)
  const tooLarge = (c: Context) => envelope(c, 'common.payloadTooLarge', Codes.failure)
  app.use(
    '*',
    bodyLimits((path) => (path === AVATAR_PATH ? AVATAR_BODY_BYTES : MAX_BODY_BYTES), tooLarge),
  )
  // The contract's calls take turns; static files and the payment callbacks do not wait behind them.
  const queue = fairQueue(options.fairQueue ?? FAIR_QUEUE_DEFAULTS, (c) => envelope(c, 'common.busy', Codes.failure))

  for (const endpoint of options.endpoints ?? allEndpoints) {
    if (endpoint.response === 'sse') {
      app.on(endpoint.method, endpoint.path, queue, async (c) => {
        const read = await readInput(c, endpoint)
        if (!read.ok) return envelope(c, read.problem, Codes.failure)
        const clientGone = new AbortController()
        const opening = await openStream(endpoint, read.input, streamContext(c, options.trustProxy ?? false), clientGone.signal)
        c.header('Cache-Control', 'no-store')
        if (!opening.ok) {
          clientGone.abort()
          return c.json(opening.envelope, 200)
        }
        if (opening.refreshedToken) {
          c.header(Headers.refreshedToken, opening.refreshedToken)
          c.header('Access-Control-Expose-Headers', Headers.refreshedToken)
        }
        // A reverse proxy (nginx) would otherwise buffer the answer and release it at the end.
        c.header('X-Accel-Buffering', 'no')
        return streamSSE(
          c,
          async (stream) => {
            stream.onAbort(() => clientGone.abort())
            for await (const message of opening.messages) {
              if (stream.aborted) break
              await stream.writeSSE({ data: JSON.stringify(message) })
            }
          },
          async (error) => {
            clientGone.abort()
            deps.logger.error('stream write failed', { path: c.req.path, error: error.stack ?? String(error) })
          },
        )
      })
      continue
    }
    app.on(endpoint.method, endpoint.path, queue, async (c) => {
      const read = await readInput(c, endpoint)
      if (!read.ok) return envelope(c, read.problem, Codes.failure)
      const trustProxy = options.trustProxy ?? false
      const started = performance.now()
      const result = await dispatch(endpoint, read.input, TOKEN_IN_QUERY.has(endpoint.name) ? streamContext(c, trustProxy) : requestContext(c, trustProxy))
      metrics.call(endpoint.name, result.envelope.code, (performance.now() - started) / 1000)
      if (result.refreshedToken) {
        c.header(Headers.refreshedToken, result.refreshedToken)
        c.header('Access-Control-Expose-Headers', Headers.refreshedToken)
      }
      if (result.binary && result.envelope.code === Codes.ok) {
        return compressedAnswer(c, result.binary.bytes, result.binary.contentType, { 'Cache-Control': 'no-store' })
      }
      // The larger JSON pages shrink several times with gzip; at the summer peak that is most of the bytes.
      return jsonAnswer(c, result.envelope, { 'Cache-Control': 'no-store' })
    })
  }

  paymentNotifyRoutes(app, deps, metrics)

  // The built web app, from memory, gzipped once at start (./staticFiles.ts).
  if (options.staticDir) app.use('*', staticFiles(options.staticDir))

  // An API path answers the envelope, as every call does; any other path is a file that is not there
  // (robots.txt used to answer 200 with a JSON body): a plain 404.
  app.notFound((c) => (/^\/(api|xf)\//.test(c.req.path) ? envelope(c, 'common.notFound', 404) : c.text(`404 Not Found: ${c.req.path.slice(0, 200)}`, 404)))
  app.onError((error, c) => {
    deps.logger.error('request failed', { path: c.req.path, error: error.stack ?? String(error) })
    return envelope(c, deps.faults.unavailable(error) ? 'common.unavailable' : 'common.serverError', Codes.error)
  })
  return app
}

/** The stop call of a stream names its token in the query (`stop?userId=…&token=…`), as the stream itself does. */
const TOKEN_IN_QUERY = new Set(['stopStream'])

/**
 * EventSource cannot send headers, so a stream's token may come as the `token` query parameter instead.
 * Only the stream and its stop read it there: elsewhere a token in a URL would only end up in access logs.
 */
function streamContext(c: Context, trustProxy: boolean): RequestContext {
  const ctx = requestContext(c, trustProxy)
  return ctx.token ? ctx : { ...ctx, token: c.req.query('token')?.trim() || null }
}
