import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, sendRaw, signIn, type TestServer } from './testServer'
import { startServerWithData } from './profileFixtures'
import { giveStudent, sliceModel, useSliceModel } from './volunteerFixtures'
import { volunteerJoin } from '@/ports/api/plan'
import { MajorDetail, majorDetail, SchoolDetail, schoolChances, schoolDetail } from '@/ports/api/school'

let server: TestServer
beforeAll(async () => {
  server = await startServerWithData()
  useSliceModel(server)
  await sliceModel.catalogue()
}, 120_000)
afterAll(async () => server.close())

describe('a school page on SQLite', () => {
  it('carries the 软科 2025 rank of data/schools.csv (migration 1300), null for a school outside the numbered 500', async () => {
    expect(SchoolDetail.parse((await send(server, schoolDetail, { schoolId: '1' })).data).school.ruankeRank).toBe(3)
    expect(SchoolDetail.parse((await send(server, schoolDetail, { schoolId: '2' })).data).school.ruankeRank).toBe(null)
  })

  it('asks for a session: a visitor has no chances', async () => {
    expect((await sendRaw(server, schoolChances, { schoolId: 1 })).code).toBe(403)
  })

  it('lists every plan-year programme of the school without numbers before the student has a rank and batch', async () => {
    const { token } = await signIn(server, '13900000001')
    const a = await send(server, schoolChances, { schoolId: 1 }, { token })
    expect(a.data.status).toBe('noRank')
    expect(a.data.planYear).toBe(2026)
    expect(a.data.items.length).toBeGreaterThan(10)
    expect(a.data.items.every((i) => i.planId.startsWith('0001|') && i.probability === null)).toBe(true)
    // Each item is paired with its name key from the plan, so the page can draw its history.
    expect(a.data.items.every((i) => i.majorKey !== null)).toBe(true)
  })

  it('gives the chance the list itself gives (one model), and which programmes are already on the caller’s list', async () => {
    const s = await signIn(server, '13900000002')
    await giveStudent(server, s.userId, 6000)
    await server.deps.repos.users.setEntitlements(s.userId, { isSuperVip: 1 })
    const before = await send(server, schoolChances, { schoolId: 1 }, { token: s.token })
    expect(before.data).toMatchObject({ status: 'ok', rank: 6000, joined: [], listSize: 0, max: 80 })
    const item = before.data.items.find((i) => i.probability !== null && i.eligible)
    expect(item).toBeDefined()
    if (!item) return
    expect(item.probability).toBeGreaterThanOrEqual(0)
    expect(item.probability).toBeLessThanOrEqual(1)
    const joined = await send(server, volunteerJoin, { planId: item.planId }, { token: s.token })
    expect(joined.code).toBe(0)
    expect(joined.data.probability).toBe(item.probability)
    expect(joined.data.band).toBe(item.band)
    const after = await send(server, schoolChances, { schoolId: 1 }, { token: s.token })
    expect(after.data).toMatchObject({ joined: [{ planId: item.planId, dataIndex: 1 }], listSize: 1 })
    // Another student's page of the same school shows none of it.
    const other = await signIn(server, '13900000003')
    expect((await send(server, schoolChances, { schoolId: 1 }, { token: other.token })).data).toMatchObject({ joined: [], listSize: 0 })
  })

  it('says 二段 has no numbers, and refuses an unknown school', async () => {
    const s = await signIn(server, '13900000004')
    await giveStudent(server, s.userId, 200000, 2)
    expect((await send(server, schoolChances, { schoolId: 1 }, { token: s.token })).data.status).toBe('secondSegment')
    expect((await sendRaw(server, schoolChances, { schoolId: 9999 }, { token: s.token })).code).not.toBe(0)
  })
})

describe('a major page on SQLite', () => {
  it('carries the 2026 plan’s 选考 rule and 学制 for the schools offering it', async () => {
    const d = MajorDetail.parse((await send(server, majorDetail, { majorCode: '080901' })).data)
    expect(d.planYear).toBe(2026)
    const zjut = d.schools.find((s) => s.code === '0003')
    expect(zjut?.plans.length).toBeGreaterThan(0)
    for (const p of zjut?.plans ?? []) {
      expect(p.year).toBe(2026)
      expect(p.requirement).not.toBe('')
    }
    expect(d.schools.flatMap((s) => s.plans).some((p) => p.length === 4)).toBe(true)
  })
})
