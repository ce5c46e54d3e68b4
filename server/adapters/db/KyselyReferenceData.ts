import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { ScoreRankRow } from '@/core/domain/scoreRank'
import { matchPlace } from '@/core/domain/placeName'
import type { RefBatchLine, RefCutoff, RefMajor, RefPlan, RefRegion, RefSchool, ReferenceData, SchoolQuery } from '../../ports/ReferenceData'
import type { RefMajorsTable, RefPlansTable, RefSchoolsTable, RefToudangTable } from './referenceSchema'
import type { Database } from './schema'

/** Row mappers, shared with readReferenceSnapshot (the same rows, read all at once). */
export const school = (r: RefSchoolsTable): RefSchool => ({
  code: r.code,
  moeCode: r.moe_code,
  name: r.name,
  province: r.province,
  city: r.city,
  level: r.level,
  nature: r.nature,
  affiliation: r.affiliation,
  is985: r.is985 === 1,
  is211: r.is211 === 1,
  isC9: r.c9 === 1,
  doubleFirst: r.double_first,
  ruankeRank: r.ruanke_rank,
  website: r.website,
  pinyin: r.pinyin,
  initials: r.initials,
})
/** The fields a 投档线 row and a plan row share: the year's programme at its school and its size. */
const programmeFields = (r: Pick<RefToudangTable, 'year' | 'school_code' | 'major_code' | 'major_name' | 'major_key' | 'plan'>) => ({
  year: r.year,
  schoolCode: r.school_code,
  majorCode: r.major_code,
  majorName: r.major_name,
  majorKey: r.major_key,
  plan: r.plan,
})
export const cutoff = (r: RefToudangTable): RefCutoff => ({
  ...programmeFields(r),
  minScore: r.min_score,
  minRank: r.min_rank,
})

export const plan = (r: RefPlansTable): RefPlan => ({
  ...programmeFields(r),
  requirement: r.requirement,
  rule: r.rule,
  tuition: r.tuition,
  length: r.length,
  city: r.city,
  sinoForeign: r.sino_foreign === 1,
  teacher: r.teacher === 1,
  directed: r.directed === 1,
  medical: r.medical === 1,
  note: r.note,
})
export const major = (m: RefMajorsTable): RefMajor => ({
  code: m.code,
  name: m.name,
  disciplineCode: m.discipline_code,
  discipline: m.discipline,
  classCode: m.class_code,
  className: m.class_name,
})

/** The reference tables over Kysely; plain portable SQL (LIKE, COUNT, ORDER BY) for SQLite and PostgreSQL. */
export class KyselyReferenceData implements ReferenceData {
  constructor(private readonly db: Kysely<Database>) {}

  async version() {
    return (await this.db.selectFrom('ref_meta').select('value').where('key', '=', 'version').executeTakeFirst())?.value ?? null
  }

  private filtered<O>(q: SchoolQuery, base: SelectQueryBuilder<Database, 'ref_schools', O>) {
    let b = base
    const name = q.name?.trim()
    if (name) {
      const like = `%${name.replace(/[%_]/g, '')}%`
      const lower = `${name.toLowerCase().replace(/[^a-z]/g, '')}%`
      b = b.where((eb) =>
        eb.or([eb('name', 'like', like), eb('aliases', 'like', like), ...(lower !== '%' ? [eb('pinyin', 'like', lower), eb('initials', 'like', lower)] : [])]),
      )
    }
    if (q.province) b = b.where('province', 'like', `${q.province}%`)
    if (q.city) b = b.where('city', 'like', `${q.city}%`)
    if (q.is985) b = b.where('is985', '=', 1)
    if (q.is211) b = b.where('is211', '=', 1)
    if (q.isDoubleFirst) b = b.where('double_first', 'is not', null)
    if (q.nature) b = b.where('nature', '=', q.nature)
    if (q.level) b = b.where('level', 'like', `%${q.level}%`)
    return b
  }

  async searchSchools(q: SchoolQuery, page: { offset: number; limit: number }) {
    const total = await this.filtered(
      q,
      this.db.selectFrom('ref_schools').select((eb) => eb.fn.countAll<number>().as('n')),
    ).executeTakeFirstOrThrow()
    const rows = await this.filtered(q, this.db.selectFrom('ref_schools').selectAll())
      // Famous first: 985, then 211, then 双一流, then by 院校代号 (Zhejiang schools come first in the codes).
      .orderBy('is985', 'desc')
      .orderBy('is211', 'desc')
      .orderBy(sql`case when double_first is null then 1 else 0 end`)
      .orderBy('code')
      .offset(page.offset)
      .limit(page.limit)
      .execute()
    return { total: Number(total.n), rows: rows.map(school) }
  }

