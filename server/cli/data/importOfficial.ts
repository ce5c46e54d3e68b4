import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { normalizeSchoolName } from '../../../src/core/domain/majorName'
import { COLUMNS, detectKind, matchColumns, type Kind } from './columns'
import { ColumnMismatchError, parsePlan, parseRank, parseToudang } from './parseOfficial'
import { readRankJson } from './readReference'
import { readTable, type RawTable } from './readTable'
import { fullPinyin } from './buildSchools'
import type { Dataset } from './datasetTypes'

export interface ParsedImport {
  kind: Kind
  year: number
  toudang: Dataset['toudang']
  rank: Dataset['rank']
  plans: Dataset['plans']
  rows: number
}

function readAny(file: string): RawTable {
  if (extname(file).toLowerCase() === '.json') {
    const head = readFileSync(file, 'utf8').slice(0, 4000)
    if (head.includes('"categories"')) return readRankJson(file)
  }
  return readTable(file)
}

function yearOf(file: string, table: RawTable, given?: number): number {
  if (given) return given
  const col = table.headers.findIndex((h) => h === 'year' || h === '年份')
  if (col >= 0 && /^\d{4}$/.test(table.rows[0]?.[col] ?? '')) return Number(table.rows[0][col])
  const m = /(20\d\d)/.exec(basename(file))
  if (m) return Number(m[1])
  throw new Error(`无法判断 ${basename(file)} 的年份，请用 --year 指定`)
}

/** An official file read and its kind and year settled, before any row is interpreted. */
export interface ImportTable {
  kind: Kind
  year: number
  table: RawTable
}

/** Reads one official file; refuses it (ColumnMismatchError, naming the columns) if its columns don't fit. */
export function readImportTable(file: string, opts: { kind?: Kind; year?: number } = {}): ImportTable {
  const table = readAny(file)
  let kind = opts.kind
  if (!kind) {
    const d = detectKind(table.headers)
    if (!d.match.ok) throw new ColumnMismatchError(file, d.kind, d.match.missing)
    kind = d.kind
  } else {
    const m = matchColumns(table.headers, COLUMNS[kind])
    if (!m.ok) throw new ColumnMismatchError(file, kind, m.missing)
  }
  return { kind, year: yearOf(file, table, opts.year), table }
}

/** The rows of a table read by readImportTable (rows that do not read are dropped: check them first). */
export function parseImportTable({ kind, year, table }: ImportTable): ParsedImport {
  const out: ParsedImport = { kind, year, toudang: [], rank: [], plans: [], rows: 0 }
  if (kind === 'toudang') out.toudang = parseToudang(table, year).rows
  else if (kind === 'rank') out.rank = parseRank(table, year)
  else out.plans = parsePlan(table, year, basename(table.file)).rows
  out.rows = out.toudang.length + out.rank.length + out.plans.length
  return out
}

/** Reads and parses one official file (data:build replays kept imports with it). */
export function parseImport(file: string, opts: { kind?: Kind; year?: number } = {}): ParsedImport {
  return parseImportTable(readImportTable(file, opts))
}

/**
 * Merges an imported table into the dataset: an official 投档线 or 一分一段 table is complete for its
 * year, so it replaces that year; a plan file upserts by (year, 院校代号, 专业代号) because exports are
 * often per subject group. Re-importing the same file yields the same dataset.
 */
export function mergeImport(ds: Dataset, imp: ParsedImport): void {
  if (imp.kind === 'toudang') ds.toudang = [...ds.toudang.filter((r) => r.year !== imp.year), ...imp.toudang]
  if (imp.kind === 'rank') ds.rank = [...ds.rank.filter((r) => r.year !== imp.year), ...imp.rank]
  if (imp.kind === 'plan') {
    const keys = new Set(imp.plans.map((r) => `${r.schoolCode}|${r.majorCode}`))
    ds.plans = [...ds.plans.filter((r) => r.year !== imp.year || !keys.has(`${r.schoolCode}|${r.majorCode}`)), ...imp.plans]
  }
  // Schools are replaced, never changed in place: the rows read from a dataset are shared and frozen (readDataset).
  ds.schools = [...ds.schools]
  const at = new Map(ds.schools.map((s, i) => [s.code, i]))
  for (const r of [...imp.toudang, ...imp.plans]) {
    const name = normalizeSchoolName(r.schoolName)
    const i = at.get(r.schoolCode)
    if (i !== undefined) {
      const s = ds.schools[i]
      const years = s.years.includes(r.year) ? s.years : [...s.years, r.year].sort()
      const aliases = s.aliases.includes(name) ? s.aliases : [...s.aliases, name]
      if (years !== s.years || aliases !== s.aliases) ds.schools[i] = { ...s, years, aliases }
      continue
    }
    // A school new to Zhejiang: identity by its 院校代号; the next data:build joins it to the MOE list.
    const py = fullPinyin(name)
    const fresh = { code: r.schoolCode, moeCode: '', name, moeName: '', moeMatch: '', province: '', city: '', level: '', nature: '', affiliation: '', is985: false, is211: false, isC9: false, doubleFirst: '', ruankeRank: null, website: '', pinyin: py.pinyin, initials: py.initials, aliases: [name], years: [r.year] }
    at.set(r.schoolCode, ds.schools.length)
    ds.schools.push(fresh)
  }
  ds.sourceRows = [...ds.sourceRows.filter((s) => !(s.kind === imp.kind && s.path === importName(imp))), { kind: imp.kind, year: imp.year, path: importName(imp), label: `imported with npm run data:import`, rows: imp.rows, kept: imp.rows }]
}

/** Where an imported file is kept so that `data:build` includes it too: data/imports/<kind>-<year>.<ext>. */
export function importName(imp: { kind: Kind; year: number }, ext = ''): string {
  return `imports/${imp.kind}-${imp.year}${ext}`
}

/**
 * Keeps the file beside the dataset. A 投档线 or 一分一段 file replaces its year, so the newest one is kept;
 * plan files add up (one export per subject group), so each is kept under its own content hash.
 */
export function keepImportedFile(dataDir: string, file: string, imp: ParsedImport): string {
  mkdirSync(join(dataDir, 'imports'), { recursive: true })
  const tag = imp.kind === 'plan' ? `.${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8)}` : ''
  const target = join(dataDir, `${importName(imp)}${tag}${extname(file).toLowerCase()}`)
  if (file !== target) copyFileSync(file, target)
  return target
}

/** Files kept by earlier imports, in a stable order (build applies them after the raw tables). */
export function importedFiles(dataDir: string): string[] {
  const dir = join(dataDir, 'imports')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => /^(toudang|rank|plan)-\d{4}\./.test(f))
    .sort()
    .map((f) => join(dir, f))
}
