import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { compareDatasets } from '../../server/cli/data/compareDatasets'
import type { RankRow } from '../../server/cli/data/datasetTypes'

/** 一分一段 rows of a few years, one row per score in a year. */
const rankRows = fc
  .uniqueArray(fc.record({ year: fc.integer({ min: 2023, max: 2026 }), score: fc.integer({ min: 600, max: 630 }), count: fc.integer({ min: 1, max: 9 }) }), {
    selector: (r) => `${r.year}-${r.score}`,
    maxLength: 60,
  })
  .map((rows) => rows.map((r, i): RankRow => ({ ...r, rank: i + 1, atOrAbove: false })))

const tables = (rank: RankRow[]) => ({ toudang: [], plans: [], rank })

describe('compareDatasets', () => {
  it('finds the same changes whether the untouched years share their row objects or are copies', () => {
    fc.assert(
      fc.property(rankRows, fc.integer({ min: 2023, max: 2026 }), rankRows, (before, year, replacement) => {
        // As data:import merges: the year it imports is replaced, every other row is the object read before.
        const after = [...before.filter((r) => r.year !== year), ...replacement.filter((r) => r.year === year)]
        expect(compareDatasets(tables(before), tables(after))).toEqual(compareDatasets(tables(structuredClone(before)), tables(structuredClone(after))))
      }),
    )
  })

  it('reports a row changed in a year whose other rows are the same objects', () => {
    const before: RankRow[] = [
      { year: 2025, score: 620, count: 3, rank: 3, atOrAbove: false },
      { year: 2025, score: 619, count: 2, rank: 5, atOrAbove: false },
    ]
    const after = [before[0], { ...before[1], count: 4 }]
    const [change] = compareDatasets(tables(before), tables(after))
    expect(change).toMatchObject({ kind: 'rank', year: 2025, comparison: { rows: { changed: 1, added: 0, removed: 0 } } })
    expect(compareDatasets(tables(before), tables([...before]))).toEqual([])
  })
})
