import { matchPlace } from '@/core/domain/placeName'
import type { ScoreRankRow } from '@/core/domain/scoreRank'
import type { RefBatchLine, RefCutoff, RefMajor, RefPlan, RefRegion, RefSchool, ReferenceData, SchoolQuery } from '../../ports/ReferenceData'

/** Binary string order, as SQL's ORDER BY sorts text (localeCompare would sort Chinese by pinyin). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Aliases are for matching only; the SQL adapter does not hand them out either. */
const withoutAliases = ({ aliases: _, ...school }: RefSchool & { aliases: string[] }): RefSchool => school

/** A slice of the dataset as plain JSON (data/sample.json for demo mode, or the whole dataset in tests). */
export interface ReferenceSnapshot {
  version: string
  schools: Array<RefSchool & { aliases: string[] }>
  cutoffs: RefCutoff[]
  plans: RefPlan[]
  majors: RefMajor[]
  rank: Array<ScoreRankRow & { year: number }>
  batchLines: RefBatchLine[]
  /** Provinces, cities and districts (absent in an older sample: then no place suggestions). */
  regions?: RefRegion[]
}

/** The ReferenceData port over arrays; browser-safe (no node:*), same answers as the SQL adapter. */
export class InMemoryReferenceData implements ReferenceData {
  constructor(private readonly s: ReferenceSnapshot) {}

  private matches(x: RefSchool & { aliases: string[] }, q: SchoolQuery): boolean {
    const name = q.name?.trim()
    if (name) {
      const latin = name.toLowerCase().replace(/[^a-z]/g, '')
      const hit =
        x.name.includes(name) || x.aliases.some((a) => a.includes(name)) || (latin !== '' && (x.pinyin.startsWith(latin) || x.initials.startsWith(latin)))
      if (!hit) return false
    }
    if (q.province && !(x.province ?? '').startsWith(q.province)) return false
    if (q.city && !(x.city ?? '').startsWith(q.city)) return false
    if (q.is985 && !x.is985) return false
    if (q.is211 && !x.is211) return false
    if (q.isDoubleFirst && !x.doubleFirst) return false
    if (q.nature && x.nature !== q.nature) return false
    if (q.level && !(x.level ?? '').includes(q.level)) return false
    return true
  }

  async version() {
    return this.s.version
  }
  async searchSchools(q: SchoolQuery, page: { offset: number; limit: number }) {
    const all = this.s.schools.filter((x) => this.matches(x, q))
    const w = (x: RefSchool) => [x.is985 ? 0 : 1, x.is211 ? 0 : 1, x.doubleFirst ? 0 : 1]
    all.sort((a, b) => w(a).join().localeCompare(w(b).join()) || a.code.localeCompare(b.code))
    return { total: all.length, rows: all.slice(page.offset, page.offset + page.limit).map(withoutAliases) }
  }
  async school(code: string) {
    const hit = this.s.schools.find((x) => x.code === code)
    return hit ? withoutAliases(hit) : null
  }
  async cutoffsOfSchool(code: string) {
    return this.s.cutoffs.filter((c) => c.schoolCode === code).sort((a, b) => b.year - a.year || a.majorCode.localeCompare(b.majorCode))
  }
  async plansOfSchool(code: string) {
    return this.s.plans.filter((p) => p.schoolCode === code).sort((a, b) => b.year - a.year || byCodePoint(a.majorCode, b.majorCode))
  }
  async cutoffsOfMajor(prefixes: string[]) {
    // Same order as the SQL adapter: newest year, best rank first (no rank last), then codes.
    return this.s.cutoffs
      .filter((c) => prefixes.some((p) => c.majorKey.startsWith(p)))
      .sort(
        (a, b) =>
          b.year - a.year || (a.minRank ?? 1e9) - (b.minRank ?? 1e9) || a.schoolCode.localeCompare(b.schoolCode) || a.majorCode.localeCompare(b.majorCode),
      )
  }
  async cutoffYears() {
    return [...new Set(this.s.cutoffs.map((c) => c.year))].sort((a, b) => a - b)
  }
  async programmesOfYear(year: number) {
    const keys = new Set(this.s.cutoffs.filter((c) => c.year === year).map((c) => `${c.schoolCode}|${c.majorKey}`))
    return [...keys].sort(byCodePoint).map((k) => {
      const [schoolCode, majorKey] = k.split('|')
      return { schoolCode, majorKey }
    })
  }
  async majors() {
    return this.s.majors
  }
  async rankTable(year: number) {
    return this.s.rank
      .filter((r) => r.year === year)
      .sort((a, b) => b.score - a.score)
      .map(({ score, count, rank, atOrAbove }) => ({ score, count, rank, atOrAbove }))
  }
  async rankYears() {
    return [...new Set(this.s.rank.map((r) => r.year))].sort()
  }
  async batchLines(year?: number) {
    return this.s.batchLines.filter((l) => !year || l.year === year).sort((a, b) => b.year - a.year || b.score - a.score)
  }
  async countByPlace(q: SchoolQuery) {
    const by = new Map<string, number>()
    for (const x of this.s.schools.filter((s) => this.matches(s, { ...q, city: undefined }))) {
      const k = q.province ? x.city : x.province
      if (k) by.set(k, (by.get(k) ?? 0) + 1)
    }
    return [...by.entries()].sort((a, b) => byCodePoint(a[0], b[0])).map(([name, num]) => ({ name, num }))
  }
  private childrenOf(parentLevel: RefRegion['level'], name: string): RefRegion[] {
    const regions = this.s.regions ?? []
    const parent = matchPlace(
      regions.filter((r) => r.level === parentLevel),
      name,
    )
    if (!parent) return []
    const level = parentLevel === 'province' ? 'city' : 'district'
    return regions.filter((r) => r.level === level && r.parent === parent.code).sort((a, b) => byCodePoint(a.code, b.code))
  }
  async citiesOf(province: string) {
    return this.childrenOf('province', province)
  }
  async districtsOf(city: string) {
    return this.childrenOf('city', city)
  }
}
