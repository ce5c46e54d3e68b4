import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { toCsv } from '../../server/cli/data/csv'
import { RANK, toCells } from '../../server/cli/data/datasetTables'
import type { RankRow } from '../../server/cli/data/datasetTypes'
import { readTableFile } from '../../server/cli/data/readDataset'

// readTableFile keeps the tables it read lately; a read must still answer what the file holds now.
const root = mkdtempSync(join(tmpdir(), 'gk-recent-tables-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const rankRow = fc.record({
  year: fc.integer({ min: 2020, max: 2030 }),
  score: fc.integer({ min: 0, max: 750 }),
  count: fc.integer({ min: 0, max: 5000 }),
  rank: fc.integer({ min: 1, max: 400_000 }),
  atOrAbove: fc.boolean(),
})
const text = (rows: RankRow[]) =>
  toCsv(
    RANK.columns.map(([c]) => c),
    rows.map((r) => toCells(RANK, r)),
  )
const folder = (name: string) => {
  const dir = join(root, name)
  mkdirSync(dir, { recursive: true })
  return dir
}

describe('a table read again from the same file', () => {
  it('answers what the file holds now, rewritten in place (within the same millisecond) or replaced by a rename', () => {
    let n = 0
    fc.assert(
      fc.property(fc.array(fc.array(rankRow, { maxLength: 6 }), { minLength: 1, maxLength: 4 }), fc.boolean(), (versions, byRename) => {
        const dir = folder(String(n++))
        for (const rows of versions) {
          if (byRename) {
            writeFileSync(join(root, 'next.csv'), text(rows))
            renameSync(join(root, 'next.csv'), join(dir, RANK.file))
          } else writeFileSync(join(dir, RANK.file), text(rows))
          expect(readTableFile(dir, RANK)).toEqual(rows)
          expect(readTableFile(dir, RANK)).toEqual(rows)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('gives every reader its own array of shared rows that no reader can change', () => {
    const rows: RankRow[] = [{ year: 2025, score: 690, count: 67, rank: 513, atOrAbove: false }]
    const dir = folder('shared')
    writeFileSync(join(dir, RANK.file), text(rows))
    const first = readTableFile(dir, RANK)
    first.push({ ...rows[0], score: 1 })
    first[0] = { ...rows[0], score: 2 }
    const second = readTableFile(dir, RANK)
    expect(second).toEqual(rows)
    expect(() => {
      ;(second[0] as { score: number }).score = 3
    }).toThrow(TypeError)
    expect(readTableFile(dir, RANK)).toEqual(rows)
  })

  it('answers no rows for a file that is not there (any more)', () => {
    const dir = folder('gone')
    writeFileSync(join(dir, RANK.file), text([{ year: 2025, score: 690, count: 67, rank: 513, atOrAbove: false }]))
    expect(readTableFile(dir, RANK)).toHaveLength(1)
    rmSync(join(dir, RANK.file))
    expect(readTableFile(dir, RANK)).toEqual([])
  })
})
