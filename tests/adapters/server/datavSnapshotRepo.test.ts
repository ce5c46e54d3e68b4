import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CohortFigures } from '@/ports/api/datav'
import type { ListSummary } from '@/core/domain/datav/memberSummary'
import type { Repos } from '../../../server/ports/ServerDeps'
import { repoBackends, type VolunteerStores } from './repoBackends'

const T0 = 1_750_000_000_000
const HOUR = 3_600_000

const figures = (students: number | null): CohortFigures => ({
  students,
  ranks: students === null ? [] : [{ from: 1, to: 5000, count: students }],
  rows: [],
  withOutcome: null,
  slip: [],
  bandShare: null,
  medianRows: students === null ? null : 40,
  medianSlip: null,
  atRisk: null,
  topSchools: students === null ? [] : [{ code: '0001', name: '浙江大学', students }],
  topMajors: [],
})

const summary = (rows: number, slip: number | null = null): ListSummary => ({
  rows,
  bands: { chong: Math.min(rows, 1), wen: Math.min(Math.max(rows - 1, 0), 2), bao: Math.max(rows - 3, 0), no: 0, unknown: 0 },
  slip,
  expectedRow: slip === null ? null : 12.5,
})

describe.each(repoBackends)('data-visualisation history on $name', (backend) => {
  let repos: Repos
  let volunteer: VolunteerStores
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, volunteer, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  const user = (phone: string) => repos.users.create({ phone, passwordHash: null, inviteCode: `I${phone}`, invitedBy: null, createdAt: T0 })

  it('reads every student with a list, in list order, with rank and batch, and skips students without one', async () => {
    const a = await user('13800000001')
    const b = await user('13800000002')
    const c = await user('13800000003')
    await repos.students.save(a.id, { rankZs: 12000, batchId: 1 })
    await repos.students.save(c.id, { rankZs: 30000, batchId: 2 })
    for (const planId of ['0001|001', '0002|003', '0003|002']) await volunteer.lists.add(a.id, { planId, year: 2026, fromAi: false }, T0, { max: 80 })
    await volunteer.lists.add(b.id, { planId: '0009|001', year: 2026, fromAi: true }, T0, { max: 80 })
    const [first] = await volunteer.lists.list(a.id)
    await volunteer.lists.setOrder(a.id, [(await volunteer.lists.list(a.id))[2].id, (await volunteer.lists.list(a.id))[1].id, first.id])
    expect(await repos.listSnapshots.cohortLists()).toEqual([
      { userId: a.id, rank: 12000, batchId: 1, planIds: ['0003|002', '0002|003', '0001|001'] },
      { userId: b.id, rank: null, batchId: null, planIds: ['0009|001'] },
    ])
  })

  it('keeps each day’s last cohort snapshot and each student’s last summary of the day, a late older reading never overwriting', async () => {
    expect(await repos.listSnapshots.latestCohort()).toBeNull()
    const day1 = { day: '2027-06-25', takenAt: T0, figures: figures(null) }
    await repos.listSnapshots.saveCohort(day1, [{ userId: 1, summary: summary(20) }])
    await repos.listSnapshots.saveCohort({ ...day1, takenAt: T0 + HOUR, figures: figures(12) }, [{ userId: 1, summary: summary(30, 0.02) }])
    // A slow snapshot begun before the one above finishes after it.
    await repos.listSnapshots.saveCohort({ ...day1, takenAt: T0 + 30 * 60_000, figures: figures(11) }, [{ userId: 1, summary: summary(25) }])
    await repos.listSnapshots.saveCohort({ day: '2027-06-26', takenAt: T0 + 24 * HOUR, figures: figures(15) }, [
      { userId: 1, summary: summary(40, 0.004) },
      { userId: 2, summary: summary(10) },
    ])
    expect((await repos.listSnapshots.cohortDays()).map((d) => [d.day, d.takenAt, d.figures.students])).toEqual([
      ['2027-06-25', T0 + HOUR, 12],
      ['2027-06-26', T0 + 24 * HOUR, 15],
    ])
    expect(await repos.listSnapshots.latestCohort()).toEqual({ day: '2027-06-26', takenAt: T0 + 24 * HOUR, figures: figures(15) })
    expect(await repos.listSnapshots.listDays(1)).toEqual([
      { day: '2027-06-25', takenAt: T0 + HOUR, summary: summary(30, 0.02) },
      { day: '2027-06-26', takenAt: T0 + 24 * HOUR, summary: summary(40, 0.004) },
    ])
    await repos.listSnapshots.saveListDay(2, { day: '2027-06-26', takenAt: T0 + 25 * HOUR, summary: summary(0) })
    await repos.listSnapshots.saveListDay(2, { day: '2027-06-26', takenAt: T0 + 24 * HOUR + 1, summary: summary(70) })
    expect(await repos.listSnapshots.listDays(2)).toEqual([{ day: '2027-06-26', takenAt: T0 + 25 * HOUR, summary: summary(0) }])
    expect(await repos.listSnapshots.listDays(3)).toEqual([])
  })
})
