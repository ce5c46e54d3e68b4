import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { loadReferenceData } from '../../server/adapters/db/loadReferenceData'
import { readManifest } from '../../server/cli/data/readDataset'
import { present, send, type TestServer } from './testServer'
import { startServerWithData } from './profileFixtures'
import { batchLines, equalRankScore, majorCatalog, majorDetail, provinceCityNum, schoolDetail, schoolSearch, scoreRank } from '@/ports/api/school'

const DATA = resolve(__dirname, '../../data')
let server: TestServer

beforeAll(async () => {
  server = await startServerWithData()
}, 60000)
afterAll(async () => server.close())

describe('reference data through HTTP on a real SQLite file', () => {
  it('answers 2025 score 690 with cumulative rank 513 and rank 513 with 690', async () => {
    const a = await send(server, scoreRank, { year: '2025', score: '690' })
    expect(a.code).toBe(0)
    expect(a.data).toEqual({ score: 690, count: 67, rank: 513 })
    const b = await send(server, scoreRank, { year: '2025', rank: '513' })
    expect(b.data.score).toBe(690)
  })
  it('says not found for a year without a table', async () => {
    expect((await send(server, scoreRank, { year: '2019', score: '600' })).code).not.toBe(0)
  })
  it('finds 浙江工业大学 by its initials zjgydx, with 院校代号, 学校标识码 and tags', async () => {
    const a = await send(server, schoolSearch, { name: 'zjgydx', pageNum: 1, pageSize: 10 })
    expect(a.code).toBe(0)
    expect(a.data.list[0]).toMatchObject({ name: '浙江工业大学', moeCode: '4133010337', province: '浙江省' })
    expect(a.data.list[0].code).toMatch(/^\d{4}$/)
  })
  it('finds 浙江大学 by Chinese name as 0001 / 4133010335 tagged 985', async () => {
    const a = await send(server, schoolSearch, { name: '浙江大学', pageNum: 1, pageSize: 5 })
    expect(a.data.list[0]).toMatchObject({ code: '0001', moeCode: '4133010335', name: '浙江大学' })
    expect(a.data.list[0].tags).toContain('985')
  })
  it('filters 985 schools in 上海 and pages them', async () => {
    const a = await send(server, schoolSearch, { province: '上海', is985: true, pageNum: 1, pageSize: 2 })
    expect(a.data.total).toBeGreaterThanOrEqual(4)
    expect(a.data.list).toHaveLength(2)
    expect(a.data.list.every((s) => s.tags.includes('985') && s.province?.startsWith('上海'))).toBe(true)
  })
  it('shows 浙江大学 programmes with cutoffs by year', async () => {
    const a = await send(server, schoolDetail, { schoolId: '1' })
    expect(a.code).toBe(0)
    const p = present(
      a.data.programmes.find((x) => x.majorKey === '人文科学试验班'),
      'the 人文科学试验班 programme',
    )
    expect(p.years.find((y) => y.year === 2023)).toMatchObject({ minScore: 672, minRank: 4122 })
  })
  it('gives the catalogue tree, a major detail, counts by province and batch lines', async () => {
    const tree = await send(server, majorCatalog, {})
    expect(
      present(
        tree.data.find((d) => d.name === '工学'),
        'the 工学 discipline',
      ).children.length,
    ).toBeGreaterThan(10)
    const cs = await send(server, majorDetail, { majorCode: '080901' })
    expect(cs.data.major.name).toBe('计算机科学与技术')
    expect(cs.data.schools.length).toBeGreaterThan(50)
    const counts = await send(server, provinceCityNum, {})
    expect(
      present(
        counts.data.find((c) => c.name === '浙江省'),
        'the count of 浙江省',
      ).num,
    ).toBeGreaterThan(50)
    const lines = await send(server, batchLines, { year: '2025' })
    expect(lines.data).toHaveLength(1)
    const [line] = lines.data
    expect(line).toEqual({ year: 2025, batch: '一段', score: 490, rank: line.rank })
    expect(typeof line.rank).toBe('number')
  })
  it('gives 等位分 for every year with a table', async () => {
    const a = await send(server, equalRankScore, { year: '2025', score: '690' })
    expect(a.data.map((x) => x.year)).toEqual([2023, 2024, 2025, 2026])
    expect(a.data.every((x) => x.rank === 513)).toBe(true)
  })
  it('does not reload an unchanged dataset and keeps user tables', async () => {
    const before = await server.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst()
    expect((await loadReferenceData(server.db, DATA)).loaded).toBe(false)
    expect(
      await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ).toEqual(before)
  })
  it('starts each server with data on a file of its own: what one writes, another never sees', async () => {
    const other = await startServerWithData()
    try {
      await server.db.insertInto('ref_meta').values({ key: 'written-by-one', value: '1' }).execute()
      expect(await other.db.selectFrom('ref_meta').select('value').where('key', '=', 'written-by-one').executeTakeFirst()).toBeUndefined()
      expect(await other.db.selectFrom('ref_meta').select('value').where('key', '=', 'version').executeTakeFirst()).toEqual({
        value: readManifest(DATA).version,
      })
    } finally {
      await other.close()
    }
  })
})
