import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { loadConfig } from '../../config'
import { KIND_LABEL, type Kind } from './columns'
import { rankTableEnds } from '../../../src/core/domain/officialTable/rankTableProblems'
import { checkImportTable, rankRowsAsRead } from './checkImportTable'
import { rankReach } from './rankReach'
import { toudangShortfall, type ToudangReference } from '../../../src/core/domain/officialTable/toudangShortfall'
import { compareDatasets, formatChanges, type YearChange } from './compareDatasets'
import { withDatasetLock } from './datasetLock'
import { SHIPPED, datasetRoot, type VersionRecord } from './datasetVersions'
import type { Dataset } from './datasetTypes'
import { describeImport, type ImportFacts, type ImportSummary } from './describeImport'
import { importedFiles, keepImportedFile, mergeImport, parseImportTable, readImportTable, type ImportTable, type ParsedImport } from './importOfficial'
import { loadIntoDatabase } from './loadIntoDatabase'
import { ColumnMismatchError } from './parseOfficial'
import { DATA_DIR } from './paths'
import { copyImports, publishVersion, type PublishStep } from './publishVersion'
import { readFullDataset, readManifest } from './readDataset'
import { servedDataset, type ServedDataset } from './servedDataset'
import { writeDataset } from './writeDataset'
import { optionText } from '../optionText'

export const IMPORT_USAGE = `用法: npm run data:import -- <文件> [--kind toudang|rank|plan] [--year 年份] [--dry-run] [--replace-year] [--allow-partial] [--no-db] [--out 目录]
      npm run data:import -- --rebase [--dry-run] [--replace-year] [--no-db]
  每一行先检查（代号、0–750 的分数、正整数位次、一分一段单调且累计、计划数 ≥ 0），有错误时列出行号，什么都不写。
  已有的年份先比较：列出新增、删除、变化的行和院校；删除超过该年 5% 的行或院校时拒绝，除非加 --replace-year。
  --dry-run       只检查和比较，什么都不写
  --replace-year  确认用这个文件替换整年（允许删除超过 5%）
  --allow-partial 确认导入不完整的表（见下），并记入安全日志
  表还要完整：一分一段最高分一行的累计人数等于本段人数，并且一直列到当年二段线（不知道时按其他年份的最低分）；
  投档线要包含当前同年表的专业（最多缺 1% 或 20 个），没有同年表时包含当年计划的本科专业（最多缺 2%），都没有时不少于上一年行数的 90%。
  --no-db         只写数据集，不更新数据库（服务器下次启动时载入；适合没有服务器在运行时）
  --out 目录      写入这个数据集目录本身（例如 --out data 更新随版本发布的 data/），而不是 DATA_DIR
  --rebase        把当前版本导入过的文件重新导入到随版本发布的 data/ 上（新版本发布后）
  默认写入 DATA_DIR/dataset（DATA_DIR 默认 ./var）的一个新版本，旧版本保留，npm run data:rollback 可恢复。`

export interface DataCommandResult {
  exitCode: 0 | 1 | 2
  lines: string[]
  /** What happened, for reportImport (null when the command line itself was wrong). */
  summary: ImportSummary | null
}

export interface DataCommandOptions {
  env?: Record<string, string | undefined>
  /** The release's dataset (the repository's data/). */
  shippedDir?: string
  now?: () => Date
  /** Called between the steps of publishing a version (a test reads the dataset there). */
  onStep?: (step: PublishStep) => void
}

interface Args {
  file?: string
  kind?: Kind
  year?: number
  out?: string
  dryRun: boolean
  replaceYear: boolean
  allowPartial: boolean
  noDb: boolean
  rebase: boolean
}

