import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { kyselyRepos } from '../../../server/adapters/db/kyselyRepos'
import { migrateToLatest } from '../../../server/adapters/db/migrate'
import { openDatabase } from '../../../server/adapters/db/openDatabase'
import type { Database } from '../../../server/adapters/db/schema'
import { InMemoryCaptchaRepo } from '../../../server/adapters/memory/InMemoryCaptchaRepo'
import { InMemoryContentRepo } from '../../../server/adapters/memory/InMemoryContentRepo'
import { InMemoryErrorReportRepo } from '../../../server/adapters/memory/InMemoryErrorReportRepo'
import { InMemorySmsCodeRepo } from '../../../server/adapters/memory/InMemorySmsCodeRepo'
import { InMemoryStudentRepo } from '../../../server/adapters/memory/InMemoryStudentRepo'
import { InMemoryBatchRepo } from '../../../server/adapters/memory/InMemoryBatchRepo'
import { InMemoryTokenRepo } from '../../../server/adapters/memory/InMemoryTokenRepo'
import { InMemoryUserRepo } from '../../../server/adapters/memory/InMemoryUserRepo'
import type { Repos } from '../../../server/ports/ServerDeps'
import type { VolunteerDeps } from '../../../server/ports/VolunteerDeps'
import { InMemoryAiTargetRepo } from '../../../server/adapters/memory/InMemoryAiTargetRepo'
import { InMemoryGrantRepo } from '../../../server/adapters/memory/InMemoryGrantRepo'
import { InMemoryVolunteerRepo } from '../../../server/adapters/memory/InMemoryVolunteerRepo'
import { KyselyAiTargetRepo } from '../../../server/adapters/db/KyselyAiTargetRepo'
import { KyselyGrantRepo } from '../../../server/adapters/db/KyselyGrantRepo'
import { KyselyVolunteerRepo } from '../../../server/adapters/db/KyselyVolunteerRepo'

/** The issue-5 stores, which live in VolunteerDeps rather than Repos. */
export type VolunteerStores = Pick<VolunteerDeps, 'lists' | 'targets' | 'grants'>

export interface RepoBackend {
  name: string
  open(): Promise<{ repos: Repos; volunteer: VolunteerStores; close(): Promise<void> }>
}

const kyselyVolunteerStores = (db: Kysely<Database>): VolunteerStores => ({ lists: new KyselyVolunteerRepo(db), targets: new KyselyAiTargetRepo(db), grants: new KyselyGrantRepo(db) })

const memory: RepoBackend = {
  name: 'memory',
  async open() {
    const repos: Repos = {
      users: new InMemoryUserRepo(),
      students: new InMemoryStudentRepo(),
      tokens: new InMemoryTokenRepo(),
      smsCodes: new InMemorySmsCodeRepo(),
      captchas: new InMemoryCaptchaRepo(),
      content: new InMemoryContentRepo(),
      errorReports: new InMemoryErrorReportRepo(),
      batches: new InMemoryBatchRepo(),
    }
    const volunteer: VolunteerStores = { lists: new InMemoryVolunteerRepo(), targets: new InMemoryAiTargetRepo(), grants: new InMemoryGrantRepo() }
    return { repos, volunteer, close: async () => {} }
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
    const schema = `t_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max: 4 }) }),
    })
    await migrateToLatest(db)
    return {
      repos: kyselyRepos(db),
      volunteer: kyselyVolunteerStores(db),
      close: async () => {
        await db.destroy()
        const cleanup = new pg.Client({ connectionString: url })
        await cleanup.connect()
        await cleanup.query(`drop schema ${schema} cascade`)
        await cleanup.end()
      },
    }
  },
})

/** Memory and SQLite always; PostgreSQL when DATABASE_URL points at one. */
export const repoBackends: RepoBackend[] = [memory, sqlite, ...(process.env.DATABASE_URL ? [postgres(process.env.DATABASE_URL)] : [])]
