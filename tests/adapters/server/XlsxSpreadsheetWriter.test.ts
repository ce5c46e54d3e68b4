import { describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { XlsxSpreadsheetWriter } from '../../../server/adapters/xlsx/XlsxSpreadsheetWriter'
import type { SheetSpec } from '../../../server/ports/SpreadsheetWriter'

// The 志愿表 as exportVolunteers describes it: the official five columns, then the model's three.
const sheet: SheetSpec = {
  name: '志愿表',
  title: '浙江省普通高校招生志愿表（2026年，共3个志愿）',
  columns: [
    { header: '志愿序号', width: 8, center: true },
    { header: '院校代号', width: 8, center: true },
    { header: '院校名称', width: 26 },
    { header: '专业代号', width: 8 },
    { header: '专业名称', width: 36 },
    { header: '录取概率（参考）', width: 14 },
    { header: '冲稳保（参考）', width: 12 },
    { header: '预测投档位次区间（参考）', width: 22 },
  ],
  rows: [
    [1, '0001', '浙江大学', '001', '人文科学试验班', '45%', '冲', '3000–3600'],
    [2, '0101', '中国人民大学', '003', '经济学类', '无法预测', '—', '—'],
    [3, '1234', '某某学院', '050', '计算机科学与技术', '97%', '保', null],
  ],
  footer: ['前五列为官方志愿表格式；后三列为本系统模型的参考预测，不属于官方填报内容。'],
}

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof book.xlsx.load>[0])
  expect(book.worksheets).toHaveLength(1)
  return book.worksheets[0]
}

describe('XlsxSpreadsheetWriter', () => {
  it('prints on landscape pages one column-set wide, codes centred apart from their neighbours', async () => {
    const ws = await readBack(await new XlsxSpreadsheetWriter().xlsx(sheet))
    expect(ws.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 })
    expect(ws.getCell(3, 1).alignment).toMatchObject({ horizontal: 'center' })
    expect(ws.getCell(3, 2).alignment).toMatchObject({ horizontal: 'center' })
    expect(ws.getCell(3, 3).alignment?.horizontal).toBeUndefined()
  })

  it('writes the 志愿表 that exceljs reads back cell for cell in the official layout', async () => {
    const bytes = await new XlsxSpreadsheetWriter().xlsx(sheet)
    expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype)
    const ws = await readBack(bytes)
    expect(ws.name).toBe('志愿表')
    // Row 1 the title across all eight columns, row 2 the headers, then one row a 志愿, a blank row, the note.
    const expected: Array<Array<string | number | null>> = [
      [sheet.title, null, null, null, null, null, null, null],
      sheet.columns.map((c) => c.header),
      ...sheet.rows,
      [null, null, null, null, null, null, null, null],
      [sheet.footer[0], null, null, null, null, null, null, null],
    ]
    expect(ws.rowCount).toBe(expected.length)
    expected.forEach((row, r) =>
      row.forEach((value, c) => {
        const cell = ws.getCell(r + 1, c + 1)
        // A merged cell reads as its range's first cell; the rest of the title's range holds nothing of its own.
        if (r === 0 && c > 0) expect(cell.master.address).toBe('A1')
        else expect({ at: cell.address, value: cell.value ?? null }).toEqual({ at: cell.address, value })
      }),
    )
    // 志愿序号 a number, the codes text with their leading zeros, as the official form has them.
    expect(typeof ws.getCell('A3').value).toBe('number')
    expect(ws.getCell('B3').value).toBe('0001')
    expect(ws.model.merges).toEqual(['A1:H1'])
  })
  it('keeps the column widths SheetJS gave the same sheet (each width in characters plus 5/6)', async () => {
    const ws = await readBack(await new XlsxSpreadsheetWriter().xlsx(sheet))
    expect(sheet.columns.map((_, i) => ws.getColumn(i + 1).width)).toEqual([
      8.83203125, 8.83203125, 26.83203125, 8.83203125, 36.83203125, 14.83203125, 12.83203125, 22.83203125,
    ])
  })
  it('writes no font, fill or number format of its own: a centred cell carries only the workbook defaults', async () => {
    const ws = await readBack(await new XlsxSpreadsheetWriter().xlsx(sheet))
    // exceljs spells the workbook's default font and an empty fill out on a cell that has an alignment.
    const DEFAULT_FONT = { name: 'Calibri', size: 11, family: 2, scheme: 'minor', color: { theme: 1 } }
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        expect({ at: cell.address, font: cell.font ?? DEFAULT_FONT }).toEqual({ at: cell.address, font: DEFAULT_FONT })
        expect(cell.numFmt).toBeUndefined()
        expect(cell.fill === undefined || (cell.fill.type === 'pattern' && cell.fill.pattern === 'none')).toBe(true)
      }),
    )
  })
})
