import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, type TestServer } from './testServer'
import { startServerWithData } from './profileFixtures'
import { MajorDetail, majorDetail, majorNum, SchoolDetail, schoolDetail } from '@/ports/api/school'

let server: TestServer
beforeAll(async () => {
  server = await startServerWithData()
}, 60000)
afterAll(async () => server.close())

describe('school and major look-up answers on SQLite', () => {
  it('answers school detail in the contract shape with provenance years 2020–2026 and the 2026 cutoffs', async () => {
    const a = await send(server, schoolDetail, { schoolId: '1' })
    const detail = SchoolDetail.parse(a.data)
    expect(detail.sourceYears).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026])
    const programme = detail.programmes.find((p) => p.majorKey === '人文科学试验班(中文与传播)')
    expect(programme?.years.find((y) => y.year === 2026)).toEqual({ year: 2026, majorCode: '001', plan: 78, minScore: 666, minRank: 5576 })
    expect(detail.planYear).toBe(2026)
    expect(detail.plans.every((p) => p.year === 2026)).toBe(true)
  })
  it('lists 计算机科学与技术 schools only with that major or 计算机类 including it, never 计算机科学与技术教育-like names', async () => {
    const a = await send(server, majorDetail, { majorCode: '080901' })
    const detail = MajorDetail.parse(a.data)
    const keys = detail.schools.flatMap((s) => s.programmes.map((p) => p.majorKey))
    expect(keys.length).toBeGreaterThan(100)
    for (const key of keys) expect(key.startsWith('计算机科学与技术(') || key === '计算机科学与技术' || key.startsWith('计算机类')).toBe(true)
    const zjut = detail.schools.find((s) => s.code === '0003')
    expect(zjut?.programmes.map((p) => [p.majorKey, p.match])).toEqual(
      expect.arrayContaining([
        ['计算机类', 'class'],
        ['计算机科学与技术(基础拔尖基地班)', 'major'],
      ]),
    )
    expect(zjut?.programmes.some((p) => p.majorKey.startsWith('药学'))).toBe(false)
  })
  it('does not list 电子信息工程技术 under 电子信息工程', async () => {
    const a = await send(server, majorDetail, { majorCode: '080701' })
    const keys = MajorDetail.parse(a.data).schools.flatMap((s) => s.programmes.map((p) => p.majorKey))
    expect(keys.some((k) => k.startsWith('电子信息工程技术'))).toBe(false)
  })
  it('counts Zhejiang programmes per 门类, with 工学 the largest and more than catalogue majors alone', async () => {
    const a = await send(server, majorNum, {})
    const byName = Object.fromEntries(a.data.map((d) => [d.name, d.num]))
    expect(byName['工学']).toBeGreaterThan(3000)
    expect(Math.max(...Object.values(byName as Record<string, number>))).toBe(byName['工学'])
    const total = Object.values(byName as Record<string, number>).reduce((n, x) => n + x, 0)
    // Counted on the newest 投档线 year, 2026: 18,208 distinct programmes.
    expect(total).toBeLessThanOrEqual(18208)
    expect(total).toBeGreaterThan(15000)
  })
})
