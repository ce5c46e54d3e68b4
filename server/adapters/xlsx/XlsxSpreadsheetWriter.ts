import * as XLSX from 'xlsx'
import type { SheetSpec, SpreadsheetWriter } from '../../ports/SpreadsheetWriter'

/**
 * .xlsx through SheetJS (already a dependency; browser-safe, so demo mode exports the same file).
 * exceljs@4 was the first choice but does not install from this registry (a transitive package is missing).
 */
export class XlsxSpreadsheetWriter implements SpreadsheetWriter {
  async xlsx(sheet: SheetSpec): Promise<Uint8Array> {
    const aoa: Array<Array<string | number | null>> = [[sheet.title], sheet.columns.map((c) => c.header), ...sheet.rows, [], ...sheet.footer.map((f) => [f])]
    const ws = XLSX.utils.aoa_to_sheet(aoa)
    ws['!cols'] = sheet.columns.map((c) => ({ wch: c.width }))
    ws['!merges'] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: sheet.columns.length - 1 } }]
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, ws, sheet.name)
    return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
  }
}