const IMPORT_OPTIONS = {
  kind: { type: 'string' },
  year: { type: 'string' },
  out: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'replace-year': { type: 'boolean' },
  'allow-partial': { type: 'boolean' },
  'no-db': { type: 'boolean' },
  rebase: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options']

/** The command line, or what is wrong with it (the first problem, in the order of the words). */
function argsOf(argv: readonly string[]): Args | string {
  // Not strict: this command names the wrong word itself, in Chinese, and a value that looks like a flag is "missing".
  const { values, positionals, tokens } = parseArgs({ args: [...argv], options: IMPORT_OPTIONS, strict: false, allowPositionals: true, tokens: true })
  for (const token of tokens) {
    if (token.kind === 'positional') continue
    const option = token.kind === 'option' && Object.hasOwn(IMPORT_OPTIONS, token.name) ? IMPORT_OPTIONS[token.name as keyof typeof IMPORT_OPTIONS] : null
    if (token.kind !== 'option' || !option || (option.type === 'boolean' && token.value !== undefined)) return `不认识的选项 ${argv[token.index]}`
    if (option.type === 'boolean') continue
    const v = token.value
    if (v === undefined || v.startsWith('--')) return `${token.rawName} 需要一个值`
    if (token.name === 'kind' && !['toudang', 'rank', 'plan'].includes(v)) return `--kind 只能是 toudang、rank 或 plan`
    if (token.name === 'year' && !/^20\d\d$/.test(v)) return `--year 应是四位年份，例如 2027`
  }
  const year = optionText(values.year)
  const args: Args = {
    kind: optionText(values.kind) as Kind | undefined,
    year: year === undefined ? undefined : Number(year),
    out: optionText(values.out),
    dryRun: values['dry-run'] === true,
    replaceYear: values['replace-year'] === true,
    allowPartial: values['allow-partial'] === true,
    noDb: values['no-db'] === true,
    rebase: values.rebase === true,
  }
  if (args.rebase ? positionals.length > 0 || args.out : positionals.length !== 1) return args.rebase ? '--rebase 不带文件，也不能和 --out 一起用' : '需要一个文件'
  args.file = positionals[0]
  return args
}

const n = (x: number) => x.toLocaleString('en-US')
const MAX_PROBLEMS_SHOWN = 50

/** A copy the merge may change without touching the base (mergeImport replaces arrays and rows, never changes a row). */
const copyOf = (ds: Dataset): Dataset => ({ ...ds, sourceRows: [...ds.sourceRows], unmatched: [...ds.unmatched] })

/** Reads and checks one official file: the parsed import, or the problems to print (each with its line). */
function readChecked(file: string, opts: { kind?: Kind; year?: number }): { table: ImportTable } | { problems: string[]; reason: string; kind?: Kind; year?: number } {
  let read: ImportTable
  try {
    read = readImportTable(file, opts)
  } catch (e) {
    const message = e instanceof ColumnMismatchError ? e.message : `文件 ${file} 读不出来: ${(e as Error).message}`
    return { problems: [message], reason: message, kind: opts.kind }
  }
  const problems = checkImportTable(read.table, read.kind)
  if (problems.length === 0) return { table: read }
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => `  ${p.line > 0 ? `第 ${p.line} 行: ` : ''}${p.problem}`)
  return {
    kind: read.kind,
    year: read.year,
    reason: `${n(problems.length)} 处错误，第一处: ${shown[0].trim()}`,
    problems: [
      `文件 ${file}（${KIND_LABEL[read.kind]} ${read.year}）有 ${n(problems.length)} 处错误:`,
      ...shown,
      ...(problems.length > shown.length ? [`  …另有 ${n(problems.length - shown.length)} 处`] : []),
    ],
  }
}

/** Where the import writes: DATA_DIR's versions (the default), or a dataset folder named with --out. */
type Target = { kind: 'versions'; dataDir: string; served: ServedDataset } | { kind: 'folder'; dir: string }

/**
 * `npm run data:import`: checks every row of an official file, compares the result with the dataset
 * served now, and only then writes a new version of it (see IMPORT_USAGE). Nothing is written when a row
 * is wrong, when a year would lose more than 5 % of its rows or schools without --replace-year, or on
 * --dry-run.
 */
