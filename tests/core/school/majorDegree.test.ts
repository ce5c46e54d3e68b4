import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { degreeOf } from '@/core/school/majorDegree'
import { DEGREE_NOTES, NEW_IN_2026 } from '@/core/school/majorDegreeNotes'

const DISCIPLINES = ['哲学', '经济学', '法学', '教育学', '文学', '历史学', '理学', '工学', '农学', '医学', '管理学', '艺术学']

describe('the degree a major grants', () => {
  it('follows the catalogue note where there is one (可授 A 或 B)', () => {
    expect(degreeOf({ code: '080901', discipline: '工学' })).toEqual({ degrees: ['工学', '理学'], noted: true, known: true })
    expect(degreeOf({ code: '101101K', discipline: '医学' })).toEqual({ degrees: ['理学'], noted: true, known: true })
  })

  it('is otherwise the 学士 of its own 门类 (说明第四条), and unknown for majors new in 2026', () => {
    expect(degreeOf({ code: '080902', discipline: '工学' })).toEqual({ degrees: ['工学'], noted: false, known: true })
    expect(degreeOf({ code: '140012TK', discipline: '交叉学科' }).known).toBe(false)
  })

  it('always names a degree when known, and only 门类 names', () => {
    const codes = fc.oneof(fc.constantFrom(...Object.keys(DEGREE_NOTES), ...NEW_IN_2026), fc.stringMatching(/^\d{6}[TK]{0,2}$/))
    fc.assert(
      fc.property(codes, fc.constantFrom(...DISCIPLINES), (code, discipline) => {
        const d = degreeOf({ code, discipline })
        if (d.known) expect(d.degrees.length).toBeGreaterThan(0)
        else expect(d.degrees).toEqual([])
        for (const x of d.degrees) expect(DISCIPLINES).toContain(x)
      }),
    )
  })

  it('holds the 96 notes of the 2025 catalogue', () => {
    expect(Object.keys(DEGREE_NOTES)).toHaveLength(96)
  })
})
