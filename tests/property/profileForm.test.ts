import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formHash } from '@/core/domain/formHash'
import { emptyProfileForm, profileFormOf } from '@/core/domain/profileForm'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import { clearUnselected } from '@/core/domain/subjects'
import { sampleRatios, validForm } from './profileArbitraries'

describe('profile form ↔ saved record', () => {
  it('a saved payload reads back into the same form (scores of unchosen subjects cleared)', () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const back = profileFormOf(saveScoresPayload(form, sampleRatios))
        const expected = { ...form, scores: clearUnselected(form.scores, form.subjects) }
        for (const key of Object.keys(expected.scores) as (keyof typeof expected.scores)[]) if (expected.scores[key] === null) delete expected.scores[key]
        expect(back.subjects).toEqual(form.subjects)
        expect(back.scores).toEqual(expected.scores)
        expect(back.addScoreType).toBe(form.addScoreType)
        if (form.addScoreType) expect(back.policyScore).toBe(form.policyScore)
        if (form.studentType === 2 && form.secondArtTypeName && form.secondProScore !== null) expect(back.secondProScore).toBe(form.secondProScore)
      }),
    )
  })

  it('an empty record gives the empty form with 浙江 as the province', () => {
    expect(profileFormOf(null)).toEqual(emptyProfileForm())
    expect(emptyProfileForm().province).toBe('浙江')
  })
})

describe('formHash', () => {
  it('ignores key order and undefined fields but sees every changed value', () => {
    fc.assert(
      fc.property(validForm, fc.integer({ min: 0, max: 150 }), (form, value) => {
        const reordered = Object.fromEntries(Object.entries(form).reverse())
        expect(formHash(reordered)).toBe(formHash({ ...form, extra: undefined }))
        const changed = { ...form, scores: { ...form.scores, chinese: value } }
        expect(formHash(changed) === formHash(form)).toBe(value === form.scores.chinese)
      }),
    )
  })
})