export async function runImport(argv: readonly string[], options: DataCommandOptions = {}): Promise<DataCommandResult> {
  const args = argsOf(argv)
  if (typeof args === 'string') return { exitCode: 2, lines: [args, IMPORT_USAGE], summary: null }
  const env = options.env ?? process.env
  const shippedDir = options.shippedDir ?? DATA_DIR
  if (args.out) {
    const dir = resolve(args.out)
    if (!existsSync(join(dir, 'manifest.json'))) return { exitCode: 1, lines: [`${dir} 不是数据集目录（没有 manifest.json）`], summary: null }
    return importInto({ kind: 'folder', dir }, args, options)
  }
  const config = loadConfig(env)
  if (!config.ok) return { exitCode: 2, lines: ['配置有问题:', ...config.problems.map((p) => `  ${p}`)], summary: null }
  const dataDir = config.config.dataDir
  let served: ServedDataset
  try {
    served = servedDataset(dataDir, shippedDir)
  } catch (e) {
    return { exitCode: 1, lines: [(e as Error).message], summary: null }
  }
  try {
    return await importInto({ kind: 'versions', dataDir, served }, args, { ...options, env })
  } catch (e) {
    return { exitCode: 1, lines: [`导入失败: ${(e as Error).message}`], summary: null }
  }
}

