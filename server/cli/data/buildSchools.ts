import { pinyin } from 'pinyin-pro'
import { normalizeSchoolName } from '../../../src/core/domain/majorName'
import type { Reference, MoeSchool } from './readReference'
import type { PlanRow, RegionRow, SchoolRow, ToudangRow } from './datasetTypes'

interface Seen {
  names: Map<string, number>
  years: Set<number>
  planProvince: string
  planCity: string
  planLevel: string
}

/** Finds the MOE school for a Zhejiang school name: exact, then without a campus suffix like (威海). */
function findMoe(ref: Reference, names: string[]): { school: MoeSchool; how: string } | null {
  for (const n of names) {
    const hit = ref.byName.get(n)
    if (hit) return { school: hit, how: names[0] === n ? 'exact' : 'alias' }
  }
  for (const n of names) {
    const base = n.replace(/\([^()]*\)$/, '')
    if (base !== n) {
      const hit = ref.byName.get(base)
      if (hit) return { school: hit, how: 'campus' }
    }
  }
  // 医学院/医学部/分校/校区 of a university listed under the university's own 学校标识码.
  for (const n of names) {
    const m = /^(.+?(?:大学|学院))(?:医学院|医学部|.{0,6}分校|.{0,6}校区)$/.exec(n)
    const hit = m ? ref.byName.get(m[1]) : undefined
    if (hit) return { school: hit, how: 'campus' }
  }
  return null
}

export function fullPinyin(name: string): { pinyin: string; initials: string } {
  const clean = name.replace(/[()（）"“”\s]/g, '')
  const full = pinyin(clean, { toneType: 'none', type: 'array', nonZh: 'removed', v: true })
  return { pinyin: full.join('').toLowerCase(), initials: full.map((s) => s[0] ?? '').join('').toLowerCase() }
}

/** One school per 4-digit 院校代号, named by its latest published name, joined to the MOE list. */
export function buildSchools(ref: Reference, toudang: ToudangRow[], plans: PlanRow[], regions: RegionRow[]): SchoolRow[] {
  const seen = new Map<string, Seen>()
  const touch = (code: string, name: string, year: number) => {
    let s = seen.get(code)
    if (!s) seen.set(code, (s = { names: new Map(), years: new Set(), planProvince: '', planCity: '', planLevel: '' }))
    const n = normalizeSchoolName(name)
    s.names.set(n, Math.max(s.names.get(n) ?? 0, year))
    s.years.add(year)
    return s
  }
  for (const r of toudang) touch(r.schoolCode, r.schoolName, r.year)
  for (const r of plans) {
    const s = touch(r.schoolCode, r.schoolName, r.year)
    s.planProvince ||= r.province
    s.planCity ||= r.city
    s.planLevel ||= r.level
  }
  const provinces = regions.filter((r) => r.level === 'province')
  const cities = regions.filter((r) => r.level === 'city')
  const fullProvince = (p: string) => provinces.find((x) => x.name === p || x.name.startsWith(p))?.name ?? p
  const fullCity = (c: string) => (c ? (cities.find((x) => x.name === c || x.name === `${c}市`)?.name ?? c) : '')
  const provinceOfCity = (c: string) => provinces.find((p) => p.code === cities.find((x) => x.name === c)?.parent)?.name ?? ''

  const out: SchoolRow[] = []
  for (const code of [...seen.keys()].sort()) {
    const s = seen.get(code)!
    const names = [...s.names.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n]) => n)
    const hit = findMoe(ref, names)
    const m = hit?.school
    const f = m ? ref.flags.get(m.moeCode) : undefined
    const py = fullPinyin(names[0])
    // A campus elsewhere (北京航空航天大学(杭州国际校园)) lies in its own city's province, not its parent's.
    const campusCity = hit?.how === 'campus' ? fullCity(s.planCity) : ''
    out.push({
      code,
      moeCode: m?.moeCode ?? '',
      name: names[0],
      moeName: m?.name ?? '',
      moeMatch: hit?.how ?? '',
      province: (campusCity && provinceOfCity(campusCity)) || m?.province || fullProvince(s.planProvince),
      city: campusCity || m?.city || fullCity(s.planCity),
      level: m?.level || (s.planLevel.includes('专科') ? '专科' : s.planLevel),
      nature: m?.nature ?? '',
      affiliation: m?.affiliation ?? '',
      is985: f?.is985 ?? false,
      is211: f?.is211 ?? false,
      isC9: f?.isC9 ?? false,
      doubleFirst: f?.doubleFirst ?? '',
      // By the school's own names first (a campus is not ranked apart), then its MOE name.
      ruankeRank: names.map((n) => ref.rankings.get(n)).find((r) => r !== undefined) ?? (m ? (ref.rankings.get(normalizeSchoolName(m.name)) ?? null) : null),
      website: m?.website ?? '',
      pinyin: py.pinyin,
      initials: py.initials,
      aliases: names,
      years: [...s.years].sort(),
    })
  }
  return out
}
