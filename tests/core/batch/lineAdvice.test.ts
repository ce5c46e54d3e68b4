import { describe, expect, it } from 'vitest'
import { belowLine } from '@/core/batch/lineAdvice'

const batches = [
  { id: 1, name: '普通类第一段', status: 1, line: 492, year: 2025 },
  { id: 2, name: '普通类第二段', status: 1, line: 274, year: 2025 },
]
const ordinary = (total: number) => ({ studentType: 1, total, otherScore: 0 })

describe('belowLine: the chooser tells a student under a line where they can apply instead', () => {
  it('recommends 第二段 to a 一段 pick under the 一段 line', () => {
    expect(belowLine(batches, ordinary(450), null, 1)).toEqual({ score: 450, line: 492, year: 2025, recommended: batches[1] })
  })

  it('says nothing at or above the line, for an unknown score, or before a pick', () => {
    expect(belowLine(batches, ordinary(492), null, 1)).toBeNull()
    expect(belowLine(batches, { studentType: 1, total: null }, null, 1)).toBeNull()
    expect(belowLine(batches, ordinary(450), null, null)).toBeNull()
  })

  it('recommends nothing when the score is under every line, and skips disabled batches', () => {
    expect(belowLine(batches, ordinary(200), null, 1)?.recommended).toBeNull()
    expect(belowLine([batches[0], { ...batches[1], status: 0 }], ordinary(450), null, 1)?.recommended).toBeNull()
  })
})