async function importInto(target: Target, args: Args, options: DataCommandOptions): Promise<DataCommandResult> {
  const shippedDir = options.shippedDir ?? DATA_DIR
  const baseDir = target.kind === 'folder' ? target.dir : args.rebase ? shippedDir : target.served.dir
  const before = target.kind === 'folder' ? { id: target.dir, dataset: readManifest(target.dir).version } : { id: target.served.id, dataset: target.served.version }
  const targetName = target.kind === 'folder' ? target.dir : datasetRoot(target.dataDir)
  const file = args.file ? resolve(args.file) : null
  const lines: string[] = []
  const facts: Omit<ImportFacts, 'outcome' | 'changes' | 'after'> = {
    event: 'data:import',
    kind: args.kind ?? null,
    year: args.year ?? null,
    file: args.file ?? null,
    fileSha256: file && existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null,
    before,
    dryRun: args.dryRun,
    replaceYear: args.replaceYear,
    allowPartial: args.allowPartial,
    target: targetName,
  }
  const refuse = (reason: string, changes: YearChange[] = []): DataCommandResult => {
    lines.push('未写入任何内容。')
    return { exitCode: 1, lines, summary: describeImport({ ...facts, outcome: 'refused', changes, after: before, reason }) }
  }

  // 1. Every row of every file checked; the files merged into a copy of the base.
  const files = file ? [{ path: file, opts: { kind: args.kind, year: args.year } }] : rebaseFiles(target)
  const missing = files.length === 0 ? '当前使用的是随版本发布的 data/，没有导入过的文件可以重新导入' : file && !existsSync(file) ? `找不到文件 ${args.file}` : null
  if (missing) {
    lines.push(missing)
    return refuse(missing)
  }
  const base = readFullDataset(baseDir)
  const next = copyOf(base)
  const imports: ParsedImport[] = []
  const incomplete: Array<{ what: string; ends: string[]; againstServed: boolean }> = []
  // What each table is held against: the dataset served now (for a rebase, the version the release replaces).
  const current0 = args.rebase ? readFullDataset(target.kind === 'versions' ? target.served.dir : baseDir) : base
  for (const f of files) {
    const read = readChecked(f.path, f.opts)
    if ('problems' in read) {
      lines.push(...read.problems)
      if (file) Object.assign(facts, { kind: read.kind ?? null, year: read.year ?? null })
      return refuse(read.reason)
    }
    const parsed = parseImportTable(read.table)
    // A 一分一段 table must be whole at both ends, not only add up row by row (src/core/domain/officialTable): read
    // as the file has it, before its first row's surplus is folded into an "以上" bucket.
    const ends = parsed.kind === 'rank' ? rankTableEnds(rankRowsAsRead(read.table.table), rankReach(base, parsed.year)) : []
    if (ends.length > 0) incomplete.push({ what: `${KIND_LABEL[parsed.kind]} ${parsed.year}（${basename(f.path)}）`, ends, againstServed: false })
    // A 投档线 table must hold the programmes it is compared with (a file cut at a line boundary loses schools).
    const ref = parsed.kind === 'toudang' ? toudangReference(current0, parsed.year) : null
    const short = ref ? toudangShortfall(parsed.toudang, ref) : null
    if (short) incomplete.push({ what: `${KIND_LABEL[parsed.kind]} ${parsed.year}（${basename(f.path)}）`, ends: [short], againstServed: ref?.kind === 'served' })
    imports.push(parsed)
    mergeImport(next, parsed)
  }
  const only = file ? imports[0] : null
  Object.assign(facts, { kind: only?.kind ?? null, year: only?.year ?? null })

  // 2. Compared with what is served now (for a rebase: the imported version the release replaces).
  const current = current0
  const changes = compareDatasets(current, next)
  const names = new Map(base.schools.map((s) => [s.code, s.name]))
  const what = only ? `${KIND_LABEL[only.kind]} ${only.year}（${basename(file ?? '')}，${n(only.rows)} 行）` : `导入过的 ${files.length} 个文件重新导入到随版本发布的 data/（${readManifest(shippedDir).version}）上`
  lines.push(`${what}，与当前数据集 ${before.dataset}（${before.id === SHIPPED ? '随版本发布的 data/' : before.id}）比较:`)
  lines.push(...formatChanges(changes, (code) => names.get(code) ?? ''))
  const losing = changes.filter((c) => c.loses)
  if (losing.length > 0 && !args.replaceYear) {
    const which = losing.map((c) => `${KIND_LABEL[c.kind]} ${c.year}`).join('、')
    lines.push(`拒绝导入: ${which} 将删除超过 5% 的行或院校。官方表是全年完整的，这多半是错误的文件或文件的一部分。确认要整年替换，请加 --replace-year。`)
    return refuse(`${which} 将删除超过 5% 的行或院校`, changes)
  }
  // --replace-year already says a year's served rows may go; a shortfall against a plan or last year still needs --allow-partial.
  const shortfalls = incomplete.filter((x) => !(x.againstServed && args.replaceYear))
  if (shortfalls.length > 0) {
    const detail = shortfalls.flatMap((x) => [`  ${x.what}:`, ...x.ends.map((e) => `    ${e}`)])
    if (!args.allowPartial) {
      lines.push('拒绝导入: 表不完整。', ...detail, '官方的表是全年完整的（一分一段从最高分列到二段线，投档线列出全部一段专业）。确认要导入不完整的表，请加 --allow-partial（会记入安全日志）。')
      return refuse(shortfalls[0].ends[0], changes)
    }
    lines.push('按 --allow-partial 导入不完整的表:', ...detail)
  }
  if (args.dryRun) {
    lines.push('试运行（--dry-run）: 未写入任何内容。')
    return { exitCode: 0, lines, summary: describeImport({ ...facts, outcome: 'dry-run', changes, after: before }) }
  }
  const unchanged = (dataset: string): DataCommandResult => {
    lines.push(`数据集没有变化（版本 ${dataset}），未写入任何内容。`)
    return { exitCode: 0, lines, summary: describeImport({ ...facts, outcome: 'unchanged', changes, after: before }) }
  }

  // 3a. A dataset folder named with --out: rewritten in place, as data:build does (no versions there).
  if (target.kind === 'folder') {
    if (changes.length === 0) return unchanged(before.dataset)
    for (const [i, f] of files.entries()) keepImportedFile(target.dir, f.path, imports[i])
    const manifest = writeDataset(target.dir, next)
    const after = { id: target.dir, dataset: manifest.version }
    lines.push(`已导入 ${what}；数据集版本 ${before.dataset} → ${manifest.version}（${target.dir}）`)
    return { exitCode: 0, lines, summary: describeImport({ ...facts, outcome: 'written', changes, after }) }
  }

  // 3b. DATA_DIR: a new version beside the old, swapped in by renaming the pointer.
  const { dataDir, served } = target
  const at = (options.now ?? (() => new Date()))()
  let summary: ImportSummary | null = null
  const record = (id: string, dataset: string): VersionRecord => {
    summary = describeImport({ ...facts, outcome: 'written', changes, after: { id, dataset } })
    return { id, dataset, previous: served.id, shipped: args.rebase ? served.shippedVersion : served.release, createdAt: at.toISOString(), change: summary }
  }
  const write = (dir: string): string => {
    const manifest = writeDataset(dir, next, { gzipLevel: 6 })
    // The official files this version is made from: the served version's (the shipped data/ has its own
    // build), and the new one.
    if (served.id !== SHIPPED) copyImports(served.dir, dir)
    if (file && only) keepImportedFile(dir, file, only)
    return manifest.version
  }
  // Locked from here to the swap only, so a refused import leaves DATA_DIR untouched; publishVersion
  // checks that the version served is still the one this import was compared with.
  const published = await withDatasetLock(dataDir, async () =>
    publishVersion(dataDir, { id: served.id, dataset: args.rebase ? '' : served.version }, write, record, at, options.onStep),
  )
  if (!published || !summary) return unchanged(served.version)
  lines.push(`已导入 ${what}；数据集版本 ${served.version} → ${published.dataset}`)
  lines.push(`  新版本 ${published.id}（${datasetRoot(dataDir)}/versions/${published.id}），上一版本 ${served.id} 已保留；撤销: npm run data:rollback`)
  const db = await toDatabase(args.noDb, dataDir, options)
  return { exitCode: db.ok ? 0 : 1, lines: [...lines, ...db.lines], summary }
}

