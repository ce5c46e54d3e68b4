import { describe, expect, it } from 'vitest'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { loadListStatus } from '@/core/home/loadListStatus'
import { ApiError } from '@/ports/HttpApi'
import { volunteerSorted, type VolunteerRow } from '@/ports/api/plan'

const row = (k: number, band: VolunteerRow['band'], probability: number | null, filed: number | null): VolunteerRow => ({
  planId: `000${k}|001`,
  year: 2026,
  schoolCode: `000${k}`,
  schoolName: `学校${k}`,
  majorCode: '001',
  majorName: `专业${k}`,
  province: '浙江',
  city: '杭州',
  plan: 10,
  tuition: 5000,
  length: 4,
  requirement: '不限',
  eligible: true,
  sinoForeign: false,
  studyAbroad: null,
  annualCost: 5000,
  costNote: '',
  tags: [],
  note: '',
  restrictions: [],
  history: [],
  prediction: null,
  probability,
  band,
  predictionNote: '',
  id: k,
  dataIndex: k,
  fromAi: false,
  reasons: [],
  reached: filed === null ? null : 1,
  filed,
})

describe('the list as home sums it up', () => {
  it('counts bands and takes the landing from each row’s P(filed), as the list page does', async () => {
    const api = new ScriptedHttpApi().reply(volunteerSorted, () => [row(1, 'chong', 0.3, 0.3), row(2, 'bao', 0.95, 0.6), row(3, null, null, null)])
    const r = await loadListStatus({ api })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.rows).toBe(3)
    expect(r.value.counts).toMatchObject({ chong: 1, bao: 1, unknown: 1, total: 3, max: 80 })
    expect(r.value.landing?.slip).toBeCloseTo(0.1)
    expect(r.value.landing?.likeliest[0]).toMatchObject({ dataIndex: 2, probability: 0.6 })
  })

  it('has no landing while no row has a P(filed) (二段, no rank)', async () => {
    const api = new ScriptedHttpApi().reply(volunteerSorted, () => [row(1, null, null, null)])
    const r = await loadListStatus({ api })
    expect(r.ok && r.value.landing).toBe(null)
  })

  it('names the service to buy when the list is refused for one', async () => {
    const api = new ScriptedHttpApi().reply(volunteerSorted, () => new ApiError(4601, '该功能需要“AI志愿”服务'))
    const r = await loadListStatus({ api })
    expect(r).toEqual({ ok: false, error: { message: '该功能需要“AI志愿”服务', serviceType: 1 } })
  })
})
