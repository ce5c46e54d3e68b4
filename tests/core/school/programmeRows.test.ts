import { describe, expect, it } from 'vitest'
import { programmeRows } from '@/core/school/programmeRows'

const plan = (majorCode: string, majorKey: string, majorName = majorKey) => ({
  year: 2026,
  majorCode,
  majorName,
  majorKey,
  plan: 10,
  requirement: '物理',
  rule: '物理',
  tuition: 5000,
  length: 4,
  city: '杭州',
  sinoForeign: false,
  teacher: false,
  directed: false,
  medical: false,
  note: '',
})
const chance = (majorCode: string, probability: number | null) => ({
  planId: `0001|${majorCode}`,
  majorCode,
  majorName: majorCode,
  majorKey: null,
  probability,
  band: null,
  eligible: true,
  centerRank: 1000,
})
const programme = (majorKey: string) => ({ majorKey, majorName: majorKey, years: [{ year: 2025, majorCode: '001', plan: 5, minScore: 650, minRank: 9000 }] })

describe('a school page’s programme rows', () => {
  it('pairs each programme with its plan rows by name key and each plan row with its chance by 专业代号', () => {
    const rows = programmeRows(
      { programmes: [programme('计算机类'), programme('数学类')], plans: [plan('101', '计算机类'), plan('102', '计算机类')] },
      {
        items: [chance('101', 0.4), chance('102', 0.7)],
      },
    )
    expect(rows.map((r) => [r.key, r.plans.length, r.chances.map((c) => c.probability)])).toEqual([
      ['计算机类', 2, [0.4, 0.7]],
      ['数学类', 0, []],
    ])
  })

  it('adds plan-year programmes without history after the others, and no chances for a visitor', () => {
    const rows = programmeRows({ programmes: [programme('数学类')], plans: [plan('201', '新专业')] }, null)
    expect(rows.map((r) => [r.key, r.years.length, r.chances.length])).toEqual([
      ['数学类', 1, 0],
      ['新专业', 0, 0],
    ])
  })
})
