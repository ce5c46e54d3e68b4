import { programmeName } from '@/core/domain/majorName'
import type { ScoreRankRow } from '@/core/domain/scoreRank'
import type { ReferenceData } from '../../../ports/ReferenceData'
import type { NamedSchool } from '../resolve/resolveSchool'
import { FORMER_NAMES } from '../resolve/schoolNicknames'

/**
 * The school list and 一分一段 tables the chat reads on every question, built once per dataset version (the
 * reference data swaps to a new version whole when one is loaded), so a question costs lookups only.
 */
interface Cached {
  version: string | null
  schools?: Promise<NamedSchool[]>
  tables?: Promise<Map<number, ScoreRankRow[]>>
  programmes?: Map<string, Promise<Array<{ year: number; name: string }>>>
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
  // Former names too (浙江大学城市学院 is 浙大城市学院 now; families still say the old one).
  c.schools ??= Promise.all([ref.searchSchools({}, { offset: 0, limit: 1_000_000 }), ref.schoolNames()]).then(([r, names]) => {
    const aliases = new Map(names.map((n) => [n.code, n.aliases]))
    const former = Object.entries(FORMER_NAMES)
    return r.rows.map((s) => ({
      code: s.code,
      name: s.name,
      aliases: [...new Set([...(aliases.get(s.code) ?? []), ...former.filter(([, now]) => now === s.name).map(([old]) => old)])],
      ruankeRank: s.ruankeRank ?? null,
    }))
  })
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

/** A school's programme names (as families read them, programmeName) with the years its plans and 投档线 use them, read once per version. */
export async function programmeNamesOf(ref: ReferenceData, schoolCode: string): Promise<Array<{ year: number; name: string }>> {
  const c = await entry(ref)
  c.programmes ??= new Map()
  let names = c.programmes.get(schoolCode)
  if (!names) {
    names = Promise.all([ref.plansOfSchool(schoolCode), ref.cutoffsOfSchool(schoolCode)]).then(([plans, cutoffs]) => [
      ...plans.map((p) => ({ year: p.year, name: programmeName(p.majorName) })),
      ...cutoffs.map((x) => ({ year: x.year, name: programmeName(x.majorName) })),
    ])
    c.programmes.set(schoolCode, names)
  }
  return names
}
