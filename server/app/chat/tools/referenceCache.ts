import type { ScoreRankRow } from '@/core/domain/scoreRank'
import type { ReferenceData } from '../../../ports/ReferenceData'
import type { NamedSchool } from '../resolve/resolveSchool'

/**
 * The school list and 一分一段 tables the chat reads on every question, built once per dataset version (the
 * reference data swaps to a new version whole when one is loaded), so a question costs lookups only.
 */
interface Cached {
  version: string | null
  schools?: Promise<NamedSchool[]>
  tables?: Promise<Map<number, ScoreRankRow[]>>
}
const cache = new WeakMap<ReferenceData, Cached>()

async function entry(ref: ReferenceData): Promise<Cached> {
  const version = await ref.version()
  let c = cache.get(ref)
  if (!c || c.version !== version) {
    c = { version }
    cache.set(ref, c)
  }
  return c
}

export async function schoolsOf(ref: ReferenceData): Promise<NamedSchool[]> {
  const c = await entry(ref)
  c.schools ??= ref
    .searchSchools({}, { offset: 0, limit: 1_000_000 })
    .then((r) => r.rows.map((s) => ({ code: s.code, name: s.name, ruankeRank: s.ruankeRank ?? null })))
  return c.schools
}

export async function rankTablesOf(ref: ReferenceData): Promise<Map<number, ScoreRankRow[]>> {
  const c = await entry(ref)
  c.tables ??= ref.rankYears().then(async (years) => new Map(await Promise.all(years.map(async (y) => [y, await ref.rankTable(y)] as const))))
  return c.tables
}

/** The year's table, or the newest when no year is asked; a miss names the years there are. */
export async function tableFor(ref: ReferenceData, year: number | undefined): Promise<{ year: number; table: ScoreRankRow[] } | { years: number[] }> {
  const tables = await rankTablesOf(ref)
  const years = [...tables.keys()].sort((a, b) => a - b)
  const y = year ?? years[years.length - 1]
  const table = y === undefined ? undefined : tables.get(y)
  return table && table.length > 0 && y !== undefined ? { year: y, table } : { years }
}
