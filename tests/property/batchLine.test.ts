import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { batchesFor, latestLine, reachesLine, scoreForLine } from '@/core/domain/batchLine'

const batches = [
  {
    id: 1,
    name: '普通类一段',
    kind: 'ordinary' as const,
    status: 1,
    lines: [
      { year: 2025, score: 490 },
      { year: 2026, score: 494 },
    ],
  },
  { id: 2, name: '普通类二段', kind: 'ordinary' as const, status: 1, lines: [{ year: 2026, score: 266 }] },
  { id: 3, name: '艺术类', kind: 'art' as const, status: 1, lines: [] },
  { id: 5, name: '体育类', kind: 'sport' as const, status: 1, lines: [] },
]

describe('batch lines', () => {
  it('offers each student type only its own batches and none before a type is chosen', () => {
    expect(batchesFor(batches, 1).map((b) => b.id)).toEqual([1, 2])
    expect(batchesFor(batches, 2).map((b) => b.id)).toEqual([3])
    expect(batchesFor(batches, 4).map((b) => b.id)).toEqual([5])
    expect(batchesFor(batches, 0)).toEqual([])
    expect(batchesFor(batches, null)).toEqual([])
  })

  it('uses the newest year’s line', () => {
    expect(latestLine(batches[0])).toEqual({ year: 2026, score: 494 })
    expect(latestLine(batches[2])).toBeNull()
  })

  it('a score reaches the line exactly when it is at least the line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 750 }), (score, line) => {
        expect(reachesLine(score, { score: line })).toBe(score >= line)
      }),
    )
    expect(reachesLine(0, null)).toBe(true)
  })

  it('compares total plus policy points for ordinary students and the chosen art type’s 综合分 otherwise', () => {
    expect(scoreForLine({ studentType: 1, total: 490, otherScore: 5 }, null)).toBe(495)
    expect(scoreForLine({ studentType: 1, total: null }, null)).toBeNull()
    const art = {
      studentType: 2,
      userBatch: [
        { artType: '音乐类', allScore: 560 },
        { artType: '美术与设计类', allScore: 610 },
      ],
    }
    expect(scoreForLine(art, '美术与设计类')).toBe(610)
    expect(scoreForLine(art, null)).toBe(560)
    expect(scoreForLine({ studentType: 3, userBatch: [{ artType: null, allScore: 520 }] }, null)).toBe(520)
  })
})
