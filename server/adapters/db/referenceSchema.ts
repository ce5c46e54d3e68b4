/** Reference tables (the shipped dataset), part of schema.ts Database. A dataset reload replaces these and never touches user tables. */
export interface RefSchoolsTable {
  code: string
  moe_code: string | null
  name: string
  province: string | null
  city: string | null
  level: string | null
  nature: string | null
  affiliation: string | null
  is985: number
  is211: number
  c9: number
  double_first: string | null
  /** 软科 2025 rank (migration 1300). */
  ruanke_rank: number | null
  website: string | null
  pinyin: string
  initials: string
  aliases: string
}

export interface RefToudangTable {
  year: number
  school_code: string
  major_code: string
  major_name: string
  major_key: string
  plan: number | null
  min_score: number | null
  min_rank: number | null
}

export interface RefPlansTable {
  year: number
  school_code: string
  major_code: string
  major_name: string
  major_key: string
  plan: number | null
  requirement: string
  rule: string
  tuition: number | null
  length: number | null
  city: string
  sino_foreign: number
  teacher: number
  directed: number
  medical: number
  note: string
}

export interface RefScoreRankTable {
  year: number
  score: number
  count: number
  rank: number
  at_or_above: number
}

export interface RefMajorsTable {
  code: string
  name: string
  discipline_code: string
  discipline: string
  class_code: string
  class_name: string
}

export interface RefBatchLinesTable {
  year: number
  batch: string
  score: number
  rank: number | null
}

export interface RefMetaTable {
  key: string
  value: string
}

export interface RefRegionsTable {
  code: string
  name: string
  parent: string
  level: string
}

export interface ReferenceDatabase {
  ref_schools: RefSchoolsTable
  ref_toudang: RefToudangTable
  ref_plans: RefPlansTable
  ref_score_rank: RefScoreRankTable
  ref_majors: RefMajorsTable
  ref_batch_lines: RefBatchLinesTable
  ref_regions: RefRegionsTable
  ref_meta: RefMetaTable
}

export const REFERENCE_TABLES = ['ref_schools', 'ref_toudang', 'ref_plans', 'ref_score_rank', 'ref_majors', 'ref_batch_lines', 'ref_regions'] as const
