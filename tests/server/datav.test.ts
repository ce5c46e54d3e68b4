import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { present, send, signIn, type TestServer } from './testServer'
import { startServerWithData } from './profileFixtures'
import { giveStudent, sliceModel, useSliceModel } from './volunteerFixtures'
import { datavCohort, datavListCharts, datavRankCurves } from '@/ports/api/datav'
import { joinAi, planSchoolInfo, volunteerCount, volunteerJoin, volunteerList } from '@/ports/api/plan'
import { MIN_GROUP } from '@/core/domain/datav/suppressSmall'

let server: TestServer
beforeAll(async () => {
  server = await startServerWithData()
  await sliceModel.catalogue()
  useSliceModel(server)
}, 120_000)
afterAll(async () => server.close())

let phone = 13900000000
/** A 物化生 一段 student with the given rank and the AI list built for them. */
async function studentWithList(rank: number) {
  const s = await signIn(server, String(++phone))
  await giveStudent(server, s.userId, rank)
  const ai = await send(server, joinAi, {}, { token: s.token })
  expect(ai.code).toBe(0)
  return s
}

describe('一分一段 curves', () => {
  it('give every year 2023–2026 from the highest score down, cumulative and consistent, with the batch lines', async () => {
    const a = await send(server, datavRankCurves, {})
    expect(a.code).toBe(0)
    expect(a.data.years.map((y) => y.year)).toEqual([2023, 2024, 2025, 2026])
    const y2025 = present(
      a.data.years.find((y) => y.year === 2025),
      '2025',
    )
    expect(y2025.rows.find((r) => r.score === 690)).toEqual({ score: 690, count: 67, rank: 513, atOrAbove: false })
    expect(y2025.rows[0].atOrAbove).toBe(true)
    for (const y of a.data.years)
      for (let i = 1; i < y.rows.length; i++) {
        expect(y.rows[i].score).toBeLessThan(y.rows[i - 1].score)
        expect(y.rows[i].rank).toBe(y.rows[i - 1].rank + y.rows[i].count)
      }
    expect(a.data.lines).toContainEqual({ year: 2026, batch: '一段', score: 494, rank: 184816 })
  })
})

describe('the list as charts', () => {
  it('answers a signed-out caller with the session code and names the service a student without access must buy', async () => {
    expect((await send(server, datavListCharts, {})).code).toBe(403)
    const s = await signIn(server, '13700000001')
    // The sign-up trial (base vip and three checks) is granted at the first list call; an operator's revoke after it stands.
    await send(server, datavListCharts, {}, { token: s.token })
    await server.deps.repos.users.setEntitlements(s.userId, { isBaseVip: 0, isSuperVip: 0, volunteerVerify: 0 })
    const refused = await send(server, datavListCharts, {}, { token: s.token })
    expect(refused.code).toBe(4601)
  })

  it('gives each row its cutoffs of every earlier year (the newest three are the ones the list shows), the band counts and the landing of the result page', async () => {
    const s = await studentWithList(20000)
    const charts = await send(server, datavListCharts, {}, { token: s.token })
    expect(charts.code).toBe(0)
    const list = (await send(server, volunteerList, {}, { token: s.token })).data
    expect(charts.data.rows.map((r) => r.planId)).toEqual(list.map((r) => r.planId))
    expect(charts.data.rows.length).toBeGreaterThan(0)
    let longer = 0
    for (const [k, row] of charts.data.rows.entries()) {
      const newestFirst = [...row.trend].reverse().slice(0, 3)
      // The list's own history marks an unfilled year with no rank, as the trend does.
      expect(newestFirst).toEqual(list[k].history)
      expect(row.trend.every((y) => y.year < present(charts.data.forecastYear, 'forecast year'))).toBe(true)
      if (row.trend.length > 3) longer++
      expect(row.forecast?.centerRank ?? null).toBe(list[k].prediction?.centerRank ?? null)
    }
    expect(longer).toBeGreaterThan(0)
    expect(charts.data.counts).toEqual((await send(server, volunteerCount, {}, { token: s.token })).data)
    const o = present(charts.data.outcome, 'the landing')
    expect(o.top10 + o.rows11to30 + o.rows31to80 + o.slip).toBeCloseTo(1, 6)
    expect(charts.data).toMatchObject({ segment: '一段', rank: 20000, maxSlipRisk: 0.01, cutoffYears: [2020, 2021, 2022, 2023, 2024, 2025, 2026] })
  })

  it('gives an empty list no outcome and a programme with a 2020–2026 history all seven years', async () => {
    const s = await signIn(server, '13700000002')
    await giveStudent(server, s.userId, 30000)
    await server.deps.repos.users.setEntitlements(s.userId, { isSuperVip: 1 })
    const empty = await send(server, datavListCharts, {}, { token: s.token })
    expect(empty.data.rows).toEqual([])
    expect(empty.data.outcome).toBeNull()
    const zju = await send(server, planSchoolInfo, { schoolCode: '0001' }, { token: s.token })
    const full = present(
      zju.data.list.find((p) => p.history.length === 3),
      'a 浙江大学 programme with history',
    )
    expect((await send(server, volunteerJoin, { planId: full.planId }, { token: s.token })).code).toBe(0)
    const [row] = (await send(server, datavListCharts, {}, { token: s.token })).data.rows
    expect(row.trend.length).toBeGreaterThanOrEqual(3)
    expect(row.trend.map((y) => y.year)).toEqual([...row.trend.map((y) => y.year)].sort())
  })
})

describe('the cohort in aggregate', () => {
  it('shows nothing below ten students, then figures with no count under ten, and each student their own days', async () => {
    const first = await studentWithList(15000)
    const few = await send(server, datavCohort, {}, { token: first.token })
    expect(few.code).toBe(0)
    expect(few.data.figures.students).toBeNull()
    expect(few.data.figures.topSchools).toEqual([])
    expect(present(few.data.mine, 'my days').days).toHaveLength(1)
    // Within the hour the snapshot stands, even as more students build lists.
    const ranks = [3000, 8000, 12000, 18000, 25000, 30000, 40000, 52000, 60000, 70000, 90000]
    for (const rank of ranks) await studentWithList(rank)
    expect((await send(server, datavCohort, {})).data.figures.students).toBeNull()
    server.clock.advance(61 * 60 * 1000)
    const visitor = await send(server, datavCohort, {})
    expect(visitor.data.mine).toBeNull()
    const f = visitor.data.figures
    const students = present(f.students, 'the number of students')
    expect(students).toBeGreaterThanOrEqual(MIN_GROUP + 2)
    for (const b of [...f.ranks, ...f.rows, ...f.slip]) if (b.count !== null) expect(b.count === 0 || b.count >= MIN_GROUP).toBe(true)
    expect(f.topSchools.every((x) => x.students >= MIN_GROUP && x.name !== '')).toBe(true)
    expect(f.topMajors.every((x) => x.students >= MIN_GROUP)).toBe(true)
    expect(visitor.data.days.at(-1)?.students).toBe(students)
    const mine = present((await send(server, datavCohort, {}, { token: first.token })).data.mine, 'my days')
    expect(mine.rank).toBe(15000)
    expect(mine.days.at(-1)?.rows).toBeGreaterThan(0)
  })
})
