import { serve } from '@hono/node-server'
import { resolve } from 'node:path'
import { migrateToLatest } from './adapters/db/migrate'
import { keptImportNotice, loadServedDataset } from './cli/data/loadServedDataset'
import { servedDataset, type ServedDataset } from './cli/data/servedDataset'
import { openWhenReady } from './adapters/db/openWhenReady'
import { composeDeps } from './composeDeps'
import { gatewaysOf } from './gatewaysOf'
import { smsSenderOf } from './smsSenderOf'
import { loadConfig } from './config'
import { createApp } from './http/createApp'
import { AppMetrics } from './http/appMetrics'
import { rankTablesOf, schoolsOf } from './app/chat/tools/referenceCache'

const loaded = loadConfig()
if (!loaded.ok) {
  console.error(`浙江高考志愿填报AI系统: configuration problem\n  ${loaded.problems.join('\n  ')}`)
  process.exit(1)
}
const config = loaded.config
// DATA_DIR's imported version when there is one, else the release's data/ (the notice says which, and
// what to do when this release's data/ is not the one the import was made on).
let served: ServedDataset
try {
  served = servedDataset(config.dataDir)
} catch (error) {
  console.error(`浙江高考志愿填报AI系统: ${(error as Error).message}`)
  process.exit(1)
}
console.log(served.notice)
const db = await openWhenReady(config.database, {
  async prepare(opened) {
    await migrateToLatest(opened)
    // The served dataset goes into the reference tables when its version changed (user tables untouched).
    const reference = await loadServedDataset(opened, served)
    if (reference.kept) console.warn(keptImportNotice(reference.kept, served))
    else if (reference.loaded) console.log(`dataset ${reference.version} loaded`)
  },
  log: (line) => console.error(`浙江高考志愿填报AI系统: ${line}`),
})
const deps = composeDeps(db, {
  tokenTtlHours: config.tokenTtlHours,
  sessionMaxDays: config.sessionMaxDays,
  smsBudget: config.smsBudget,
  challengeKey: config.challengeKey,
  logLevel: config.logLevel,
  chat: config.chat,
  gateways: gatewaysOf(config.payment),
  sms: smsSenderOf(config.sms),
  // Looked at again every 10 s: an import or rollback swaps the admission model too, not only the reference data.
  dataset: () => servedDataset(config.dataDir).dir,
})
console.log(`payment: WeChat Pay ${deps.pay.gateways.wx.kind}, Alipay ${deps.pay.gateways.zfb.kind}`)
console.log(`sms: ${config.sms.kind}`)
const app = createApp(deps, { staticDir: resolve('dist'), trustProxy: config.trustProxy, metrics: new AppMetrics({ process: true }) })

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`浙江高考志愿填报AI系统 running at http://localhost:${info.port}`)
  warmUp()
})

/**
 * Once listening: build the admission model (forecasts and list index; the fit itself comes from
 * data/model.json when current) and load the dataset into memory (one indexed copy per version, with the
 * chat's school list and 一分一段 tables), so the first student waits for neither. This holds the process's
 * one thread for seconds (longer when it must fit; docs/PERFORMANCE.md): requests arriving meanwhile wait for
 * it (a load balancer's health check too, which is why a new process joins only once it answers).
 */
function warmUp(): void {
  void deps.volunteer?.model.catalogue()
  void Promise.all([schoolsOf(deps.reference), rankTablesOf(deps.reference)]).catch((error: unknown) =>
    deps.logger.error('reference data not loaded at start', { error: String(error) }),
  )
}

/** Stop accepting connections, let running requests finish, then close the database. */
function shutdown(signal: string): void {
  deps.logger.info('shutting down', { signal })
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  server.close(() => {
    void db.destroy().finally(() => process.exit(0))
  })
}
process.once('SIGINT', () => shutdown('SIGINT'))
process.once('SIGTERM', () => shutdown('SIGTERM'))
