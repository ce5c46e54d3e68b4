import type { SanyiMajor, SanyiSchool } from '@/ports/api/sanyi'
import { parseSubjectRequirement } from '../subjectRequirement'
import { parseCsvLines, toCsvText, type CsvRecord } from './sanyiCsv'

/**
 * The two files an operator imports (and the shipped copy under data/sanyi is): the school formulas and the
 * majors, in the columns of the source (zj-sanweiyiti-2026) plus optional columns for what the source lacks.
 * Every row is checked; one problem anywhere rejects the whole import, each problem named by file and line.
 */
export const FORMULA_COLUMNS = [
  '院校',
  '学考A',
  '学考B',
  '学考C',
  '学考D',
  '学考满分',
  '校测满分',
  '高考满分',
  '学考权重',
  '校测权重',
  '高考权重',
  '口径',
  '折算备注',
  '来源年份',
  '来源标题',
  '来源链接',
] as const
/** Optional: where the school is (filled from our dataset when absent) and what the source does not give. */
export const FORMULA_OPTIONAL = ['院校代号', '所在省份', '所在城市', '办学性质', '报名条件', '报名时间', '校测时间'] as const
export const MAJOR_COLUMNS = ['院校', '专业名', '类别', '选科要求', '计划数'] as const

/** 办学性质 words ↔ the dataset's nature codes. */
const NATURES: Record<string, string> = { 公办: 'public', 民办: 'private', 合作办学: 'joint' }
const NATURE_WORDS: Record<string, string> = { public: '公办', private: '民办', joint: '合作办学' }

export type SanyiFile = 'formulas' | 'majors'
export interface TableProblem {
  file: SanyiFile
  line: number
  message: string
}

export interface SanyiTables {
  schools: SanyiSchool[]
  majors: SanyiMajor[]
}

export type TableResult = { ok: true; value: SanyiTables } | { ok: false; problems: TableProblem[] }

const NUMBER = /^-?\d+(\.\d+)?$/
const WEIGHT_TOLERANCE = 1e-6
const MAX_TEXT = 2000

type Row = Record<string, string>

/** Header check: every required column, nothing unknown, nothing twice. */
function columnsOf(file: SanyiFile, header: CsvRecord | null, required: readonly string[], optional: readonly string[]): TableProblem[] {
  if (!header) return [{ file, line: 1, message: 'the file is empty (a header row is needed)' }]
  const names = header.cells.map((c) => c.trim())
  const problems: TableProblem[] = []
  const missing = required.filter((c) => !names.includes(c))
  if (missing.length) problems.push({ file, line: header.line, message: `missing column(s): ${missing.join(', ')}` })
  const unknown = names.filter((c) => !required.includes(c) && !optional.includes(c))
  if (unknown.length)
    problems.push({ file, line: header.line, message: `unknown column(s): ${unknown.join(', ')} (allowed: ${[...required, ...optional].join(', ')})` })
  const twice = names.filter((c, i) => names.indexOf(c) !== i)
  if (twice.length) problems.push({ file, line: header.line, message: `column(s) given twice: ${[...new Set(twice)].join(', ')}` })
  return problems
}

function rowsOf(file: SanyiFile, header: CsvRecord, records: CsvRecord[], problems: TableProblem[]): Array<{ line: number; row: Row }> {
  const names = header.cells.map((c) => c.trim())
  const rows: Array<{ line: number; row: Row }> = []
  for (const r of records) {
    if (r.cells.length !== names.length) {
      problems.push({ file, line: r.line, message: `${r.cells.length} fields, the header has ${names.length}` })
      continue
    }
    rows.push({ line: r.line, row: Object.fromEntries(names.map((n, i) => [n, r.cells[i].trim()])) })
  }
  return rows
}

