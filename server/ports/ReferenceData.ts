import type { ScoreRankRow } from '@/core/domain/scoreRank'
import type { CutoffRow } from '@/core/domain/admission/history'

/** A school as the reference tables know it (one per 4-digit 院校代号). */
export interface RefSchool {
  code: string
  moeCode: string | null
  name: string
  province: string | null
  city: string | null
  level: string | null
  nature: string | null
  affiliation: string | null
  is985: boolean
  is211: boolean
  isC9: boolean
  doubleFirst: string | null
  /** 软科 2025 rank (absent in an older sample). */
  ruankeRank?: number | null
  website: string | null
  pinyin: string
  initials: string
}

export interface SchoolQuery {
  /** Chinese name fragment, full pinyin or initials. */
  name?: string
  province?: string
  city?: string
  is985?: boolean
  is211?: boolean
  isDoubleFirst?: boolean
  nature?: string
  level?: string
}

/** One 一段 投档线 row; programme identity = schoolCode + majorKey (the shape the admission model reads). */
export type RefCutoff = CutoffRow

export interface RefPlan {
  year: number
  schoolCode: string
  majorCode: string
  majorName: string
  majorKey: string
  plan: number | null
  requirement: string
  rule: string
  tuition: number | null
  length: number | null
  city: string
  sinoForeign: boolean
  teacher: boolean
  directed: boolean
  medical: boolean
  note: string
}

export interface RefMajor {
  code: string
  name: string
  disciplineCode: string
  discipline: string
  classCode: string
  className: string
}

export interface RefBatchLine {
  year: number
  batch: string
  score: number
  rank: number | null
}

/** A province, city or district (GB/T 2260 code and name) from data/regions.csv. */
export interface RefRegion {
  code: string
  name: string
  parent: string
  level: 'province' | 'city' | 'district'
}

/** Read access to the shipped Zhejiang dataset (loaded into the database or held in memory). */
export interface ReferenceData {
  version(): Promise<string | null>
  searchSchools(q: SchoolQuery, page: { offset: number; limit: number }): Promise<{ total: number; rows: RefSchool[] }>
  school(code: string): Promise<RefSchool | null>
  /** Every school's code and name with the names it was known by (独立学院 renamed, old names), for reading names in text. */
  schoolNames(): Promise<Array<{ code: string; name: string; aliases: string[] }>>
  cutoffsOfSchool(code: string): Promise<RefCutoff[]>
  plansOfSchool(code: string): Promise<RefPlan[]>
  /**
   * Candidate cutoffs for a major: every row whose normalized name starts with one of `prefixes`
   * (the major's and its 专业类's names). The caller decides the exact match (catalogueMatch).
   */
  cutoffsOfMajor(prefixes: string[]): Promise<RefCutoff[]>
  /** Years with 投档线 rows, oldest first (shown to users as the data's provenance). */
  cutoffYears(): Promise<number[]>
  /** The distinct programmes (school + normalized name) with a 投档线 row in `year`. */
  programmesOfYear(year: number): Promise<Array<{ schoolCode: string; majorKey: string }>>
  majors(): Promise<RefMajor[]>
  rankTable(year: number): Promise<ScoreRankRow[]>
  rankYears(): Promise<number[]>
  batchLines(year?: number): Promise<RefBatchLine[]>
  /** Schools per province (or per city within `q.province`). */
  countByPlace(q: SchoolQuery): Promise<Array<{ name: string; num: number }>>
  /** The cities of a province named as typed ("浙江" or "浙江省"; see matchPlace), by code; [] for an unknown province. */
  citiesOf(province: string): Promise<RefRegion[]>
  /** The districts (区/县/县级市) of a city named as typed ("杭州" or "杭州市"), by code; [] for an unknown city. */
  districtsOf(city: string): Promise<RefRegion[]>
}
