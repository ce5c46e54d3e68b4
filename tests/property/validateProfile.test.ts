import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateProfile } from '@/core/domain/validateProfile'
import { BASIC_KEYS } from '@/core/domain/subjects'
import { sampleRatios, validForm } from './profileArbitraries'

const keys = (issues: { key: string }[]) => issues.map((issue) => issue.key)

describe('validateProfile', () => {
  it('accepts every complete, in-range form', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        expect(validateProfile(form, sampleRatios)).toEqual([])
      }),
    )
  })

  it('rejects any chosen or basic score that is missing, negative or above its maximum', () => {
    fc.assert(
      fc.property(validForm, fc.nat(3), fc.constantFrom(null, -1, -0.5, 150.5, 1000), (form, index, bad) => {
        const key = [...BASIC_KEYS, ...form.subjects][index]
        const issues = validateProfile({ ...form, scores: { ...form.scores, [key]: bad } }, sampleRatios)
        const isTooHigh = bad !== null && bad > 0
        // 150.5 is legal but above both maxima; 1000 too.
        expect(issues.find((issue) => issue.field === key)?.key).toBe(isTooHigh ? 'profile.scoreTooHigh' : 'profile.scoreIllegal')
      }),
    )
  })

  it('ignores scores of subjects that were not chosen (they are cleared on save)', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const other = (['physics', 'history', 'geography', 'technology'] as const).find((key) => !form.subjects.includes(key))!
        expect(validateProfile({ ...form, scores: { ...form.scores, [other]: -5 } }, sampleRatios)).toEqual([])
      }),
    )
  })

  it('requires exactly three distinct electives', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        expect(keys(validateProfile({ ...form, subjects: form.subjects.slice(0, 2) }, sampleRatios))).toContain('profile.threeSubjectsRequired')
        expect(keys(validateProfile({ ...form, subjects: [...form.subjects, form.subjects[0]] }, sampleRatios))).toContain('profile.threeSubjectsRequired')
      }),
    )
    const four = validateProfile(
      { province: '浙江', studentType: 1, subjects: ['physics', 'chemistry', 'biology', 'history'], scores: {}, addScoreType: null, policyScore: null },
      sampleRatios,
    )
    expect(keys(four)).toContain('profile.tooManySubjects')
  })

  it('requires a student type, a policy type for bonus points, and a known art type with a legal professional score', () => {
    const base = {
      province: '浙江',
      subjects: ['physics', 'chemistry', 'biology'] as ('physics' | 'chemistry' | 'biology')[],
      scores: { chinese: 1, math: 1, english: 1, physics: 1, chemistry: 1, biology: 1 },
      addScoreType: null,
      policyScore: null,
    }
    expect(keys(validateProfile({ ...base, studentType: 0 }, sampleRatios))).toEqual(['profile.studentTypeRequired'])
    expect(keys(validateProfile({ ...base, studentType: 1, policyScore: 5 }, sampleRatios))).toEqual(['profile.policyTypeRequired'])
    expect(keys(validateProfile({ ...base, studentType: 1, addScoreType: 1, policyScore: -1 }, sampleRatios))).toEqual(['profile.policyScoreIllegal'])
    expect(keys(validateProfile({ ...base, studentType: 2 }, sampleRatios))).toEqual(['profile.artTypeRequired'])
    expect(keys(validateProfile({ ...base, studentType: 2, artTypeName: '杂技类', proScore: 10 }, sampleRatios))).toEqual(['profile.artTypeUnknown'])
    expect(keys(validateProfile({ ...base, studentType: 2, artTypeName: '音乐类', proScore: 301 }, sampleRatios))).toEqual(['profile.proScoreIllegal'])
    expect(keys(validateProfile({ ...base, studentType: 3, proScore: 101 }, sampleRatios))).toEqual(['profile.proScoreIllegal'])
    expect(
      keys(validateProfile({ ...base, studentType: 2, artTypeName: '音乐类', proScore: 200, secondArtTypeName: '音乐类', secondProScore: 1 }, sampleRatios)),
    ).toEqual(['profile.secondArtTypeSame'])
  })
})
