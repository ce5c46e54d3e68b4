import { describe, expect, it } from 'vitest'
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as XLSX from 'xlsx'
import { parseImport, readImportTable } from '../../server/cli/data/importOfficial'
import { checkImportTable } from '../../server/cli/data/checkImportTable'
import { SOURCES } from '../../server/cli/data/sources'
import { ColumnMismatchError } from '../../server/cli/data/parseOfficial'

const RAW = process.env.RAW_DATA_DIR ?? join(__dirname, '../../../shared/data/raw')
const tmp = mkdtempSync(join(tmpdir(), 'zj-import-'))

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
  it('reads an official xlsx 投档线 with SheetJS, keeping zero-padded codes and the year from the name', () => {
    const ws = XLSX.utils.aoa_to_sheet([['学校代号', '学校名称', '专业代号', '专业名称', '计划数', '分数线', '位次'], ['0001', '浙江大学(“双一流”建设高校)', '001', '人文科学试验班（中文）', 80, 672, 4122]])
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, ws, 'tdx2027')
    const file = join(tmp, '2027年一段投档线.xlsx')
    XLSX.writeFile(wb, file)
    const imp = parseImport(file)
    expect(imp).toMatchObject({ kind: 'toudang', year: 2027, rows: 1 })
    expect(imp.toudang[0]).toMatchObject({ schoolCode: '0001', majorCode: '001', majorKey: '人文科学试验班(中文)', minRank: 4122 })
  })
  it.skipIf(!existsSync(RAW))('reads the real 2025 一段 table as 17,890 rows and the 2022 xls as 15,912', () => {
    expect(parseImport(join(RAW, 'zj-toudang-2025-db/toudang_2025_yiduan.csv'), { kind: 'toudang' }).rows).toBe(17890)
    expect(parseImport(join(RAW, 'zjzs-toudang-2020-2022/2022年一段投档线.xls')).rows).toBe(15912)
  })
  it.skipIf(!existsSync(RAW))('finds no problem in any official table the build reads (the import checks refuse broken files, not real ones)', () => {
    for (const src of SOURCES) {
      const read = readImportTable(join(RAW, src.path), { kind: src.kind, year: src.year })
      expect({ file: src.path, problems: checkImportTable(read.table, read.kind) }).toEqual({ file: src.path, problems: [] })
    }
  })
})