/** Parses and checks both files; the schools keep the order of the file, the majors theirs. */
export function readSanyiTables(formulasText: string, majorsText: string): TableResult {
  const problems: TableProblem[] = []
  const f = parseCsvLines(formulasText)
  const m = parseCsvLines(majorsText)
  problems.push(...columnsOf('formulas', f.header, FORMULA_COLUMNS, FORMULA_OPTIONAL), ...columnsOf('majors', m.header, MAJOR_COLUMNS, []))
  if (problems.length || !f.header || !m.header) return { ok: false, problems }
  const schools: SanyiSchool[] = []
  const firstLine = new Map<string, number>()
  for (const { line, row } of rowsOf('formulas', f.header, f.records, problems)) {
    const school = schoolOf(row, (message) => problems.push({ file: 'formulas', line, message }))
    if (!school) continue
    const seen = firstLine.get(school.name)
    if (seen !== undefined) problems.push({ file: 'formulas', line, message: `院校 "${school.name}" is already on line ${seen}` })
    else {
      firstLine.set(school.name, line)
      schools.push(school)
    }
  }
  if (f.records.length === 0) problems.push({ file: 'formulas', line: 2, message: 'no schools (at least one row is needed)' })
  const byName = new Map(schools.map((s) => [s.name, s]))
  const majors: SanyiMajor[] = []
  const majorLine = new Map<string, number>()
  for (const { line, row } of rowsOf('majors', m.header, m.records, problems)) {
    const report = (message: string) => problems.push({ file: 'majors', line, message })
    const school = byName.get(row['院校'])
    const major = majorOf(row, school?.source.year ?? 0, report)
    if (!firstLine.has(row['院校'])) report(`院校 "${row['院校']}" is not in the formulas file`)
    if (!major) continue
    const key = `${major.school}\u0000${major.name}\u0000${major.group}`
    const seen = majorLine.get(key)
    if (seen !== undefined) report(`the same 院校 + 专业名 + 类别 is already on line ${seen}`)
    else {
      majorLine.set(key, line)
      if (school) majors.push(major)
    }
  }
  return problems.length
    ? { ok: false, problems: problems.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file === 'formulas' ? -1 : 1)) }
    : { ok: true, value: { schools, majors } }
}

function schoolOf(row: Row, report: (message: string) => void): SanyiSchool | null {
  let bad = false
  const fail = (message: string) => {
    bad = true
    report(message)
  }
  const num = (column: string): number => {
    const text = row[column]
    if (!NUMBER.test(text)) {
      fail(`${column} "${text}" is not a number`)
      return 0
    }
    return Number(text)
  }
  const name = row['院校']
  if (name === '' || name.length > 100) fail('院校 must be 1 to 100 characters')
  const points = { A: num('学考A'), B: num('学考B'), C: num('学考C'), D: num('学考D') }
  const xkFull = num('学考满分')
  const testFull = num('校测满分')
  const gaokaoFull = num('高考满分')
  const weights = { xk: num('学考权重'), test: num('校测权重'), gaokao: num('高考权重') }
  const year = num('来源年份')
  if (!bad) {
    const p = [points.A, points.B, points.C, points.D]
    if (!(p[0] >= p[1] && p[1] >= p[2] && p[2] >= p[3])) fail('学考A ≥ 学考B ≥ 学考C ≥ 学考D is required (a better grade never earns less)')
    else if (!(p.every((v) => v >= 0) || (p[0] === 0 && p.every((v) => v <= 0))))
      fail('学考 points are either all ≥ 0 (points earned) or A = 0 and the rest ≤ 0 (a deduction table)')
    if (xkFull < 0 || xkFull > 1000) fail('学考满分 must be between 0 and 1000')
    if (testFull <= 0 || testFull > 1000) fail('校测满分 must be above 0 and at most 1000')
    if (gaokaoFull <= 0 || gaokaoFull > 1000) fail('高考满分 must be above 0 and at most 1000')
    if (p.some((v) => v !== 0) && weights.xk > 0 && xkFull <= 0) fail('学考满分 must be above 0 when the school has a 学考 table')
    if (p[0] > 0 && p[0] > xkFull && weights.xk > 0) fail('学考A cannot exceed 学考满分')
    for (const [column, w] of [
      ['学考权重', weights.xk],
      ['校测权重', weights.test],
      ['高考权重', weights.gaokao],
    ] as const)
      if (w < 0 || w > 1) fail(`${column} must be between 0 and 1`)
    const sum = weights.xk + weights.test + weights.gaokao
    if (Math.abs(sum - 1) > WEIGHT_TOLERANCE) fail(`学考权重 + 校测权重 + 高考权重 = ${round(sum)}; they must sum to 1`)
    if (!Number.isInteger(year) || year < 2000 || year > 2100) fail('来源年份 must be a year such as 2026')
  }
  const basis = row['口径']
  if (basis !== '标准' && basis !== '特殊') fail(`口径 must be 标准 or 特殊 (got "${basis}")`)
  const title = row['来源标题']
  if (title === '' || title.length > 200) fail('来源标题 (the 招生章程 title) must be 1 to 200 characters')
  const url = row['来源链接']
  if (!/^https?:\/\/[^\s/]+\.[^\s]+$/.test(url)) fail(`来源链接 "${url}" is not an http(s) address`)
  const code = row['院校代号'] ?? ''
  if (code !== '' && !/^\d{4}$/.test(code)) fail(`院校代号 "${code}" must be 4 digits`)
  const natureWord = row['办学性质'] ?? ''
  if (natureWord !== '' && !(natureWord in NATURES)) fail(`办学性质 must be 公办, 民办 or 合作办学 (got "${natureWord}")`)
  for (const column of ['折算备注', '报名条件', '报名时间', '校测时间'])
    if ((row[column] ?? '').length > MAX_TEXT) fail(`${column} is longer than ${MAX_TEXT} characters`)
  if (bad) return null
  const note = row['折算备注']
  return {
    name,
    schoolCode: code || null,
    province: row['所在省份'] || null,
    city: row['所在城市'] || null,
    nature: natureWord ? NATURES[natureWord] : null,
    formula: { points, xkFull, testFull, gaokaoFull, weights, basis: basis as '标准' | '特殊' },
    note,
    unverified: note.includes('待核实'),
    source: { year, title, url },
    requirement: row['报名条件'] ?? '',
    applyDates: row['报名时间'] ?? '',
    testDates: row['校测时间'] ?? '',
  }
}

