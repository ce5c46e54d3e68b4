/** A sheet of text/number cells → .xlsx bytes. */
export interface SheetSpec {
  name: string
  title: string
  /** `center`: short codes and numbers, which read apart from their neighbours only when centred. */
  columns: Array<{ header: string; width: number; center?: boolean }>
  rows: Array<Array<string | number | null>>
  footer: string[]
}

export interface SpreadsheetWriter {
  xlsx(sheet: SheetSpec): Promise<Uint8Array>
}
