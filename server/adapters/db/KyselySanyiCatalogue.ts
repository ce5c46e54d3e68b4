import type { Kysely } from 'kysely'
import type { SanyiTables } from '@/core/domain/sanyi/sanyiTable'
import { SanyiMeta, SanyiSchool } from '@/ports/api/sanyi'
import type { SanyiCatalogueData, SanyiCatalogueRepo } from '../../ports/SanyiRepo'
import { DATA_DIR } from '../../cli/data/paths'
import { readShippedSanyi } from '../../cli/data/sanyiFiles'
import type { Database } from './schema'

/** The shipped copy (data/sanyi) and its version; null when the folder is absent. */
export type ShippedSanyiSource = () => { version: string; tables: SanyiTables } | null

const CHUNK = 200
const EMPTY_META: SanyiMeta = { version: '', origin: 'shipped', loadedAt: 0 }

export class KyselySanyiCatalogue implements SanyiCatalogueRepo {
  /** Once per process: load the shipped copy into a fresh database, or over an older shipped copy. */
  private ensured: Promise<void> | null = null
  private cache: { key: string; data: SanyiCatalogueData } | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly shipped: ShippedSanyiSource = () => readShippedSanyi(DATA_DIR),
    private readonly now: () => number = () => Date.now(),
  ) {}

  async catalogue(): Promise<SanyiCatalogueData> {
    this.ensured ??= this.ensureShipped().catch((error: unknown) => {
      // Another process may have loaded it at the same moment (the unique name index refuses the second): check again next time.
      this.ensured = null
      throw error
    })
    await this.ensured
    const meta = await this.meta()
    const key = meta ? `${meta.version}@${meta.loadedAt}` : ''
    if (this.cache?.key !== key) this.cache = { key, data: { ...(await this.tables()), meta: meta ?? EMPTY_META } }
    const data = this.cache.data
    return { schools: data.schools.map((s) => structuredClone(s)), majors: data.majors.map((m) => ({ ...m })), meta: { ...data.meta } }
  }

  async replace(tables: SanyiTables, meta: SanyiMeta): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('sanyi_majors').execute()
      await tx.deleteFrom('sanyi_schools').execute()
      const schools = tables.schools.map((s, i) => ({ sort: i + 1, name: s.name, record: JSON.stringify(s) }))
      for (let i = 0; i < schools.length; i += CHUNK)
        await tx
          .insertInto('sanyi_schools')
          .values(schools.slice(i, i + CHUNK))
          .execute()
      const majors = tables.majors.map((m, i) => ({ sort: i + 1, school: m.school, name: m.name, grp: m.group, requirement: m.requirement, plan: m.plan }))
      for (let i = 0; i < majors.length; i += CHUNK)
        await tx
          .insertInto('sanyi_majors')
          .values(majors.slice(i, i + CHUNK))
          .execute()
      await tx.deleteFrom('sanyi_meta').execute()
      await tx
        .insertInto('sanyi_meta')
        .values([
          { key: 'version', value: meta.version },
          { key: 'origin', value: meta.origin },
          { key: 'loaded_at', value: String(meta.loadedAt) },
        ])
        .execute()
    })
    this.cache = null
  }

  private async ensureShipped(): Promise<void> {
    const shipped = this.shipped()
    if (!shipped) return
    const meta = await this.meta()
    if (meta && (meta.origin === 'import' || meta.version === shipped.version)) return
    await this.replace(shipped.tables, { version: shipped.version, origin: 'shipped', loadedAt: this.now() })
  }

  private async meta(): Promise<SanyiMeta | null> {
    const rows = await this.db.selectFrom('sanyi_meta').selectAll().execute()
    const value = Object.fromEntries(rows.map((r) => [r.key, r.value]))
    const parsed = SanyiMeta.safeParse({ version: value.version, origin: value.origin, loadedAt: Number(value.loaded_at) })
    return parsed.success ? parsed.data : null
  }

  private async tables(): Promise<SanyiTables> {
    const schools = await this.db.selectFrom('sanyi_schools').select('record').orderBy('sort').execute()
    const majors = await this.db.selectFrom('sanyi_majors').selectAll().orderBy('sort').execute()
    return {
      schools: schools.map((r) => SanyiSchool.parse(JSON.parse(r.record))),
      majors: majors.map((m) => ({ school: m.school, name: m.name, group: m.grp, requirement: m.requirement, plan: m.plan === null ? null : Number(m.plan) })),
    }
  }
}
