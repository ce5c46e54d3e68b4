import { spawnSync } from 'node:child_process'
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { extname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { delimitedGrid } from './delimitedGrid'
import { TABLE_LIMITS, type Grid, type TableLimits } from './tableGrid'
import { textOf } from './textOf'
import type { xlsxGrid } from './xlsxGrid'

/** A table as read from an official file: header row and string cells, nothing interpreted yet. */
export interface RawTable {
  file: string
  sheet: string
  headers: string[]
  rows: string[][]
  /** Where each row is in the file (1-based line of a CSV, row of a sheet, entry of a JSON list), for messages. */
  lines?: number[]
}

function cellText(v: unknown): string {
  return textOf(v).trim()
}

const XLS_REFUSED = '不再读取 Excel 97-2003 格式（.xls）的文件：请在 Excel 或 WPS 中打开，另存为 .xlsx 或 CSV（UTF-8）后再导入'
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/**
 * Reads xlsx (exceljs, in a child process) and csv (as SheetJS did: codes like 0001 keep their leading zeros)
 * and json with JSON.parse, within `limits`. The first non-empty row is the header. The old binary .xls is
 * refused for an operator's import (SheetJS, its only reader, has unfixed advisories); `legacyXls` lets the
 * dataset build read the three official 2020–2022 tables published as .xls, files shipped with the sources,
 * with SheetJS kept as a development dependency.
 */
export function readTable(file: string, limits: TableLimits = TABLE_LIMITS, options: { legacyXls?: boolean } = {}): RawTable {
  const ext = extname(file).toLowerCase()
  if (ext === '.xls' && options.legacyXls) return readLegacyXls(file)
  if (ext === '.xls') throw new Error(XLS_REFUSED)
  if (!['.json', '.csv', '.txt', '.xlsx', '.xlsm'].includes(ext)) throw new Error(`不支持的文件类型 ${ext}（支持 xlsx、csv、json）`)
  const size = statSync(file).size
  if (size > limits.bytes) throw new Error(`文件有 ${mb(size)} MB，超过 ${mb(limits.bytes)} MB 的上限，不像官方表格，未读取`)
  if (ext === '.json') return readJsonTable(file, limits)
  const grid = ext === '.xlsx' || ext === '.xlsm' ? readXlsx(file, limits) : delimitedGrid(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), limits)
  if (grid.rows.length === 0) return { file, sheet: grid.sheet, headers: [], rows: [], lines: [] }
  // Every row as wide as the widest, blank cells '' (as SheetJS filled a sheet's range).
  const width = grid.rows.reduce((w, r) => Math.max(w, r.cells.length), 0)
  const [header, ...body] = grid.rows.map((r) => ({ line: r.line, cells: Array.from({ length: width }, (_, i) => cellText(r.cells[i])) }))
  return { file, sheet: grid.sheet, headers: header.cells, rows: body.map((r) => r.cells), lines: body.map((r) => r.line) }
}

const XLSX_CHILD = fileURLToPath(new URL('./xlsxGrid.ts', import.meta.url))

/** The first sheet of an .xlsx file, read by xlsxGrid in a child process with a capped heap and time. */
function readXlsx(file: string, limits: TableLimits): Grid {
  const magic = Buffer.alloc(4)
  const fd = openSync(file, 'r')
  readSync(fd, magic, 0, 4, 0)
  closeSync(fd)
  // An .xlsx is a zip file; an old .xls (or an encrypted workbook) renamed .xlsx is a compound document.
  if (magic.toString('hex') === 'd0cf11e0') throw new Error(`${XLS_REFUSED}（此文件扩展名是 .xlsx，内容却是 .xls 或加密的工作簿）`)
  if (magic.toString('latin1') !== 'PK\x03\x04') throw new Error('不是 .xlsx 文件（内容不是 Office Open XML 工作簿）')
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  const args = [`--max-old-space-size=${limits.xlsxHeapMb}`, '--import', tsx, XLSX_CHILD, '--', file, String(limits.rows), String(limits.columns)]
  const timeout = limits.xlsxSeconds * 1000
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024, timeout, killSignal: 'SIGKILL' })
  if (run.status === 0) return JSON.parse(run.stdout) as Awaited<ReturnType<typeof xlsxGrid>>
  // Exit code 1 is xlsxGrid's own refusal (a limit, a broken workbook), its message on stderr.
  if (run.status === 1 && run.stderr.trim() !== '') throw new Error(run.stderr.trim().slice(0, 500))
  if ((run.error as { code?: string } | undefined)?.code === 'ETIMEDOUT')
    throw new Error(`读取 .xlsx 超过 ${limits.xlsxSeconds} 秒的上限，不像官方表格，未读取`)
  throw new Error(`读取 .xlsx 超出 ${limits.xlsxHeapMb} MB 内存的上限或意外中止（${run.error?.message ?? run.signal ?? run.status}），不像官方表格，未读取`)
}

/** A JSON file holding an array of flat objects (or `{rows|data: [...]}`); headers = union of keys. */
function readJsonTable(file: string, limits: TableLimits): RawTable {
  // Some published JSON is written by Python and carries bare NaN for "no value"; read it as null.
  const text = readFileSync(file, 'utf8').replace(/:\s*-?(?:NaN|Infinity)\b/g, ': null')
  const parsed: unknown = JSON.parse(text)
  const holder = (parsed ?? {}) as { rows?: unknown; data?: unknown }
  const found = Array.isArray(parsed) ? parsed : (holder.rows ?? holder.data ?? [])
  const list = (Array.isArray(found) ? found : []).map((o): Record<string, unknown> =>
    o !== null && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>) : {},
  )
  if (list.length > limits.rows) throw new Error(`表格超过 ${limits.rows.toLocaleString('en-US')} 行，不像官方表格，未读取`)
  // Keys are only compared and looked up as own properties: a key named __proto__ or constructor is a column like any other.
  const headers = [...new Set(list.flatMap((o) => Object.keys(o)))]
  if (headers.length > limits.columns) throw new Error(`表格超过 ${limits.columns} 列，不像官方表格，未读取`)
  const rows = list.map((o) => headers.map((h) => (Object.hasOwn(o, h) && typeof o[h] !== 'object' ? cellText(o[h]) : '')))
  return { file, sheet: '', headers, rows, lines: rows.map((_, i) => i + 1) }
}

/** An official .xls of the shipped sources, read with SheetJS as the build always did (development dependency only). */
function readLegacyXls(file: string): RawTable {
  const XLSX = createRequire(import.meta.url)('xlsx') as typeof import('xlsx')
  const wb = XLSX.read(readFileSync(file), { type: 'buffer', raw: false, cellDates: false })
  const sheet = wb.SheetNames[0]
  const ws = wb.Sheets[sheet]
  const firstRow = ws['!ref'] ? XLSX.utils.decode_range(ws['!ref']).s.r + 1 : 1
  const grid = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: false, defval: '', blankrows: true })
  const all = grid.map((r, i) => ({ cells: r.map(cellText), line: firstRow + i })).filter((r) => r.cells.some((c) => c !== ''))
  if (all.length === 0) return { file, sheet, headers: [], rows: [], lines: [] }
  const [header, ...body] = all
  return { file, sheet, headers: header.cells, rows: body.map((r) => r.cells), lines: body.map((r) => r.line) }
}
