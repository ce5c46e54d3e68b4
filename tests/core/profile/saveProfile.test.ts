import { describe, expect, it } from 'vitest'
import { saveProfile } from '@/core/profile/saveProfile'
import { ApiError } from '@/ports/HttpApi'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { ordinaryForm, ratios } from '../../support/builders'

describe('saveProfile', () => {
  it('posts the saving-scores payload: culture total, provincial points, 浙江省, batch reset, no rank', async () => {
    const api = new ScriptedHttpApi({ saveScores: (input) => ({ ...(input as object), rank: '1', rankZs: 12345 }) })
    const result = await saveProfile({ api }, ordinaryForm(), ratios)
    expect(result.ok).toBe(true)
    const sent = api.calls[0].input as Record<string, unknown>
    expect(sent).toMatchObject({
      total: 630,
      otherScore: 5,
      provincePolicyScore: 5,
      nationalPolicyScore: 0,
      schoolProvince: '浙江省',
      batchId: 0,
      subjectScore: 255,
      history: null,
    })
    expect(sent).not.toHaveProperty('rank')
    expect(sent).not.toHaveProperty('batchName')
  })

  it('stops at the first invalid entry without calling the server', async () => {
    const api = new ScriptedHttpApi({})
    const form = ordinaryForm()
    form.scores.math = 151
    const result = await saveProfile({ api }, form, ratios)
    expect(result).toEqual({ ok: false, error: { field: 'math', key: 'profile.scoreTooHigh', params: { subject: 'math', max: 150 } } })
    expect(api.calls).toHaveLength(0)
  })

  it('passes a server refusal through as a message', async () => {
    const api = new ScriptedHttpApi({ saveScores: () => new ApiError(1, '总分与各科成绩之和不一致') })
    const result = await saveProfile({ api }, ordinaryForm(), ratios)
    expect(result).toEqual({ ok: false, error: { field: '', key: '总分与各科成绩之和不一致' } })
  })
})
