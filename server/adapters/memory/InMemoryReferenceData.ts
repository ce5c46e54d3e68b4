import { matchPlace } from '@/core/domain/placeName'
import type { ScoreRankRow } from '@/core/domain/scoreRank'
import { groupBy } from './groupBy'
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

/** Searches whose matches are kept (at most ~1,750 references each, so a few MB in all). */
const SEARCH_CACHE = 500

type IndexedSchool = { school: RefSchool; raw: RefSchool & { aliases: string[] } }

/** Famous first: 985, then 211, then 双一流, then by 院校代号 (the SQL adapter's ORDER BY). */
const famousFirst = (a: RefSchool, b: RefSchool) =>
  Number(b.is985) - Number(a.is985) || Number(b.is211) - Number(a.is211) || Number(!a.doubleFirst) - Number(!b.doubleFirst) || byCodePoint(a.code, b.code)

/** Newest year, best rank first (no rank last), then codes: the order of a major's candidate cutoffs. */
const byYearThenRank = (a: RefCutoff, b: RefCutoff) =>
  b.year - a.year || (a.minRank ?? 1e9) - (b.minRank ?? 1e9) || byCodePoint(a.schoolCode, b.schoolCode) || byCodePoint(a.majorCode, b.majorCode)

/**
 * The ReferenceData port over a snapshot of the dataset; browser-safe (no node:*), same answers as the
 * SQL adapter. The dataset is immutable per version, so every index (schools by code and in search order,
 * cutoffs and plans per school, cutoffs by a major's first character, 一分一段 per year, regions per parent)
 * is built once, on first use, and a look-up is a map read. Answers are fresh arrays: a caller may sort them.
 */
export class InMemoryReferenceData implements ReferenceData {
  constructor(private readonly s: ReferenceSnapshot) {}

