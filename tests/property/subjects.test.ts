import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clearUnselected, ELECTIVE_KEYS, maxScoreOf, parseSubjectKeys, subjectNames, subjectScore } from '@/core/domain/subjects'
import { anySubjects, legalScores } from './profileArbitraries'

describe('subjects', () => {
  it('subject score is the sum of exactly the chosen subjects', () => {
    fc.assert(
      fc.property(legalScores, anySubjects, (scores, chosen) => {
        const expected = chosen.map((key) => scores[key] ?? 0).reduce((a, b) => a + b, 0)
        expect(subjectScore(scores, chosen)).toBe(expected)
      }),
    )
  })

  it('changing an unchosen subject never changes the subject score', () => {
    fc.assert(
      fc.property(legalScores, anySubjects, fc.integer({ min: 0, max: 100 }), (scores, chosen, value) => {
        const other = ELECTIVE_KEYS.find((key) => !chosen.includes(key))
        fc.pre(other !== undefined)
        expect(subjectScore({ ...scores, [other]: value }, chosen)).toBe(subjectScore(scores, chosen))
      }),
    )
  })

  it('clearing keeps the chosen scores and empties every other elective', () => {
    fc.assert(
      fc.property(legalScores, anySubjects, (scores, chosen) => {
        const cleared = clearUnselected(scores, chosen)
        for (const key of ELECTIVE_KEYS) expect(cleared[key]).toBe(chosen.includes(key) ? scores[key] : null)
        expect(cleared.chinese).toBe(scores.chinese)
        expect(subjectScore(cleared, chosen)).toBe(subjectScore(scores, chosen))
      }),
    )
  })

  it('the comma-separated subject field round-trips and drops unknown keys', () => {
    fc.assert(
      fc.property(anySubjects, (chosen) => {
        expect(parseSubjectKeys(chosen.join(','))).toEqual(chosen)
      }),
    )
    expect(parseSubjectKeys('physics, music,physics,history')).toEqual(['physics', 'history'])
    expect(parseSubjectKeys(null)).toEqual([])
  })

  it('electives are out of 100 and the basic subjects out of 150', () => {
    expect(maxScoreOf('physics')).toBe(100)
    expect(maxScoreOf('english')).toBe(150)
  })

  it('subject keys map to the names used by 选考 requirements', () => {
    expect(subjectNames(['politics', 'physics', 'technology'])).toEqual(['思想政治', '物理', '技术'])
  })
})
