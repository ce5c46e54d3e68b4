import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { parseImport, readImportTable } from '../../server/cli/data/importOfficial'
import { checkImportTable } from '../../server/cli/data/checkImportTable'
import { SOURCES } from '../../server/cli/data/sources'
import { ColumnMismatchError } from '../../server/cli/data/parseOfficial'
import { readTable } from '../../server/cli/data/readTable'
import { TABLE_LIMITS } from '../../server/cli/data/tableGrid'
import { xlsxGrid } from '../../server/cli/data/xlsxGrid'

const RAW = process.env.RAW_DATA_DIR ?? join(__dirname, '../../../shared/data/raw')
const tmp = mkdtempSync(join(tmpdir(), 'zj-import-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

// The official 投档线 table's columns (浙江省教育考试院 普通类第一段平行投档分数线表, raw/SOURCES.md).
const TOUDANG_HEADER = ['学校代号', '学校名称', '专业代号', '专业名称', '计划数', '分数线', '位次']
const toCsv = (rows: Array<Array<string | number>>) =>
  rows.map((r) => r.map((v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : v)).join(',')).join('\n') + '\n'

/** Writes a workbook with exceljs, as an operator's Excel or WPS would save it. */
async function xlsxFile(name: string, fill: (book: ExcelJS.Workbook) => void): Promise<string> {
  const book = new ExcelJS.Workbook()
  fill(book)
  const file = join(tmp, name)
  await book.xlsx.writeFile(file)
  return file
}

describe('the importer', () => {
  it('refuses a 投档线 file without the 位次 column and names the column', () => {
    const file = join(tmp, '2027年一段投档线.csv')
    writeFileSync(file, '学校代号,学校名称,专业代号,专业名称,计划数,分数线\n0001,浙江大学,001,人文科学试验班,80,672\n')
    expect(() => parseImport(file, { kind: 'toudang' })).toThrow(ColumnMismatchError)
    expect(() => parseImport(file, { kind: 'toudang' })).toThrow(/位次/)
  })
  it('refuses a file matching no kind, naming what the closest kind misses', () => {
    const file = join(tmp, 'odd-2027.csv')
    writeFileSync(file, '分数,人数\n690,67\n')
    expect(() => parseImport(file)).toThrow(/累计人数/)
  })
  it('reads an official xlsx 投档线 written by exceljs, keeping zero-padded codes and the year from the name', async () => {
    const file = await xlsxFile('2027年一段投档线.xlsx', (book) => {
      const ws = book.addWorksheet('tdx2027')
      ws.addRow(TOUDANG_HEADER)
      ws.addRow(['0001', '浙江大学(“双一流”建设高校)', '001', '人文科学试验班（中文）', 80, 672, 4122])
    })
    const imp = parseImport(file)
    expect(imp).toMatchObject({ kind: 'toudang', year: 2027, rows: 1 })
    expect(imp.toudang[0]).toMatchObject({ schoolCode: '0001', majorCode: '001', majorKey: '人文科学试验班(中文)', minRank: 4122 })
  })
  it('reads an .xlsx in the official layout cell for cell as the same table saved as CSV', async () => {
    // As operators' sheets hold them: the header below a blank first row, codes as text or as numbers shown as
    // 0001, a number that is a formula's result, a blank row in the middle, and a merged note under the table.
    const rows: Array<Array<string | number>> = [
      ['0001', '浙江大学（一流大学建设高校）', '001', '人文科学试验班', 85, 663, 3573],
      ['0002', '中国科学院大学', '005', '数学类', 10, 675, 1650],
      ['0101', '中国人民大学', '003', '经济学类', 2, 661, 3998],
    ]
    const file = await xlsxFile('浙江省2027年普通类第一段平行投档分数线表.xlsx', (book) => {
      const ws = book.addWorksheet('浙江省2027年普通类第一段平行投档分数线表')
      ws.getRow(2).values = TOUDANG_HEADER
      ws.getRow(3).values = rows[0]
      ws.getRow(5).values = [2, rows[1][1], 5, rows[1][3], rows[1][4], rows[1][5], rows[1][6]]
      ws.getCell('A5').numFmt = '0000'
      ws.getCell('C5').numFmt = '000'
      ws.getRow(6).values = rows[2].slice(0, 6)
      ws.getCell('G6').value = { formula: '3000+998', result: 3998 }
      ws.getCell('A8').value = '注：位次为该专业投档最低分对应的位次'
      ws.mergeCells('A8:G8')
    })
    const csv = join(tmp, '2027-same-as-csv.csv')
    writeFileSync(csv, toCsv([TOUDANG_HEADER, ...rows]))
    const fromXlsx = readTable(file)
    expect(fromXlsx.sheet).toBe('浙江省2027年普通类第一段平行投档分数线表')
    expect(fromXlsx.headers).toEqual(TOUDANG_HEADER)
    expect(fromXlsx.rows.slice(0, 3)).toEqual(readTable(csv).rows)
    // Each row keeps its row in the sheet, for the messages that point at it; the note is a row like any other.
    expect(fromXlsx.lines).toEqual([3, 5, 6, 8])
    expect(fromXlsx.rows[3]).toEqual(['注：位次为该专业投档最低分对应的位次', '', '', '', '', '', ''])
    expect(checkImportTable(fromXlsx, 'toudang').map((p) => p.line)).toContain(8)
  })
  it('reads an official 招生计划 .xlsx (the plan export’s columns) as its CSV', async () => {
    const header = ['院校代码', '院校名称', '专业代码', '专业名称', '学制', '省', '城市', '本专科', '计划数', '选考科目要求', '收费标准', '备注']
    const row = [
      '0001',
      '浙江大学（“双一流”建设高校）',
      '001',
      '人文科学试验班(中文与传播)',
      4,
      '浙江',
      '杭州',
      '本科',
      78,
      '不提科目要求',
      5300,
      '含汉语言文学、古典文献学、新闻学、传播学专业。',
    ]
    const file = await xlsxFile('2027年普通类平行招生计划.xlsx', (book) => book.addWorksheet('普通类平行计划1').addRows([header, row]))
    const csv = join(tmp, '2027年普通类平行招生计划.csv')
    writeFileSync(csv, toCsv([header, row]))
    const imp = parseImport(file)
    expect(imp).toMatchObject({ kind: 'plan', year: 2027, rows: 1 })
    const sourceless = (plans: typeof imp.plans) => plans.map((p) => ({ ...p, source: '' }))
    expect(sourceless(imp.plans)).toEqual(sourceless(parseImport(csv).plans))
  })
  it('takes each .xlsx cell as the text it shows: number formats, a formula’s result, links, dates, a merged range once', async () => {
    const book = new ExcelJS.Workbook()
    const ws = book.addWorksheet('t')
    const cells: Array<[ExcelJS.CellValue, string | undefined, string]> = [
      [1, '0000', '0001'],
      [1234.5, '#,##0.00', '1,234.50'],
      [0.125, '0.0%', '12.5%'],
      [0.1 + 0.2, undefined, '0.3'],
      [12345678901234, undefined, '12345678901234'],
      [true, undefined, 'TRUE'],
      [new Date(Date.UTC(2022, 6, 18)), undefined, '2022-07-18'],
      [{ richText: [{ text: '浙江' }, { text: '大学' }] }, undefined, '浙江大学'],
      [{ text: '招生网', hyperlink: 'https://zjzs.net' }, undefined, '招生网'],
      [{ error: '#N/A' }, undefined, '#N/A'],
      [{ formula: 'A1*2', result: 2 }, '000', '002'],
      ['合并', undefined, '合并'],
      [null, undefined, ''],
    ]
    cells.forEach(([value, format], i) => {
      const cell = ws.getCell(2, i + 2)
      cell.value = value
      if (format) cell.numFmt = format
    })
    ws.mergeCells(2, 13, 3, 14)
    const grid = await xlsxGrid(new Uint8Array(await book.xlsx.writeBuffer()), TABLE_LIMITS)
    // The sheet starts at its first column with text (B), as SheetJS read from the start of the range.
    expect(grid.rows).toEqual([{ line: 2, cells: cells.slice(0, -1).map(([, , text]) => text) }])
  })
  it('reads a CSV as before: a guessed or declared separator, quoted fields, and records counted from 1 with blank ones', () => {
    const semicolons = join(tmp, 'semicolons.csv')
    writeFileSync(semicolons, '\uFEFF学校代号;学校名称\n0001;"浙江大学;紫金港"\n')
    expect(readTable(semicolons)).toMatchObject({ headers: ['学校代号', '学校名称'], rows: [['0001', '浙江大学;紫金港']] })
    const declared = join(tmp, 'declared.csv')
    writeFileSync(declared, 'sep=|\r\n学校代号|学校名称,简称\r\n0001|"浙江大学,浙大"\r\n\r\n"0002"|"多行\n名称"\r\n0003|"有""引号"""\r\n')
    expect(readTable(declared)).toEqual({
      file: declared,
      sheet: 'Sheet1',
      headers: ['学校代号', '学校名称,简称'],
      rows: [
        ['0001', '浙江大学,浙大'],
        ['0002', '多行\n名称'],
        ['0003', '有"引号"'],
      ],
      lines: [2, 4, 5],
    })
  })
  it('refuses an old binary .xls, also one renamed .xlsx, telling the operator to save it as .xlsx or .csv', () => {
    const header = Buffer.from('d0cf11e0a1b11ae1', 'hex')
    for (const name of ['2027年一段投档线.xls', '2027年一段投档线-renamed.xlsx']) {
      const file = join(tmp, name)
      writeFileSync(file, Buffer.concat([header, Buffer.alloc(512)]))
      expect(() => parseImport(file)).toThrow(/\.xls.*另存为 \.xlsx 或 CSV/)
    }
  })
  it.skipIf(!existsSync(RAW))('reads the real 2025 一段 table as 17,890 rows and refuses the 2022 xls with what to do instead', () => {
    expect(parseImport(join(RAW, 'zj-toudang-2025-db/toudang_2025_yiduan.csv'), { kind: 'toudang' }).rows).toBe(17890)
    expect(() => parseImport(join(RAW, 'zjzs-toudang-2020-2022/2022年一段投档线.xls'))).toThrow(/另存为 \.xlsx 或 CSV/)
  })
  it.skipIf(!existsSync(RAW))('reads the real 2025 一段 table saved as .xlsx with the official column names as its CSV', async () => {
    const csv = join(RAW, 'zj-toudang-2025-db/toudang_2025_yiduan.csv')
    const table = readTable(csv)
    const cols = ['school_code', 'school_name', 'major_code', 'major_name', 'plan', 'min_score', 'min_rank'].map((h) => table.headers.indexOf(h))
    const num = (v: string) => (/^\d+$/.test(v) ? Number(v) : v)
    const file = await xlsxFile('2025年一段投档线.xlsx', (book) =>
      book.addWorksheet('tdx2025').addRows([TOUDANG_HEADER, ...table.rows.map((r) => cols.map((c, i) => (i < 4 ? r[c] : num(r[c]))))]),
    )
    const fromXlsx = parseImport(file, { kind: 'toudang' })
    expect(fromXlsx.rows).toBe(17890)
    expect(fromXlsx.toudang).toEqual(parseImport(csv, { kind: 'toudang' }).toudang)
  })
  it.skipIf(!existsSync(RAW))('finds no problem in any official table the build reads (the import checks refuse broken files, not real ones)', () => {
    for (const src of SOURCES) {
      // The three 2020–2022 tables published as .xls: an operator's import refuses that format (SheetJS's
      // advisories), the build reads them with SheetJS as a development dependency; the checks pass on both.
      if (src.path.endsWith('.xls')) {
        expect(() => readImportTable(join(RAW, src.path), { kind: src.kind, year: src.year })).toThrow(/另存为 \.xlsx/)
        const table = readTable(join(RAW, src.path), undefined, { legacyXls: true })
        expect({ file: src.path, problems: checkImportTable(table, src.kind) }).toEqual({ file: src.path, problems: [] })
        continue
      }
      const read = readImportTable(join(RAW, src.path), { kind: src.kind, year: src.year })
      expect({ file: src.path, problems: checkImportTable(read.table, read.kind) }).toEqual({ file: src.path, problems: [] })
    }
  })
})

describe('a hostile file', () => {
  const hostile = () =>
    xlsxFile('hostile-2027.xlsx', (book) => {
      const ws = book.addWorksheet('__proto__')
      ws.addRow(['__proto__', 'constructor', 'prototype', 'toString'])
      ws.addRow(['{"polluted":true}', 'polluted', 'polluted', '0001'])
      // One cell at row 1,000,000: the sheet declares A1:D1000000.
      ws.getCell(1_000_000, 1).value = 'last'
      book.addWorksheet('constructor').addRow(['hasOwnProperty'])
    })
  const unpolluted = () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted')
    expect(typeof Object.prototype.toString).toBe('function')
  }

  it('with a sheet named __proto__, header cells __proto__ and constructor and 1,000,000 declared rows is read as plain text, quickly', async () => {
    const file = await hostile()
    expect(readFileSync(join(tmp, 'hostile-2027.xlsx')).length).toBeLessThan(20_000)
    const started = performance.now()
    const table = readTable(file)
    expect(performance.now() - started).toBeLessThan(30_000)
    expect(table).toMatchObject({ sheet: '__proto__', headers: ['__proto__', 'constructor', 'prototype', 'toString'], lines: [2, 1_000_000] })
    expect(table.rows).toEqual([
      ['{"polluted":true}', 'polluted', 'polluted', '0001'],
      ['last', '', '', ''],
    ])
    unpolluted()
    // exceljs in this process too (the importer runs it in a child): still nothing reaches Object.prototype.
    const grid = await xlsxGrid(readFileSync(file), TABLE_LIMITS)
    expect(grid.rows.map((r) => r.line)).toEqual([1, 2, 1_000_000])
    unpolluted()
    expect(() => parseImport(file)).toThrow(ColumnMismatchError)
  })
  it('as JSON or CSV with __proto__ and constructor columns is read as plain text', () => {
    const json = join(tmp, 'hostile.json')
    writeFileSync(json, '[{"__proto__":{"polluted":true},"constructor":"x","学校代号":"0001"},{"学校代号":"0002"}]')
    expect(readTable(json)).toMatchObject({
      headers: ['__proto__', 'constructor', '学校代号'],
      rows: [
        ['', 'x', '0001'],
        ['', '', '0002'],
      ],
    })
    const csv = join(tmp, 'hostile.csv')
    writeFileSync(csv, '__proto__,constructor\npolluted,polluted\n')
    expect(readTable(csv)).toMatchObject({ headers: ['__proto__', 'constructor'], rows: [['polluted', 'polluted']] })
    unpolluted()
  })
  it('past the limits on size, rows or columns is refused, not read in part', async () => {
    const three = { ...TABLE_LIMITS, rows: 3 }
    const many = await xlsxFile('many-rows.xlsx', (book) =>
      book
        .addWorksheet('t')
        .addRows([TOUDANG_HEADER, ...Array.from({ length: 3 }, (_, i) => ['0001', '浙江大学', String(i).padStart(3, '0'), '专业', 1, 600, 100])]),
    )
    expect(readTable(many, { ...three, rows: 4 }).rows).toHaveLength(3)
    expect(() => readTable(many, three)).toThrow(/超过 3 行/)
    const wide = await xlsxFile('wide.xlsx', (book) => {
      book.addWorksheet('t').getCell(2, 300).value = 'far right'
    })
    expect(() => readTable(wide)).toThrow(/第 2 行超过 200 列/)
    const csv = join(tmp, 'big.csv')
    writeFileSync(csv, `${TOUDANG_HEADER.join(',')}\n${'0001,浙江大学,001,专业,1,600,100\n'.repeat(400)}`)
    expect(() => readTable(csv, { ...three, bytes: 10_000 })).toThrow(/MB 的上限/)
    expect(() => readTable(csv, three)).toThrow(/超过 3 行/)
    writeFileSync(csv, `a${',a'.repeat(TABLE_LIMITS.columns)}\n`)
    expect(() => readTable(csv)).toThrow(/第 1 行超过 200 列/)
  })
  it('too heavy or too slow for the .xlsx reader’s heap or time is refused with a message, the importer unharmed', async () => {
    const heavy = await xlsxFile('heavy.xlsx', (book) =>
      book.addWorksheet('t').addRows([TOUDANG_HEADER, ...Array.from({ length: 15_000 }, (_, i) => ['0001', `浙江大学${i}`, '001', `专业${i}`, 1, 600, i + 1])]),
    )
    // Far fewer such rows than these already take more than 30 MB of heap.
    expect(() => readTable(heavy, { ...TABLE_LIMITS, xlsxHeapMb: 30 })).toThrow(/超出 30 MB 内存的上限/)
    expect(() => readTable(heavy, { ...TABLE_LIMITS, xlsxSeconds: 0.05 })).toThrow(/超过 0.05 秒的上限/)
    expect(readTable(heavy).rows).toHaveLength(15_000)
  })
})
