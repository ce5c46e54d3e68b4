import { describe, expect, it } from 'vitest'
import { formHash } from '@/core/domain/formHash'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import { loadProfile } from '@/core/profile/loadProfile'
import { loadScoreRatios } from '@/core/profile/loadScoreRatios'
import { studentRecordOf } from '@/core/session/studentRecord'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { aLoginUser, ordinaryForm, ratios } from '../../support/builders'

describe('loadProfile', () => {
  it('turns a saved record back into the form it came from, with its saved hash', async () => {
    const form = ordinaryForm()
    const record = { ...saveScoresPayload(form, ratios), rank: '1', rankZs: 20000 }
    const api = new ScriptedHttpApi({ studentInfo: () => ({ loginUser: aLoginUser({ gkUserStudent: record }), threeOn: 0 }) })
    const result = await loadProfile({ api })
    if (!result.ok) throw new Error(result.error)
    expect(result.value.form.scores).toEqual({ chinese: 120, math: 130, english: 125, physics: 90, chemistry: 85, biology: 80 })
    expect(result.value.form.policyScore).toBe(5)
    expect(result.value.savedHash).toBe(formHash(result.value.form))
    // The user carries the record in the app's names (studentRecord.ts).
    expect(result.value.user.student).toEqual(studentRecordOf(record))
    expect(result.value.user.student).toMatchObject({ rank: 20000, complete: false })
  })

  it('gives a new student an empty form in 浙江', async () => {
    const api = new ScriptedHttpApi({ studentInfo: () => ({ loginUser: aLoginUser(), threeOn: 0 }) })
    const result = await loadProfile({ api })
    expect(result.ok && result.value.form).toMatchObject({ province: '浙江', studentType: 0, subjects: [] })
  })
})

describe('loadScoreRatios', () => {
  it('joins the art and sport ratio lists', async () => {
    const api = new ScriptedHttpApi({ artRatio: () => [ratios[0]], sportRatio: () => [ratios[1]] })
    expect(await loadScoreRatios({ api })).toEqual({ ok: true, value: ratios })
  })
})
