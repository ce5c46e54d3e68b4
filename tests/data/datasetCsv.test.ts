import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCsv, toCsv } from '../../server/cli/data/csv'
import { BATCH_LINE_TABLE, MAJORS, PLANS, RANK, REGIONS, SCHOOLS, TOUDANG, toCells, type TableDef } from '../../server/cli/data/datasetTables'
import { readManifest, readTableFile } from '../../server/cli/data/readDataset'

const DATA = resolve(__dirname, '../../data')

/** Cells as an operator's data may hold them: Chinese, commas, quotes, line ends (\n, \r\n, a lone \r), nothing. */
const cell = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', '学', '1', ' ', ',', '"', '\n', '\r', '|') }),
  fc.constantFrom('', '"', '""', '\r\n', 'a,b', '浙江大学'),
)
const table = fc.integer({ min: 1, max: 5 }).chain((width) =>
  fc.record({
    header: fc.array(cell, { minLength: width, maxLength: width }),
    rows: fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 8 }),
  }),
)

describe('the dataset CSV', () => {
  it('reads back exactly what it wrote, whatever the cells hold', () => {
    fc.assert(
      fc.property(table, ({ header, rows }) => {
        expect(parseCsv(toCsv(header, rows))).toEqual({ header, rows })
      }),
      { numRuns: 2000 },
    )
  })

  it('drops a carriage return outside quotes wherever it stands, keeps one inside, and reads a last line without its line end', () => {
    expect(parseCsv('a,b\r\n1,2\r\n"x\r\ny",3')).toEqual({ header: ['a', 'b'], rows: [['1', '2'], ['x\r\ny', '3']] })
    expect(parseCsv('a\r,b\n1,2\n\r')).toEqual({ header: ['a', 'b'], rows: [['1', '2']] })
    expect(parseCsv('a\n\nb\n')).toEqual({ header: ['a'], rows: [[''], ['b']] })
  })

  it('reads every shipped table into rows that write back to the very text its manifest hashes', () => {
    const manifest = readManifest(DATA)
    const defs: TableDef<never>[] = [SCHOOLS, TOUDANG, RANK, PLANS, MAJORS, REGIONS, BATCH_LINE_TABLE] as TableDef<never>[]
    for (const def of defs) {
      const rows = readTableFile(DATA, def)
      const text = toCsv(
        def.columns.map(([column]) => column),
        rows.map((row) => toCells(def, row)),
      )
      const entry = manifest.tables.find((t) => t.file === def.file)
      expect(rows.length, def.name).toBe(entry?.rows)
      expect(createHash('sha256').update(text).digest('hex'), def.name).toBe(entry?.sha256)
    }
  })
})
