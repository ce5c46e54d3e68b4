import type { CutoffRow } from '../../../src/core/domain/admission/history'

/** Row shapes of the normalized dataset under data/ (one CSV per table). */
export interface ToudangRow extends CutoffRow {
  /** School name exactly as published that year (kept in school aliases, not per row). */
  schoolName: string
}

export interface RankRow {
  year: number
  score: number
  count: number
  rank: number
  atOrAbove: boolean
}

export interface PlanRow {
  year: number
  schoolCode: string
  majorCode: string
  schoolName: string
  majorName: string
  majorKey: string
  plan: number | null
  requirement: string
  /** `none` | `any:物理+化学` | `all:物理`; empty when the wording could not be parsed. */
  rule: string
  tuition: number | null
  tuitionText: string
  length: number | null
  lengthText: string
  province: string
  city: string
  level: string
  sinoForeign: boolean
  teacher: boolean
  directed: boolean
  medical: boolean
  note: string
  source: string
}

export interface SchoolRow {
  code: string
  moeCode: string
  name: string
  moeName: string
  /** How the 学校标识码 was found: exact | campus | alias | '' (unmatched). */
  moeMatch: string
  province: string
  city: string
  level: string
  nature: string
  affiliation: string
  is985: boolean
  is211: boolean
  isC9: boolean
  doubleFirst: string
  /** 软科中国大学排名 2025 (main list; 500+ as 500), null when not ranked. */
  ruankeRank: number | null
  website: string
  pinyin: string
  initials: string
  aliases: string[]
  years: number[]
}

export interface MajorRow {
  code: string
  name: string
  disciplineCode: string
  discipline: string
  classCode: string
  className: string
  catalogs: string
}

export interface RegionRow {
  code: string
  name: string
  parent: string
  /** Districts (区/县/县级市) are for the profile's city → district choices; schools are placed by province and city. */
  level: 'province' | 'city' | 'district'
}

export interface BatchLineRow {
  year: number
  batch: string
  score: number
  rank: number | null
}

export interface Unmatched {
  table: string
  year: number | null
  reason: string
  count: number
  examples: string[]
}

export interface Dataset {
  schools: SchoolRow[]
  toudang: ToudangRow[]
  rank: RankRow[]
  plans: PlanRow[]
  majors: MajorRow[]
  regions: RegionRow[]
  batchLines: BatchLineRow[]
  /** Source table → rows read, for PROVENANCE.md. */
  sourceRows: Array<{ kind: string; year: number | null; path: string; label: string; rows: number; kept: number }>
  unmatched: Unmatched[]
}
