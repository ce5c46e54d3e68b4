import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cultureScore } from '@/core/domain/scores'
import { saveScoresPayload, schoolProvinceOf } from '@/core/domain/saveScoresPayload'
import { ELECTIVE_KEYS } from '@/core/domain/subjects'
import { sampleRatios, validForm } from './profileArbitraries'

describe('saveScoresPayload', () => {
  it('never carries rank or batchName and always resets batchId to 0', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const payload = saveScoresPayload({ ...form, rank: '1', batchName: '一段' } as typeof form, sampleRatios)
        expect(payload).not.toHaveProperty('rank')
        expect(payload).not.toHaveProperty('batchName')
        expect(payload.batchId).toBe(0)
      }),
    )
  })

  it('the total is the form total reduced by otherScore, i.e. the culture score', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const payload = saveScoresPayload(form, sampleRatios)
        expect(payload.otherScore).toBe(form.addScoreType ? form.policyScore : 0)
        expect(payload.total).toBe(cultureScore(form.scores, form.subjects))
      }),
    )
  })

  it('sets the policy score named by addScoreType and 0 for the other', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const payload = saveScoresPayload(form, sampleRatios)
        const points = form.addScoreType ? form.policyScore : 0
        expect(payload.nationalPolicyScore).toBe(form.addScoreType === 1 ? points : 0)
        expect(payload.provincePolicyScore).toBe(form.addScoreType === 2 ? points : 0)
      }),
    )
  })

  it('clears every unselected subject and sums the selected into subjectScore', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const payload = saveScoresPayload(form, sampleRatios)
        for (const key of ELECTIVE_KEYS) if (!form.subjects.includes(key)) expect(payload[key]).toBeNull()
        expect(payload.subjectScore).toBe(form.subjects.reduce((sum, key) => sum + form.scores[key]!, 0))
        expect(payload.subject.split(',')).toEqual(form.subjects)
      }),
    )
  })

  it('adds the province suffix once as schoolProvince', () => {
    expect(schoolProvinceOf('浙江')).toBe('浙江省')
    expect(schoolProvinceOf('浙江省')).toBe('浙江省')
    expect(schoolProvinceOf('上海市')).toBe('上海市')
    expect(schoolProvinceOf('广西壮族自治区')).toBe('广西壮族自治区')
  })

  it('holds two userBatch items exactly when an art student has a second art type and score', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const payload = saveScoresPayload(form, sampleRatios)
        const second = form.studentType === 2 && !!form.secondArtTypeName && form.secondProScore !== null && form.secondProScore !== undefined
        const expected = form.studentType === 1 ? 0 : second ? 2 : 1
        expect(payload.userBatch).toHaveLength(expected)
        if (second) expect(payload.userBatch[1]).toMatchObject({ artType: form.secondArtTypeName, proScore: form.secondProScore })
      }),
    )
  })

  it('computes each art type’s 综合分 from its own ratio', () => {
    const form = {
      province: '浙江',
      studentType: 2,
      subjects: ['physics', 'chemistry', 'history'] as const,
      scores: { chinese: 100, math: 100, english: 100, physics: 80, chemistry: 60, history: 60 },
      addScoreType: null,
      policyScore: null,
      artTypeName: '美术与设计类',
      proScore: 240,
      secondArtTypeName: '播音与主持类',
      secondProScore: 200,
    }
    const payload = saveScoresPayload({ ...form, subjects: [...form.subjects] }, sampleRatios)
    // culture 500: 500×0.5 + 240×2.5×0.5 = 550; 500×0.8 + 200×2.5×0.2 = 500
    expect(payload.userBatch).toEqual([
      { id: 0, allScore: 550, artType: '美术与设计类', proScore: 240 },
      { id: 0, allScore: 500, artType: '播音与主持类', proScore: 200 },
    ])
    expect(payload.zhScore).toBe(550)
  })
})
