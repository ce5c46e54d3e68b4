import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CULTURE_MAX, cultureScore, isLegalScore, isScoreInRange, totalScore } from '@/core/domain/scores'
import { anyScores, anySubjects, legalScores, threeSubjects } from './profileArbitraries'

describe('scores', () => {
  it('a score is legal exactly when it is a number at least 0', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        expect(isLegalScore(value)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), (value) => {
        expect(isLegalScore(value)).toBe(false)
      }),
    )
    for (const bad of [null, undefined, NaN, Infinity, '90', {}]) expect(isLegalScore(bad)).toBe(false)
  })

  it('the range check adds the subject maximum to legality', () => {
    expect(isScoreInRange('physics', 100)).toBe(true)
    expect(isScoreInRange('physics', 100.5)).toBe(false)
    expect(isScoreInRange('math', 150)).toBe(true)
    expect(isScoreInRange('math', 151)).toBe(false)
    expect(isScoreInRange('math', -1)).toBe(false)
  })

  it('totals never exceed 750 plus the policy points, whatever was typed', () => {
    fc.assert(
      fc.property(anyScores, anySubjects, fc.integer({ min: 0, max: 50 }), (scores, chosen, policy) => {
        const total = totalScore(scores, chosen, policy)
        expect(total).toBeLessThanOrEqual(CULTURE_MAX + policy)
        expect(total).toBeGreaterThanOrEqual(policy)
      }),
    )
  })

  it('with legal scores the culture score is 语数外 plus the chosen three', () => {
    fc.assert(
      fc.property(legalScores, threeSubjects, (scores, chosen) => {
        const expected = scores.chinese! + scores.math! + scores.english! + chosen.reduce((s, k) => s + scores[k]!, 0)
        expect(cultureScore(scores, chosen)).toBe(expected)
      }),
    )
  })

  it('full marks everywhere make exactly 750', () => {
    const full = { chinese: 150, math: 150, english: 150, physics: 100, chemistry: 100, biology: 100 }
    expect(totalScore(full, ['physics', 'chemistry', 'biology'], 0)).toBe(750)
    expect(totalScore(full, ['physics', 'chemistry', 'biology'], 5)).toBe(755)
  })
})
