/** One row of a sheet or CSV file that has some text: its cells, and where it is in the file (1-based). */
export interface GridRow {
  line: number
  cells: string[]
}

/** The first sheet of a file (a CSV file is one sheet), blank rows left out. */
export interface Grid {
  sheet: string
  rows: GridRow[]
}

/**
 * How much of an operator's file the importer reads at most; a file past a limit is refused, never read in part.
 * The official tables are far below (the largest, a plan export: 24,240 rows, 12 columns, 3.5 MB); 100,000 rows of
 * 12 columns (the row limit) are read by exceljs well within the .xlsx reader's caps.
 */
export interface TableLimits {
  bytes: number
  rows: number
  columns: number
  /** Heap and time of the child process that reads an .xlsx file: a zip bomb ends there, not in the importer. */
  xlsxHeapMb: number
  xlsxSeconds: number
}

/** The limits a reader checks as it goes, row by row and cell by cell. */
export type GridLimits = Pick<TableLimits, 'rows' | 'columns'>

export const TABLE_LIMITS: TableLimits = { bytes: 64 * 1024 * 1024, rows: 100_000, columns: 200, xlsxHeapMb: 1536, xlsxSeconds: 120 }

// The operator's messages at the first row or cell past a limit, thrown while the file is read.
export function checkRows(rowsSoFar: number, limits: GridLimits): void {
  if (rowsSoFar >= limits.rows) throw new Error(`表格超过 ${limits.rows.toLocaleString('en-US')} 行（不含空行），不像官方表格，未读取`)
}

export function checkColumn(line: number, column: number, limits: GridLimits): void {
  if (column > limits.columns) throw new Error(`第 ${line} 行超过 ${limits.columns} 列，不像官方表格，未读取`)
}

export const hasText = (cells: readonly string[]) => cells.some((c) => c.trim() !== '')
