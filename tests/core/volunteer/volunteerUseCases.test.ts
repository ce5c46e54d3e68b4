import { describe, expect, it } from 'vitest'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { ApiError } from '@/ports/HttpApi'
import { addAiTarget } from '@/ports/api/aiMsg'
import { joinAi, planPage, volunteerCheck } from '@/ports/api/plan'
import { errorReport } from '@/ports/api/system'
import { loadPlans } from '@/core/volunteer/loadPlans'
import { generateAiList } from '@/core/volunteer/generateAiList'
import { checkVolunteers } from '@/core/volunteer/checkVolunteers'
import { moved } from '@/core/volunteer/reorderVolunteers'
import { aPlanItem } from '../../support/builders'

describe('loadPlans', () => {
  it('removes duplicate plan rows and reports them through the error report call', async () => {
    const api = new ScriptedHttpApi()
      .reply(planPage, () => ({ list: [aPlanItem('0001|001'), aPlanItem('0001|001'), aPlanItem('0002|001')], total: 3 }))
      .reply(errorReport, () => null)
    const res = await loadPlans({ api }, { pageNum: 1, pageSize: 10 })
    expect(res.ok && res.value.list.map((r) => r.planId)).toEqual(['0001|001', '0002|001'])
    const report = api.calls.find((c) => c.name === 'errorReport')
    expect((report?.input as { content: string }).content).toContain('0001|001')
  })

  it('sends no report when the page has no duplicates', async () => {
    const api = new ScriptedHttpApi().reply(planPage, () => ({ list: [aPlanItem('0001|001')], total: 1 }))
    expect((await loadPlans({ api }, { pageNum: 1, pageSize: 10 })).ok).toBe(true)
    expect(api.calls.map((c) => c.name)).toEqual(['planPage'])
  })
})

describe('generateAiList', () => {
  it('stops with "Data inconsistent!" before any call when the majors and jsonList disagree', async () => {
    const api = new ScriptedHttpApi()
    const res = await generateAiList({ api }, { major: '计算机类,医学', jsonList: JSON.stringify([{ name: '计算机类', num: 3 }]), province: '' })
    expect(res).toEqual({ ok: false, error: { message: 'volunteer.dataInconsistent', serviceType: null } })
    expect(api.calls).toEqual([])
  })

  it('hands back the service type to buy when the server refuses the list for a missing service', async () => {
    const api = new ScriptedHttpApi()
      .reply(addAiTarget, () => null)
      .reply(joinAi, () => {
        throw new ApiError(4601, '需要开通AI志愿')
      })
    const res = await generateAiList({ api }, { major: '计算机类', jsonList: JSON.stringify([{ name: '计算机类', num: 3 }]), province: '' })
    expect(res).toEqual({ ok: false, error: { message: '需要开通AI志愿', serviceType: 1 } })
  })

  it('saves the target first, then asks for the list', async () => {
    const api = new ScriptedHttpApi().reply(addAiTarget, () => null).reply(joinAi, () => ({ rows: [] }) as never)
    await generateAiList({ api }, { major: '计算机类', jsonList: JSON.stringify([{ name: '计算机类', num: 3 }]), province: '浙江' })
    expect(api.calls.map((c) => c.name)).toEqual(['addAiTarget', 'joinAi'])
  })
})

describe('checkVolunteers', () => {
  it('hands back the service type to buy when the server refuses for lack of checks', async () => {
    const api = new ScriptedHttpApi().reply(volunteerCheck, () => {
      throw new ApiError(4603, '志愿审核次数已用完')
    })
    expect(await checkVolunteers({ api })).toEqual({ ok: false, error: { message: '志愿审核次数已用完', serviceType: 3 } })
  })
})

describe('moved', () => {
  it('moves one row and keeps the others in their order', () => {
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3])
    expect(moved([1, 2, 3, 4], 0, 9)).toEqual([2, 3, 4, 1])
  })
})
