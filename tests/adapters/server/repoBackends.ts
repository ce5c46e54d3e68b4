import { embedded, postgresUrl } from '../../support/testDatabases'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { kyselyRepos } from '../../../server/adapters/db/kyselyRepos'
import { migrateToLatest } from '../../../server/adapters/db/migrate'
import { openDatabase } from '../../../server/adapters/db/openDatabase'
import type { Database } from '../../../server/adapters/db/schema'
import { openTestSchema } from '../../support/postgresSchema'
import { createMemoryRepos } from '../../../server/adapters/memory/createMemoryRepos'
import type { Repos } from '../../../server/ports/ServerDeps'
import type { VolunteerDeps } from '../../../server/ports/VolunteerDeps'
import { KyselyAiTargetRepo } from '../../../server/adapters/db/KyselyAiTargetRepo'
import { KyselyGrantRepo } from '../../../server/adapters/db/KyselyGrantRepo'
import { KyselyVolunteerRepo } from '../../../server/adapters/db/KyselyVolunteerRepo'
import { KyselyCouponRepo } from '../../../server/adapters/db/KyselyCouponRepo'
import { KyselyMembershipRepo } from '../../../server/adapters/db/KyselyMembershipRepo'
import { KyselyOrderRepo } from '../../../server/adapters/db/KyselyOrderRepo'
import type { PayDeps } from '../../../server/ports/PayDeps'

/** The volunteer-list stores (lists, AI targets, grants), which live in VolunteerDeps rather than Repos. */
export type VolunteerStores = Pick<VolunteerDeps, 'lists' | 'targets' | 'grants'>

/** The shop's stores (memberships, coupons, orders), which live in PayDeps. */
export type PayStores = Omit<PayDeps, 'gateways'>

export interface RepoBackend {
  name: string
  open(): Promise<{ repos: Repos; volunteer: VolunteerStores; pay: PayStores; close: () => Promise<void> }>
}

const kyselyPayStores = (db: Kysely<Database>): PayStores => ({
  memberships: new KyselyMembershipRepo(db),
  coupons: new KyselyCouponRepo(db),
  orders: new KyselyOrderRepo(db),
})

const kyselyVolunteerStores = (db: Kysely<Database>): VolunteerStores => ({
  lists: new KyselyVolunteerRepo(db),
  targets: new KyselyAiTargetRepo(db),
  grants: new KyselyGrantRepo(db),
})

const memory: RepoBackend = {
  name: 'memory',
  async open() {
    return { ...createMemoryRepos(), close: async () => {} }
  },
}

const sqlite: RepoBackend = {
  name: 'sqlite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'gk-repo-'))
    const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
    await migrateToLatest(db)
    return {
      repos: kyselyRepos(db),
      volunteer: kyselyVolunteerStores(db),
      pay: kyselyPayStores(db),
      close: async () => {
        await db.destroy()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  },
}

/** Each run gets its own schema, so suites never see each other's rows. */
const postgres = (url: string): RepoBackend => ({
  name: 'postgres',
  async open() {
    const { db, close } = await openTestSchema(url)
    return { repos: kyselyRepos(db), volunteer: kyselyVolunteerStores(db), pay: kyselyPayStores(db), close }
  },
})

/** Memory and SQLite, and PostgreSQL when DATABASE_URL points at one (tests/support/testDatabases.ts). */
export const repoBackends: RepoBackend[] = [...(embedded ? [memory, sqlite] : []), ...(postgresUrl ? [postgres(postgresUrl)] : [])]
