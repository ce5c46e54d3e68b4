import { serve } from '@hono/node-server'
import { resolve } from 'node:path'
import { migrateToLatest } from './adapters/db/migrate'
import { loadReferenceData } from './adapters/db/loadReferenceData'
import { DATA_DIR } from './cli/data/paths'
import { openDatabase } from './adapters/db/openDatabase'
import { composeDeps } from './composeDeps'
import { gatewaysOf } from './gatewaysOf'
import { loadConfig } from './config'
import { createApp } from './http/createApp'
import { rankTablesOf, schoolsOf } from './app/chat/tools/referenceCache'

const loaded = loadConfig()
if (!loaded.ok) {
  console.error(`浙江高考志愿填报AI系统: configuration problem\n  ${loaded.problems.join('\n  ')}`)
  process.exit(1)
}
const config = loaded.config
const db = openDatabase(config.database)
await migrateToLatest(db)
// The shipped dataset goes into the reference tables when its version changed (user tables untouched).
const reference = await loadReferenceData(db, DATA_DIR)
if (reference.loaded) console.log(`dataset ${reference.version} loaded`)
const deps = composeDeps(db, { tokenTtlHours: config.tokenTtlHours, logLevel: config.logLevel, chat: config.chat, gateways: gatewaysOf(config.payment) })
console.log(`payment: WeChat Pay ${deps.pay.gateways.wx.kind}, Alipay ${deps.pay.gateways.zfb.kind}`)
// Fit the admission model now (≈6 s on the full dataset), so the first student does not wait for it.
void deps.volunteer?.model.catalogue()
// The dataset into memory (one indexed copy per version) and the chat's school list and 一分一段 tables from
// it, in the background: the first look-up and the first question then cost lookups only.
void Promise.all([schoolsOf(deps.reference), rankTablesOf(deps.reference)]).catch((error: unknown) =>
  deps.logger.error('reference data not loaded at start', { error: String(error) }),
)
const app = createApp(deps, { staticDir: resolve('dist'), trustProxy: config.trustProxy })

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`浙江高考志愿填报AI系统 running at http://localhost:${info.port}`)
})

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
