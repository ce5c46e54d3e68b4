import type { SheetSpec, SpreadsheetWriter } from '../../ports/SpreadsheetWriter'

/**
 * SheetJS's column width for a width in characters (its default font is 6 px a digit, plus 5 px of padding), kept
 * so that the sheet opens in Excel and WPS with the columns it had when SheetJS wrote it.
 */
const excelWidth = (chars: number) => Math.round((chars + 5 / 6) * 256) / 256

/**
 * .xlsx through exceljs: the title merged across the columns, the header row, the rows, a blank row, the footer.
 * exceljs is loaded on the first export (a large library in the browser, where demo mode exports the same file).
 */
export class XlsxSpreadsheetWriter implements SpreadsheetWriter {
  async xlsx(sheet: SheetSpec): Promise<Uint8Array> {
    const { default: ExcelJS } = await import('exceljs')
    const book = new ExcelJS.Workbook()
    const ws = book.addWorksheet(sheet.name)
    const lines: Array<Array<string | number | null>> = [[sheet.title], sheet.columns.map((c) => c.header), ...sheet.rows, [], ...sheet.footer.map((f) => [f])]
    // Cell by cell: a null stays an absent cell, as the blank row between the table and the footer does.
    lines.forEach((line, r) =>
      line.forEach((value, c) => {
        if (value !== null) ws.getCell(r + 1, c + 1).value = value
      }),
    )
    sheet.columns.forEach((c, i) => {
      ws.getColumn(i + 1).width = excelWidth(c.width)
      // From the header row down: the merged title above keeps its own alignment.
      if (c.center) for (let r = 2; r < 2 + 1 + sheet.rows.length; r++) ws.getCell(r, i + 1).alignment = { horizontal: 'center' }
    })
    // Families print the 志愿表: landscape, every column on one page's width, as many pages down as it takes.
    ws.pageSetup = { ...ws.pageSetup, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 }
    if (sheet.columns.length > 1) ws.mergeCells(1, 1, 1, sheet.columns.length)
    // A Node Buffer in Node, an ArrayBuffer-like in the browser build: copy into a plain Uint8Array either way.
    return new Uint8Array(await book.xlsx.writeBuffer())
  }
}
