import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { levelOfMajorCode } from '@/core/domain/programmeLevel'
import { readDataset } from '../../server/cli/data/readDataset'

describe('本科 or 专科 from the 专业代号', () => {
  it('000–499 are 本科, 500–999 专科 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (n) => {
        expect(levelOfMajorCode(String(n).padStart(3, '0'))).toBe(n >= 500 ? '高职(专科)' : '本科')
      }),
    )
  })

  it('agrees with the level of every row of the shipped plans', () => {
    const plans = readDataset('data').plans
    expect(plans.length).toBeGreaterThan(40000)
    expect(plans.filter((p) => levelOfMajorCode(p.majorCode) !== p.level)).toEqual([])
  })
})