/** The files the current version was made from, to apply again on the release's data/. */
function rebaseFiles(target: Target): Array<{ path: string; opts: { kind?: Kind } }> {
  if (target.kind !== 'versions' || target.served.id === SHIPPED) return []
  return importedFiles(target.served.dir).map((path) => ({ path, opts: { kind: /[\\/](toudang|rank|plan)-\d{4}\.[^\\/]+$/.exec(path)?.[1] as Kind } }))
}

/** After a swap: the served dataset into the server's database (running servers follow within 10 s). */
export async function toDatabase(skip: boolean, dataDir: string, options: DataCommandOptions): Promise<{ ok: boolean; lines: string[] }> {
  if (skip)
    return {
      ok: true,
      lines: ['未更新数据库（--no-db）: 服务器下次启动时载入新版本；在那之前，运行中的服务器的院校、投档线和一分一段查询仍是原来的版本（录取模型 10 秒内改用新版本）。'],
    }
  const served = servedDataset(dataDir, options.shippedDir ?? DATA_DIR)
  try {
    const db = await loadIntoDatabase(served, options.env ?? process.env)
    return { ok: true, lines: [db.loaded ? `数据库参考数据已更新到 ${db.version}，运行中的服务器 10 秒内切换` : `数据库参考数据已是 ${db.version}，无需更新`] }
  } catch (e) {
    return { ok: false, lines: [`数据集已切换，但载入数据库失败: ${(e as Error).message}。服务器下次启动时会载入它。`] }
  }
}

/** The reference a year's 投档线 is held against: the year's served table, else its plan's 本科 programmes, else last year's size. */
function toudangReference(current: Pick<Dataset, 'toudang' | 'plans'>, year: number): ToudangReference | null {
  const served = current.toudang.filter((r) => r.year === year)
  if (served.length > 0) return { kind: 'served', keys: served.map((r) => `${r.schoolCode}-${r.majorCode}`) }
  const plan = current.plans.filter((p) => p.year === year && p.level === '本科')
  if (plan.length > 0) return { kind: 'plan', keys: plan.map((p) => `${p.schoolCode}-${p.majorCode}`) }
  const before = current.toudang.filter((r) => r.year < year)
  if (before.length === 0) return null
  const last = Math.max(...before.map((r) => r.year))
  return { kind: 'lastYear', year: last, rows: before.filter((r) => r.year === last).length }
}
