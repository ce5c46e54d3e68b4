import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import ExcelJS from 'exceljs'
import { checkColumn, checkRows, type Grid, type GridLimits, type GridRow } from './tableGrid'

// A fixed-point number format: zero padding (0000 keeps a code's leading zeros), decimals, thousands, percent.
const FIXED = /^(#,##)?(0+)(?:\.(0+))?(%)?$/

/** A number as the cell's format shows it, for the formats official tables use; others as Excel's General. */
function numberText(v: number, format: string | undefined): string {
  const m = FIXED.exec((format ?? '').split(';')[0])
  if (!m) return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(15)))
  const [, thousands, zeros, decimals = '', percent] = m
  const [int, frac] = Math.abs(percent ? v * 100 : v)
    .toFixed(decimals.length)
    .split('.')
  const padded = int.padStart(zeros.length, '0')
  const grouped = thousands ? padded.replace(/\B(?=(\d{3})+$)/g, ',') : padded
  return `${v < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}${percent ?? ''}`
}

/** A cell's value as text: a formula's last result, a link's text, TRUE/FALSE, a date as YYYY-MM-DD. */
function valueText(v: ExcelJS.CellValue, format: string | undefined): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'number') return numberText(v, format)
  if (typeof v === 'string') return v
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE'
  if (v instanceof Date)
    return Number.isNaN(v.getTime())
      ? ''
      : v
          .toISOString()
          .slice(0, 19)
          .replace('T', ' ')
          .replace(/ 00:00:00$/, '')
  if ('richText' in v) return Array.isArray(v.richText) ? v.richText.map((r) => (typeof r?.text === 'string' ? r.text : '')).join('') : ''
  if ('error' in v) return String(v.error)
  if ('formula' in v || 'sharedFormula' in v) return valueText(v.result ?? null, format)
  if ('hyperlink' in v) return valueText(v.text, format)
  return ''
}

/**
 * The first sheet of an .xlsx file through exceljs, every cell as the text it shows (as SheetJS read it before:
 * a merged range has its text in its first cell only). Rows keep their row number; blank rows are left out.
 */
export async function xlsxGrid(bytes: Uint8Array, limits: GridLimits): Promise<Grid> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  const ws = book.worksheets[0]
  if (!ws) return { sheet: '', rows: [] }
  const rows: GridRow[] = []
  let first = Infinity
  ws.eachRow((row, line) => {
    const cells: string[] = []
    row.eachCell((cell, col) => {
      const text = cell.isMerged && cell.master !== cell ? '' : valueText(cell.value, cell.numFmt)
      if (text.trim() === '') return
      checkColumn(line, col, limits)
      cells[col - 1] = text
      first = Math.min(first, col)
    })
    // Only cells with text were set: a row without any is blank (a styled but empty row, say).
    if (cells.length === 0) return
    checkRows(rows.length, limits)
    rows.push({ line, cells: Array.from(cells, (c) => c ?? '') })
  })
  // From the first column with text, as SheetJS read from the start of the sheet's range.
  return { sheet: ws.name, rows: rows.map((r) => ({ line: r.line, cells: r.cells.slice(first - 1) })) }
}

/**
 * Run as a child process by readTable (`node --import tsx xlsxGrid.ts -- FILE ROWS COLUMNS`): readTable is
 * synchronous and exceljs is not, and a hostile workbook then costs a process with a capped heap, not the importer.
 * The `--` keeps a file name that starts with a dash a file name.
 */
async function main(argv: string[]): Promise<void> {
  const [file, rows, columns] = parseArgs({ args: argv, allowPositionals: true }).positionals
  const grid = await xlsxGrid(readFileSync(file), { rows: Number(rows), columns: Number(columns) })
  process.stdout.write(JSON.stringify(grid))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    process.stderr.write(e instanceof Error ? e.message : String(e))
    process.exitCode = 1
  })
}
