import type { BatchLineRow, MajorRow, PlanRow, RankRow, RegionRow, SchoolRow, ToudangRow } from './datasetTypes'
import { textOf } from './textOf'

/**
 * How each dataset table maps to its CSV file: column name → field. Booleans are 1/0, lists are
 * joined with |, null is empty. One definition serves the writer, the reader and the DB loader.
 */
type FieldType = 'str' | 'int' | 'bool' | 'list' | 'intlist'
export interface TableDef<T> {
  name: string
  file: string
  columns: Array<[column: string, field: keyof T & string, type: FieldType]>
  sort: (a: T, b: T) => number
}

const cmp = (...xs: Array<[string | number, string | number]>) => {
  for (const [a, b] of xs) if (a !== b) return a < b ? -1 : 1
  return 0
}

export const SCHOOLS: TableDef<SchoolRow> = {
  name: 'schools',
  file: 'schools.csv',
  columns: [
    ['code', 'code', 'str'], ['moe_code', 'moeCode', 'str'], ['name', 'name', 'str'], ['moe_name', 'moeName', 'str'], ['moe_match', 'moeMatch', 'str'],
    ['province', 'province', 'str'], ['city', 'city', 'str'], ['level', 'level', 'str'], ['nature', 'nature', 'str'], ['affiliation', 'affiliation', 'str'],
    ['is985', 'is985', 'bool'], ['is211', 'is211', 'bool'], ['c9', 'isC9', 'bool'], ['double_first', 'doubleFirst', 'str'], ['ruanke_rank', 'ruankeRank', 'int'], ['website', 'website', 'str'],
    ['pinyin', 'pinyin', 'str'], ['initials', 'initials', 'str'], ['aliases', 'aliases', 'list'], ['years', 'years', 'intlist'],
  ],
  sort: (a, b) => cmp([a.code, b.code]),
}

export const TOUDANG: TableDef<ToudangRow> = {
  name: 'toudang',
  file: 'toudang.csv.gz',
  columns: [
    ['year', 'year', 'int'], ['school_code', 'schoolCode', 'str'], ['major_code', 'majorCode', 'str'], ['major_name', 'majorName', 'str'],
    ['major_key', 'majorKey', 'str'], ['plan', 'plan', 'int'], ['min_score', 'minScore', 'int'], ['min_rank', 'minRank', 'int'],
  ],
  sort: (a, b) => cmp([a.year, b.year], [a.schoolCode, b.schoolCode], [a.majorCode, b.majorCode], [a.majorName, b.majorName]),
}

export const RANK: TableDef<RankRow> = {
  name: 'score_rank',
  file: 'score_rank.csv',
  columns: [['year', 'year', 'int'], ['score', 'score', 'int'], ['count', 'count', 'int'], ['rank', 'rank', 'int'], ['at_or_above', 'atOrAbove', 'bool']],
  sort: (a, b) => cmp([a.year, b.year], [b.score, a.score]),
}

export const PLANS: TableDef<PlanRow> = {
  name: 'plans',
  file: 'plans.csv.gz',
  columns: [
    ['year', 'year', 'int'], ['school_code', 'schoolCode', 'str'], ['major_code', 'majorCode', 'str'], ['major_name', 'majorName', 'str'], ['major_key', 'majorKey', 'str'],
    ['plan', 'plan', 'int'], ['requirement', 'requirement', 'str'], ['rule', 'rule', 'str'], ['tuition', 'tuition', 'int'], ['tuition_text', 'tuitionText', 'str'],
    ['length', 'length', 'int'], ['length_text', 'lengthText', 'str'], ['province', 'province', 'str'], ['city', 'city', 'str'], ['level', 'level', 'str'],
    ['sino_foreign', 'sinoForeign', 'bool'], ['teacher', 'teacher', 'bool'], ['directed', 'directed', 'bool'], ['medical', 'medical', 'bool'],
    ['note', 'note', 'str'], ['source', 'source', 'str'],
  ],
  sort: (a, b) => cmp([a.year, b.year], [a.schoolCode, b.schoolCode], [a.majorCode, b.majorCode], [a.majorName, b.majorName]),
}

export const MAJORS: TableDef<MajorRow> = {
  name: 'majors',
  file: 'majors.csv',
  columns: [['code', 'code', 'str'], ['name', 'name', 'str'], ['discipline_code', 'disciplineCode', 'str'], ['discipline', 'discipline', 'str'], ['class_code', 'classCode', 'str'], ['class_name', 'className', 'str'], ['catalogs', 'catalogs', 'str']],
  sort: (a, b) => cmp([a.code, b.code]),
}

export const REGIONS: TableDef<RegionRow> = {
  name: 'regions',
  file: 'regions.csv',
  columns: [['code', 'code', 'str'], ['name', 'name', 'str'], ['parent', 'parent', 'str'], ['level', 'level', 'str']],
  sort: (a, b) => cmp([a.code, b.code]),
}

export const BATCH_LINE_TABLE: TableDef<BatchLineRow> = {
  name: 'batch_lines',
  file: 'batch_lines.csv',
  columns: [['year', 'year', 'int'], ['batch', 'batch', 'str'], ['score', 'score', 'int'], ['rank', 'rank', 'int']],
  sort: (a, b) => cmp([a.year, b.year], [b.score, a.score]),
}

export function toCells<T>(def: TableDef<T>, row: T): string[] {
  return def.columns.map(([, f, t]) => {
    const v = row[f] as unknown
    if (v === null || v === undefined) return ''
    if (t === 'bool') return v ? '1' : '0'
    if (t === 'list' || t === 'intlist') return (v as unknown[]).join('|')
    return textOf(v)
  })
}

/**
 * Turns a table's cells into rows, its columns looked up in the header once (readTableFile reads a whole table
 * through one reader; looking each column up in every row took longer than the parsing).
 */
export function rowReader<T>(def: TableDef<T>, header: readonly string[]): (cells: readonly string[]) => T {
  const columns = def.columns.map(([col, field, type]) => ({ at: header.indexOf(col), field, type }))
  return (cells) => {
    const o: Record<string, unknown> = {}
    for (const { at, field, type } of columns) {
      const v = (at === -1 ? undefined : cells[at]) ?? ''
      o[field] = type === 'bool' ? v === '1' : type === 'int' ? (v === '' ? null : Number(v)) : type === 'list' ? (v === '' ? [] : v.split('|')) : type === 'intlist' ? (v === '' ? [] : v.split('|').map(Number)) : v
    }
    return o as T
  }
}
