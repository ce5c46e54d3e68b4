import { describe, expect, it } from 'vitest'
import { ApiError } from '@/ports/HttpApi'
import { DEFAULT_AVOID } from '@/ports/api/aiMsg'
import { loadAiForm } from '@/core/volunteer/loadAiForm'
import { saveAiTarget } from '@/core/volunteer/saveAiTarget'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'

const target = { major: '计算机类', jsonList: JSON.stringify([{ name: '计算机类', num: 6, code: '0809' }]), province: '浙江,上海' }
const prefs = {
  priority: 'major' as const,
  avoid: ['medical' as const],
  avoidProvinces: ['黑龙江'],
  cities: ['杭州'],
  avoidCities: [],
  schoolLevel: '211' as const,
  maxSlipRisk: 0.02,
}

describe('saveAiTarget with preferences', () => {
  it('sends the preferences and keeps excludeSinoForeign in step with them for old clients', async () => {
    const api = new ScriptedHttpApi({ addAiTarget: () => null })
    await saveAiTarget({ api }, { ...target, excludeSinoForeign: true, prefs })
    expect(api.calls[0].input).toMatchObject({ prefs, excludeSinoForeign: false })
    await saveAiTarget({ api }, { ...target, prefs: { ...prefs, avoid: ['sinoForeign'] } })
    expect(api.calls[1].input).toMatchObject({ excludeSinoForeign: true })
  })
})

describe('loadAiForm', () => {
  const places = { planProvinces: () => ['浙江', '上海'], planCities: () => [{ province: '浙江', city: '杭州', num: 90 }] }

  it('reads a target saved before preferences existed with the defaults (定向 and 中外合作 ruled out)', async () => {
    const api = new ScriptedHttpApi({ ...places, aiTarget: () => ({ ...target, maxTuition: 8000, userId: 7 }), planTest: () => new ApiError(2, 'no data') })
    const res = await loadAiForm({ api })
    expect(res.ok && res.value.prefs).toEqual({
      priority: 'school',
      avoid: [...DEFAULT_AVOID],
      avoidProvinces: [],
      cities: [],
      avoidCities: [],
      schoolLevel: 'any',
      maxSlipRisk: 0.01,
      rows: 80,
      reachRows: 24,
      placeOnly: false,
      vocational: true,
    })
    expect(res.ok && res.value.majors).toEqual([{ name: '计算机类', num: 6, code: '0809' }])
    expect(res.ok && res.value.provinces).toEqual(['浙江', '上海'])
    // The status is an extra: without it the form still opens.
    expect(res.ok && res.value.status).toBeNull()
  })

  it('hands back the service to buy when the target is refused for a missing service', async () => {
    const api = new ScriptedHttpApi({ ...places, aiTarget: () => new ApiError(4601, '需要开通AI志愿'), planTest: () => null })
    expect(await loadAiForm({ api })).toEqual({ ok: false, error: { message: '需要开通AI志愿', serviceType: 1 } })
  })
})
