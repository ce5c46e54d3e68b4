import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compositeScore, ratioFor } from '@/core/domain/compositeScore'
import { sampleRatios } from './profileArbitraries'

describe('compositeScore', () => {
  it('follows the published formula: 文化 × 50% + 专业 × 2.5 × 50% for 美术与设计', () => {
    expect(compositeScore(600, 280, ratioFor(sampleRatios, 'art', '美术与设计类')!)).toBe(650)
    expect(compositeScore(600, 200, ratioFor(sampleRatios, 'art', '播音与主持类')!)).toBe(580)
  })

  it('stays within 0..750 for legal culture and professional scores and grows with each of them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sampleRatios), fc.integer({ min: 0, max: 749 }), fc.double({ min: 0, max: 1, noNaN: true }), (ratio, culture, share) => {
        const pro = Math.floor(share * ratio.proMax)
        const score = compositeScore(culture, pro, ratio)
        expect(score).toBeGreaterThanOrEqual(0)
        expect(score).toBeLessThanOrEqual(750)
        expect(compositeScore(culture + 1, pro, ratio)).toBeGreaterThan(score)
        if (pro < ratio.proMax) expect(compositeScore(culture, pro + 1, ratio)).toBeGreaterThan(score)
      }),
    )
  })

  it('finds the sport ratio whatever the type, and an art ratio only by its own type', () => {
    expect(ratioFor(sampleRatios, 'sport', null)?.type).toBe('体育类')
    expect(ratioFor(sampleRatios, 'art', '音乐类')?.type).toBe('音乐类')
    expect(ratioFor(sampleRatios, 'art', '体育类')).toBeUndefined()
  })
})
