/** A sheet of text/number cells → .xlsx bytes. */
export interface SheetSpec {
  name: string
  title: string
  columns: Array<{ header: string; width: number }>
  rows: Array<Array<string | number | null>>
  footer: string[]
}

export interface SpreadsheetWriter {
  xlsx(sheet: SheetSpec): Promise<Uint8Array>
}
