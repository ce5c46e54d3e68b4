import { describe, it } from 'vitest'
import fc from 'fast-check'
import { rankOfScore, scoreOfRank, type ScoreRankRow } from '@/core/domain/scoreRank'
import { isEligible, parseSubjectRequirement, formatSubjectRule, readSubjectRule, ELECTIVE_SUBJECTS } from '@/core/domain/subjectRequirement'

/** A table built the way the authority builds one: counts per score, cumulated from the top. */
const table = fc.array(fc.nat(50), { minLength: 1, maxLength: 60 }).chain((counts) =>
  fc.integer({ min: 300, max: 700 }).map((top) => {
    let cum = 0
    const rows: ScoreRankRow[] = []
    counts.forEach((c, i) => {
      cum += c
      if (c > 0 || i === 0) rows.push({ score: top - i, count: c, rank: Math.max(cum, 1) })
    })
    return rows
  }),
)

describe('score ↔ rank over any table', () => {
  it('gives a higher score a rank no larger', () => {
    fc.assert(
      fc.property(table, fc.integer({ min: 200, max: 800 }), fc.integer({ min: 200, max: 800 }), (t, a, b) => {
        const ra = rankOfScore(t, Math.max(a, b))
        const rb = rankOfScore(t, Math.min(a, b))
        return !ra || !rb || ra.rank <= rb.rank
      }),
    )
  })
  it('maps the rank of a listed score back to that score', () => {
    fc.assert(fc.property(table, (t) => t.every((row) => scoreOfRank(t, row.rank)?.score === t.find((r) => r.rank === row.rank)?.score)))
  })
})

describe('subject rules', () => {
  const subjects = fc.subarray([...ELECTIVE_SUBJECTS], { minLength: 1, maxLength: 3 })
  it('round-trip through their text form', () => {
    fc.assert(
      fc.property(subjects, fc.constantFrom(2023, 2024), (s, y) => {
        const rule = parseSubjectRequirement(s.join(','), y)!
        return formatSubjectRule(readSubjectRule(formatSubjectRule(rule))!) === formatSubjectRule(rule)
      }),
    )
  })
  it('admit to all-of only students who would also pass any-of', () => {
    fc.assert(
      fc.property(
        subjects,
        fc.subarray([...ELECTIVE_SUBJECTS], { minLength: 3, maxLength: 3 }),
        (s, me) => !isEligible({ mode: 'all', subjects: s }, me) || isEligible({ mode: 'any', subjects: s }, me),
      ),
    )
  })
})
