import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { noteRestrictions } from '@/core/domain/admission/noteRestrictions'
import { restrictionsFor } from '@/core/domain/admission/restrictionsFor'

const NOTE = '数学成绩不低于90分；色盲色弱者慎报'
const facts = (math: number | null) => ({ scores: { math, chinese: 110, english: 120 }, sex: '男' })

describe('a note’s warnings as the student reads them (issue 37)', () => {
  it('drops a 单科 minimum the student meets, names both figures when missed, keeps the general warning when unknown', () => {
    expect(restrictionsFor(NOTE, facts(135))).toEqual([{ code: 'colour', params: {} }])
    expect(restrictionsFor(NOTE, facts(80))).toEqual([
      { code: 'colour', params: {} },
      { code: 'singleSubjectMissed.math', params: { min: 90, have: 80 } },
    ])
    expect(restrictionsFor(NOTE, facts(null)).map((r) => r.code)).toEqual(['colour', 'singleSubject'])
    expect(restrictionsFor(NOTE, undefined).map((r) => r.code)).toEqual(['colour', 'singleSubject'])
    // A 单科 rule on a subject we hold no score for is never called met.
    expect(restrictionsFor('物理单科成绩不低于80分', facts(150)).map((r) => r.code)).toEqual(['singleSubject'])
  })

  it('is the plain note reading for a student whose scores are unknown, and never warns more than that reading plus a miss', () => {
    const min = fc.integer({ min: 60, max: 140 })
    const have = fc.option(fc.integer({ min: 0, max: 150 }), { nil: null })
    fc.assert(
      fc.property(min, have, fc.constantFrom('数学', '外语', '语文'), fc.boolean(), (m, h, subject, colour) => {
        const note = `${subject}成绩不低于${m}分${colour ? '；色弱者不宜报考' : ''}`
        const plain = noteRestrictions(note).map((r) => r.kind)
        expect(restrictionsFor(note, undefined).map((r) => r.code)).toEqual(plain)
        const key = subject === '数学' ? 'math' : subject === '外语' ? 'english' : 'chinese'
        const codes = restrictionsFor(note, { scores: { [key]: h }, sex: null }).map((r) => r.code)
        if (h === null) expect(codes).toEqual(plain)
        else if (h >= m) expect(codes).toEqual(plain.filter((k) => k !== 'singleSubject'))
        else expect(codes).toContain(`singleSubjectMissed.${key}`)
      }),
    )
  })
})
