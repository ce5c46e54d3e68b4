import { describe, expect, it } from 'vitest'
import { ApiError } from '@/ports/HttpApi'
import { needServiceCode } from '@/ports/api/plan'
import { addClassesToTarget, ADDED_CLASS_NUM } from '@/core/assessment/addClassesToTarget'
import { submitAssessment } from '@/core/assessment/submitAssessment'
import { INVENTORY_SIZE } from '@/core/domain/assessment/inventory'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'

const prefs = {
  priority: 'major' as const,
  avoid: ['medical' as const],
  avoidProvinces: [],
  cities: ['杭州'],
  avoidCities: [],
  schoolLevel: '211' as const,
  maxSlipRisk: 0.02,
}
const saved = {
  major: '计算机类',
  jsonList: JSON.stringify([{ name: '计算机类', num: 8, code: '0809' }]),
  province: '浙江,上海',
  maxTuition: 9000,
  prefs,
  userId: 7,
}

describe('handing 专业类 from a test result to the AI form', () => {
  it('adds the new classes after the wanted majors, keeping their counts, the places, the budget and the preferences', async () => {
    const api = new ScriptedHttpApi({ aiTarget: () => saved, addAiTarget: () => null })
    const r = await addClassesToTarget({ api }, [
      { code: '0809', name: '计算机类' },
      { code: '0702', name: '物理学类' },
    ])
    expect(r).toEqual({ ok: true, value: { added: ['物理学类'], already: ['计算机类'] } })
    const sent = api.calls.find((c) => c.name === 'addAiTarget')?.input as Record<string, unknown>
    expect(sent.major).toBe('计算机类,物理学类')
    expect(JSON.parse(sent.jsonList as string)).toEqual([
      { name: '计算机类', num: 8, code: '0809' },
      { name: '物理学类', code: '0702', num: ADDED_CLASS_NUM },
    ])
    expect(sent).toMatchObject({ province: '浙江,上海', maxTuition: 9000, prefs, excludeSinoForeign: false })
  })

  it('starts a target for a student who has none yet', async () => {
    const api = new ScriptedHttpApi({ aiTarget: () => null, addAiTarget: () => null })
    const r = await addClassesToTarget({ api }, [{ code: '1011', name: '护理学类' }])
    expect(r.ok).toBe(true)
    expect(api.calls.find((c) => c.name === 'addAiTarget')?.input).toMatchObject({ major: '护理学类', province: '', maxTuition: null })
  })

  it('hands back the service to buy when the AI pages are refused, and saves nothing', async () => {
    const api = new ScriptedHttpApi({ aiTarget: () => new ApiError(needServiceCode(1), '请先开通AI志愿'), addAiTarget: () => null })
    const r = await addClassesToTarget({ api }, [{ code: '1011', name: '护理学类' }])
    expect(r).toEqual({ ok: false, error: { message: '请先开通AI志愿', serviceType: 1 } })
    expect(api.calls.some((c) => c.name === 'addAiTarget')).toBe(false)
  })
})

describe('submitting an answer sheet', () => {
  it('sends nothing while an item is unanswered', async () => {
    const api = new ScriptedHttpApi({})
    const sheet: Array<number | null> = Array<number | null>(INVENTORY_SIZE).fill(3)
    sheet[17] = null
    expect(await submitAssessment({ api }, 'major', sheet)).toEqual({ ok: false, error: 'assess.incomplete' })
    expect(api.calls).toHaveLength(0)
  })
})
