import { catalogueVersion } from '@/core/domain/sanyi/catalogueVersion'
import { readSanyiTables, type SanyiTables } from '@/core/domain/sanyi/sanyiTable'
import type { SanyiMeta } from '@/ports/api/sanyi'
import type { SanyiCatalogueData, SanyiCatalogueRepo } from '../../ports/SanyiRepo'

/** The shipped copy, fetched as its own chunk the first time 三位一体 is opened (not with the first page). */
async function shippedTables(): Promise<SanyiTables> {
  const [formulas, majors] = await Promise.all([import('../../../data/sanyi/formulas.csv?raw'), import('../../../data/sanyi/majors.csv?raw')])
  const result = readSanyiTables(formulas.default, majors.default)
  if (!result.ok) throw new Error(`shipped 三位一体 data is not valid: ${result.problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('; ')}`)
  return result.value
}

export class InMemorySanyiCatalogue implements SanyiCatalogueRepo {
  private data: Promise<SanyiCatalogueData> | null = null

  constructor(
    private readonly shipped: () => Promise<SanyiTables> = shippedTables,
    private readonly now: () => number = () => Date.now(),
  ) {}

  catalogue(): Promise<SanyiCatalogueData> {
    this.data ??= this.shipped().then((tables) => ({ ...copy(tables), meta: { version: catalogueVersion(tables), origin: 'shipped', loadedAt: this.now() } }))
    return this.data.then((d) => ({ ...copy(d), meta: { ...d.meta } }))
  }

  async replace(tables: SanyiTables, meta: SanyiMeta): Promise<void> {
    this.data = Promise.resolve({ ...copy(tables), meta: { ...meta } })
  }
}

/** Callers get their own arrays, so an edit of an answer never reaches the store. */
function copy(tables: SanyiTables): SanyiTables {
  return { schools: tables.schools.map((s) => structuredClone(s)), majors: tables.majors.map((m) => ({ ...m })) }
}