function majorOf(row: Row, year: number, report: (message: string) => void): SanyiMajor | null {
  let bad = false
  const fail = (message: string) => {
    bad = true
    report(message)
  }
  const name = row['专业名']
  if (name === '' || name.length > 100) fail('专业名 must be 1 to 100 characters')
  if (row['类别'].length > 100) fail('类别 is longer than 100 characters')
  const requirement = row['选科要求']
  if (requirement !== '' && parseSubjectRequirement(requirement, year || 2026) === null)
    fail(`选科要求 "${requirement}" names a subject we do not know (use 物理、化学 … or leave it empty for 不限)`)
  const planText = row['计划数']
  if (!/^\d{1,5}$/.test(planText)) fail(`计划数 "${planText}" must be a whole number (0 = not published)`)
  if (bad) return null
  const plan = Number(planText)
  return { school: row['院校'], name, group: row['类别'], requirement, plan: plan === 0 ? null : plan }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

const text = (n: number) => String(n)

/** The two files for these tables, in the import format (optional columns included), so an export re-imports as is. */
export function writeSanyiTables(tables: SanyiTables): { formulas: string; majors: string } {
  const formulas = toCsvText(
    [...FORMULA_COLUMNS, ...FORMULA_OPTIONAL],
    tables.schools.map((s) => {
      const f = s.formula
      return [
        s.name,
        text(f.points.A),
        text(f.points.B),
        text(f.points.C),
        text(f.points.D),
        text(f.xkFull),
        text(f.testFull),
        text(f.gaokaoFull),
        text(f.weights.xk),
        text(f.weights.test),
        text(f.weights.gaokao),
        f.basis,
        s.note,
        text(s.source.year),
        s.source.title,
        s.source.url,
        s.schoolCode ?? '',
        s.province ?? '',
        s.city ?? '',
        s.nature ? (NATURE_WORDS[s.nature] ?? '') : '',
        s.requirement,
        s.applyDates,
        s.testDates,
      ]
    }),
  )
  const majors = toCsvText(
    MAJOR_COLUMNS,
    tables.majors.map((m) => [m.school, m.name, m.group, m.requirement, String(m.plan ?? 0)]),
  )
  return { formulas, majors }
}