  private cache = new Map<string, unknown>()
  private once<T>(key: string, build: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, build())
    return this.cache.get(key) as T
  }

  private get schools(): IndexedSchool[] {
    return this.once('schools', () => this.s.schools.map((raw) => ({ raw, school: withoutAliases(raw) })).sort((a, b) => famousFirst(a.school, b.school)))
  }
  private get schoolByCode(): Map<string, RefSchool> {
    return this.once('schoolByCode', () => new Map(this.schools.map((x) => [x.school.code, x.school])))
  }
  private get cutoffsBySchool(): Map<string, RefCutoff[]> {
    return this.once('cutoffsBySchool', () => {
      const by = groupBy(this.s.cutoffs, (c) => c.schoolCode)
      for (const rows of by.values()) rows.sort((a, b) => b.year - a.year || byCodePoint(a.majorCode, b.majorCode))
      return by
    })
  }
  private get plansBySchool(): Map<string, RefPlan[]> {
    return this.once('plansBySchool', () => {
      const by = groupBy(this.s.plans, (p) => p.schoolCode)
      for (const rows of by.values()) rows.sort((a, b) => b.year - a.year || byCodePoint(a.majorCode, b.majorCode))
      return by
    })
  }
  /** Cutoffs by the first character of their normalized name, each list in the candidate order. */
  private get cutoffsByInitial(): Map<string, RefCutoff[]> {
    return this.once('cutoffsByInitial', () => {
      const by = groupBy(this.s.cutoffs, (c) => c.majorKey.charAt(0))
      for (const rows of by.values()) rows.sort(byYearThenRank)
      return by
    })
  }
  private get rankByYear(): Map<number, ScoreRankRow[]> {
    return this.once('rankByYear', () => {
      const by = groupBy(this.s.rank, (r) => r.year)
      return new Map(
        [...by].map(([year, rows]) => [
          year,
          rows.sort((a, b) => b.score - a.score).map(({ score, count, rank, atOrAbove }) => ({ score, count, rank, atOrAbove })),
        ]),
      )
    })
  }
  private get regionsByParent(): Map<string, RefRegion[]> {
    return this.once('regionsByParent', () => {
      const by = groupBy(this.s.regions ?? [], (r) => `${r.level}|${r.parent}`)
      for (const rows of by.values()) rows.sort((a, b) => byCodePoint(a.code, b.code))
      return by
    })
  }

  /** The query as one predicate: the name is trimmed and its latin letters taken once, not once per school. */
  private matcher(q: SchoolQuery): (x: RefSchool & { aliases: string[] }) => boolean {
    const name = q.name?.trim()
    const latin = name ? name.toLowerCase().replace(/[^a-z]/g, '') : ''
    return (x) => {
      if (name) {
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
  }

  /**
   * The schools a query matches, in search order. A search's answer depends only on the dataset, so the
   * latest SEARCH_CACHE queries keep theirs (least recently used dropped first): paging through a popular
   * search, or many students typing the same name, filters the schools once.
   */
  private matching(q: SchoolQuery): IndexedSchool[] {
    const key = JSON.stringify([q.name?.trim() ?? '', q.province ?? '', q.city ?? '', !!q.is985, !!q.is211, !!q.isDoubleFirst, q.nature ?? '', q.level ?? ''])
    const hit = this.searches.get(key)
    if (hit) {
      this.searches.delete(key)
      this.searches.set(key, hit)
      return hit
    }
    const matches = this.matcher(q)
    const found = this.schools.filter((x) => matches(x.raw))
    if (this.searches.size >= SEARCH_CACHE) this.searches.delete(this.searches.keys().next().value as string)
    this.searches.set(key, found)
    return found
  }
  private readonly searches = new Map<string, IndexedSchool[]>()

  /** Builds every index now (a server does, before it serves a new version); answers how many there are. */
  async warm(): Promise<number> {
    return [this.schools, this.schoolByCode, this.cutoffsBySchool, this.plansBySchool, this.cutoffsByInitial, this.rankByYear, this.regionsByParent].length
  }

  async version() {
    return this.s.version
  }
  async searchSchools(q: SchoolQuery, page: { offset: number; limit: number }) {
    const all = this.matching(q)
    return { total: all.length, rows: all.slice(page.offset, page.offset + page.limit).map((x) => x.school) }
  }
  async school(code: string) {
    return this.schoolByCode.get(code) ?? null
  }
  async schoolNames() {
    return this.s.schools.map((x) => ({ code: x.code, name: x.name, aliases: x.aliases.filter((a) => a !== x.name) }))
  }
  async cutoffsOfSchool(code: string) {
    return [...(this.cutoffsBySchool.get(code) ?? [])]
  }
  async plansOfSchool(code: string) {
    return [...(this.plansBySchool.get(code) ?? [])]
  }
  async cutoffsOfMajor(prefixes: string[]) {
    if (prefixes.length === 0) return []
    if (prefixes.some((p) => p === '')) return [...this.s.cutoffs].sort(byYearThenRank)
    const initials = [...new Set(prefixes.map((p) => p.charAt(0)))]
    const hits = initials.flatMap((i) => (this.cutoffsByInitial.get(i) ?? []).filter((c) => prefixes.some((p) => c.majorKey.startsWith(p))))
    // Each list is in order already; rows from two initials are merged by sorting.
    return initials.length > 1 ? hits.sort(byYearThenRank) : hits
  }
  async cutoffYears() {
    return this.once('cutoffYears', () => [...new Set(this.s.cutoffs.map((c) => c.year))].sort((a, b) => a - b)).slice()
  }
  async programmesOfYear(year: number) {
    const rows = this.once(`programmes|${year}`, () => {
      const keys = new Set(this.s.cutoffs.filter((c) => c.year === year).map((c) => `${c.schoolCode}|${c.majorKey}`))
      return [...keys].sort(byCodePoint).map((k) => {
        const [schoolCode, majorKey] = k.split('|')
        return { schoolCode, majorKey }
      })
    })
    return rows.map((r) => ({ ...r }))
  }
  async majors() {
    return [...this.s.majors]
  }
  async rankTable(year: number) {
    return [...(this.rankByYear.get(year) ?? [])]
  }
  async rankYears() {
    return [...this.rankByYear.keys()].sort((a, b) => a - b)
  }
  async batchLines(year?: number) {
    const sorted = this.once('batchLines', () => [...this.s.batchLines].sort((a, b) => b.year - a.year || b.score - a.score))
    return sorted.filter((l) => !year || l.year === year)
  }
  async countByPlace(q: SchoolQuery) {
    const by = new Map<string, number>()
    for (const { raw } of this.matching({ ...q, city: undefined })) {
      const k = q.province ? raw.city : raw.province
      if (k) by.set(k, (by.get(k) ?? 0) + 1)
    }
    return [...by.entries()].sort((a, b) => byCodePoint(a[0], b[0])).map(([name, num]) => ({ name, num }))
  }
  private childrenOf(parentLevel: RefRegion['level'], name: string): RefRegion[] {
    const parents = this.once(`regions|${parentLevel}`, () => (this.s.regions ?? []).filter((r) => r.level === parentLevel))
    const parent = matchPlace(parents, name)
    if (!parent) return []
    const level = parentLevel === 'province' ? 'city' : 'district'
    return [...(this.regionsByParent.get(`${level}|${parent.code}`) ?? [])]
  }
  async citiesOf(province: string) {
    return this.childrenOf('province', province)
  }
  async districtsOf(city: string) {
    return this.childrenOf('city', city)
  }
}