  async school(code: string) {
    const r = await this.db.selectFrom('ref_schools').selectAll().where('code', '=', code).executeTakeFirst()
    return r ? school(r) : null
  }

  async schoolNames() {
    const rows = await this.db.selectFrom('ref_schools').select(['code', 'name', 'aliases']).orderBy('code').execute()
    return rows.map((r) => ({ code: r.code, name: r.name, aliases: r.aliases ? r.aliases.split('|').filter((a) => a !== '' && a !== r.name) : [] }))
  }

  async cutoffsOfSchool(code: string) {
    return (await this.db.selectFrom('ref_toudang').selectAll().where('school_code', '=', code).orderBy('year', 'desc').orderBy('major_code').execute()).map(
      cutoff,
    )
  }

  async plansOfSchool(code: string): Promise<RefPlan[]> {
    const rows = await this.db.selectFrom('ref_plans').selectAll().where('school_code', '=', code).orderBy('year', 'desc').orderBy('major_code').execute()
    return rows.map(plan)
  }

  async cutoffsOfMajor(prefixes: string[]) {
    if (prefixes.length === 0) return []
    const rows = await this.db
      .selectFrom('ref_toudang')
      .selectAll()
      .where((eb) => eb.or(prefixes.map((p) => eb('major_key', 'like', `${p.replace(/[%_]/g, '')}%`))))
      .orderBy('year', 'desc')
      .orderBy(sql`case when min_rank is null then 1 else 0 end`)
      .orderBy('min_rank')
      .orderBy('school_code')
      .orderBy('major_code')
      .execute()
    return rows.map(cutoff)
  }

  async cutoffYears() {
    return (await this.db.selectFrom('ref_toudang').select('year').distinct().orderBy('year').execute()).map((r) => r.year)
  }

  async programmesOfYear(year: number) {
    const rows = await this.db
      .selectFrom('ref_toudang')
      .select(['school_code', 'major_key'])
      .distinct()
      .where('year', '=', year)
      .orderBy('school_code')
      .orderBy('major_key')
      .execute()
    return rows.map((r) => ({ schoolCode: r.school_code, majorKey: r.major_key }))
  }

  async majors(): Promise<RefMajor[]> {
    const rows = await this.db.selectFrom('ref_majors').selectAll().orderBy('code').execute()
    return rows.map(major)
  }

  async rankTable(year: number): Promise<ScoreRankRow[]> {
    const rows = await this.db.selectFrom('ref_score_rank').selectAll().where('year', '=', year).orderBy('score', 'desc').execute()
    return rows.map((r) => ({ score: r.score, count: r.count, rank: r.rank, atOrAbove: r.at_or_above === 1 }))
  }

  async rankYears() {
    return (await this.db.selectFrom('ref_score_rank').select('year').distinct().orderBy('year').execute()).map((r) => r.year)
  }

  async batchLines(year?: number): Promise<RefBatchLine[]> {
    let q = this.db.selectFrom('ref_batch_lines').selectAll()
    if (year) q = q.where('year', '=', year)
    return q.orderBy('year', 'desc').orderBy('score', 'desc').execute()
  }

  async countByPlace(q: SchoolQuery) {
    const col = q.province ? 'city' : 'province'
    const rows = await this.filtered({ ...q, city: undefined }, this.db.selectFrom('ref_schools').select([col, (eb) => eb.fn.countAll<number>().as('num')]))
      .where(col, 'is not', null)
      .groupBy(col)
      .orderBy(col)
      .execute()
    return rows.map((r) => ({ name: String((r as Record<string, unknown>)[col]), num: Number(r.num) }))
  }
  private async childrenOf(parentLevel: RefRegion['level'], name: string): Promise<RefRegion[]> {
    // The parent is chosen with the shared rule over its level (≤ 400 rows), then its children come by code.
    const candidates = await this.db.selectFrom('ref_regions').select(['code', 'name', 'parent', 'level']).where('level', '=', parentLevel).execute()
    const parent = matchPlace(candidates as RefRegion[], name)
    if (!parent) return []
    const level = parentLevel === 'province' ? 'city' : 'district'
    const rows = await this.db
      .selectFrom('ref_regions')
      .select(['code', 'name', 'parent', 'level'])
      .where('level', '=', level)
      .where('parent', '=', parent.code)
      .orderBy('code')
      .execute()
    return rows as RefRegion[]
  }
  async citiesOf(province: string) {
    return this.childrenOf('province', province)
  }
  async districtsOf(city: string) {
    return this.childrenOf('city', city)
  }
}
