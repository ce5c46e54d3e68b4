import { resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ToudangRow } from '../../server/cli/data/datasetTypes'
import { mergeImport } from '../../server/cli/data/importOfficial'
import { readFullDataset } from '../../server/cli/data/readDataset'

const DATA = resolve(__dirname, '../../data')

describe('merging an official file into a dataset read from disk', () => {
  // The rows read from a dataset are frozen and shared by every reader in the process (readTableFile): a merge
  // must make new school rows, never change the ones it was given.
  it('adds the year and the name to a known school and adds a new school, leaving the rows it was given as they were', () => {
    const base = readFullDataset(DATA)
    const before = JSON.stringify(base.schools)
    fc.assert(
      fc.property(
        fc.integer({ min: 2027, max: 2030 }),
        fc.uniqueArray(fc.integer({ min: 0, max: base.schools.length - 1 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (year, picks, withNew) => {
          const ds = { ...base }
          const known = picks.map((i) => base.schools[i])
          const rows: ToudangRow[] = known.map((s, i) => ({ ...base.toudang[0], year, schoolCode: s.code, schoolName: `${s.name}分校${i}` }))
          if (withNew) rows.push({ ...base.toudang[0], year, schoolCode: 'Z999', schoolName: '浙江新大学' })
          mergeImport(ds, { kind: 'toudang', year, toudang: rows, rank: [], plans: [], rows: rows.length })
          const byCode = new Map(ds.schools.map((s) => [s.code, s]))
          known.forEach((s, i) => {
            expect(byCode.get(s.code)?.years).toContain(year)
            expect(byCode.get(s.code)?.aliases).toContain(`${s.name}分校${i}`)
          })
          expect(byCode.has('Z999')).toBe(withNew)
          expect(ds.schools).toHaveLength(base.schools.length + (withNew ? 1 : 0))
          expect(ds.toudang.filter((r) => r.year === year)).toHaveLength(rows.length)
        },
      ),
      { numRuns: 20 },
    )
    expect(JSON.stringify(base.schools)).toBe(before)
  })
})
