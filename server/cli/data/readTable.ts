import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import * as XLSX from 'xlsx'
import { textOf } from './textOf'

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

/**
 * Reads xls/xlsx/csv with SheetJS and json with JSON.parse. CSV is decoded as UTF-8 first and read with
 * `raw: true` so codes like 0001 keep their leading zeros. The first non-empty row is the header.
 */
export function readTable(file: string): RawTable {
  const ext = extname(file).toLowerCase()
  if (ext === '.json') return readJsonTable(file)
  let wb: XLSX.WorkBook
  if (ext === '.csv' || ext === '.txt') {
    const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '')
    wb = XLSX.read(text, { type: 'string', raw: true })
  } else if (ext === '.xls' || ext === '.xlsx' || ext === '.xlsm') {
    wb = XLSX.read(readFileSync(file), { type: 'buffer', raw: false, cellDates: false })
  } else {
    throw new Error(`不支持的文件类型 ${ext}（支持 xls、xlsx、csv、json）`)
  }
  const sheet = wb.SheetNames[0]
  // Blank rows are read too and dropped here, so each row keeps its line in the file for error messages.
  const ws = wb.Sheets[sheet]
  const firstRow = ws['!ref'] ? XLSX.utils.decode_range(ws['!ref']).s.r + 1 : 1
  const grid = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: false, defval: '', blankrows: true })
  const all = grid.map((r, i) => ({ cells: r.map(cellText), line: firstRow + i })).filter((r) => r.cells.some((c) => c !== ''))
  if (all.length === 0) return { file, sheet, headers: [], rows: [], lines: [] }
  const [header, ...body] = all
  return { file, sheet, headers: header.cells, rows: body.map((r) => r.cells), lines: body.map((r) => r.line) }
}

/** A JSON file holding an array of flat objects (or `{rows|data: [...]}`); headers = union of keys. */
function readJsonTable(file: string): RawTable {
  // Some published JSON is written by Python and carries bare NaN for "no value"; read it as null.
  const text = readFileSync(file, 'utf8').replace(/:\s*-?(?:NaN|Infinity)\b/g, ': null')
  const parsed: unknown = JSON.parse(text)
  const list = Array.isArray(parsed) ? parsed : ((parsed as { rows?: unknown[]; data?: unknown[] }).rows ?? (parsed as { data?: unknown[] }).data ?? [])
  const headers: string[] = []
  for (const o of list as Record<string, unknown>[]) for (const k of Object.keys(o)) if (!headers.includes(k)) headers.push(k)
  const rows = (list as Record<string, unknown>[]).map((o) => headers.map((h) => (typeof o[h] === 'object' ? '' : cellText(o[h]))))
  return { file, sheet: '', headers, rows, lines: rows.map((_, i) => i + 1) }
}
