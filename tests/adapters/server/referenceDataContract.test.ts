import { embedded, postgresUrl } from '../../support/testDatabases'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Kysely } from 'kysely'
import { openTestSchema } from '../../support/postgresSchema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KyselyReferenceData } from '../../../server/adapters/db/KyselyReferenceData'
import type { Database } from '../../../server/adapters/db/schema'
import { loadReferenceData } from '../../../server/adapters/db/loadReferenceData'
import { migrateToLatest } from '../../../server/adapters/db/migrate'
import { openDatabase } from '../../../server/adapters/db/openDatabase'
import { InMemoryReferenceData, type ReferenceSnapshot } from '../../../server/adapters/memory/InMemoryReferenceData'
import { VersionedReferenceData } from '../../../server/adapters/memory/VersionedReferenceData'
import { readReferenceSnapshot } from '../../../server/adapters/db/readReferenceSnapshot'
import { readDataset, readManifest } from '../../../server/cli/data/readDataset'
import { snapshotOfDataset } from '../../../server/cli/data/snapshotOfDataset'
import type { ReferenceData } from '../../../server/ports/ReferenceData'

const DATA = resolve(__dirname, '../../../data')

/** The whole shipped dataset as the memory adapter's snapshot, so both adapters answer over the same rows. */
function fullSnapshot(): ReferenceSnapshot {
  return snapshotOfDataset(readDataset(DATA), readManifest(DATA).version)
}

interface Backend {
  name: string
  open(): Promise<{ ref: ReferenceData; close: () => Promise<void> }>
}

const memory: Backend = { name: 'memory', open: async () => ({ ref: new InMemoryReferenceData(fullSnapshot()), close: async () => {} }) }

/** A fresh SQLite file with the shipped dataset loaded. */
async function openSqlite(): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'gk-ref-'))
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
  await migrateToLatest(db)
  await loadReferenceData(db, DATA)
  return {
    db,
    close: async () => {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * One SQLite file for the file's two SQLite backends, and each backend opened once for both describes below:
 * they only read, and loading the dataset is most of this suite's time.
 */
let sharedSqlite: ReturnType<typeof openSqlite> | undefined
const sqliteOnce = () => (sharedSqlite ??= openSqlite())
const keepOpen = async () => {}

const sqlite: Backend = {
  name: 'sqlite',
  async open() {
    const { db } = await sqliteOnce()
    return { ref: new KyselyReferenceData(db), close: keepOpen }
  },
}

/** What the server runs: the database's version read whole into memory, indexed, swapped when the version changes. */
const versioned: Backend = {
  name: 'versioned (sqlite, served from memory)',
  async open() {
    const { db } = await sqliteOnce()
    const store = new KyselyReferenceData(db)
    return {
      ref: new VersionedReferenceData({ version: () => store.version(), snapshot: () => readReferenceSnapshot(db) }, store, { checkEveryMs: 60_000 }),
      close: keepOpen,
    }
  },
}

const postgres = (url: string): Backend => ({
  name: 'postgres',
  async open() {
    const { db, close } = await openTestSchema(url)
    await loadReferenceData(db, DATA)
    return { ref: new KyselyReferenceData(db), close }
  },
})

// Memory stays in the PostgreSQL-only lane: its answers are the reference the others are compared with.
const backends: Backend[] = [memory, ...(embedded ? [sqlite, versioned] : []), ...(postgresUrl ? [postgres(postgresUrl)] : [])]

const opened = new Map<Backend, ReturnType<Backend['open']>>()
const openOnce = (backend: Backend) => {
  let open = opened.get(backend)
  if (!open) opened.set(backend, (open = backend.open()))
  return open
}
afterAll(async () => {
  for (const open of opened.values()) await (await open).close()
  if (sharedSqlite) await (await sharedSqlite).close()
})

/** What every adapter must answer identically; the memory adapter's answer is the reference. */
const probes: Array<[string, (ref: ReferenceData) => Promise<unknown>]> = [
  ['search by initials', (r) => r.searchSchools({ name: 'zjgydx' }, { offset: 0, limit: 10 })],
  ['search 211 in 江苏, second page', (r) => r.searchSchools({ province: '江苏', is211: true }, { offset: 5, limit: 5 })],
  ['search private undergraduate schools in 杭州', (r) => r.searchSchools({ city: '杭州', nature: 'private', level: '本科' }, { offset: 0, limit: 50 })],
  ['school 0001', (r) => r.school('0001')],
  ['cutoffs of 浙江工业大学', (r) => r.cutoffsOfSchool('0005')],
  ['cities of 广东 and districts of 吉林 (a city and a province share the name)', async (r) => [await r.citiesOf('广东'), await r.districtsOf('吉林')]],
  ['plans of 浙江大学', (r) => r.plansOfSchool('0001')],
  ['candidate cutoffs of 计算机科学与技术', (r) => r.cutoffsOfMajor(['计算机科学与技术', '计算机类'])],
  ['school names', (r) => r.schoolNames()],
  ['cutoff years', (r) => r.cutoffYears()],
  ['programmes of 2025', (r) => r.programmesOfYear(2025)],
  ['catalogue', (r) => r.majors()],
  ['2024 一分一段', (r) => r.rankTable(2024)],
  ['rank years', (r) => r.rankYears()],
  ['batch lines', (r) => r.batchLines()],
  ['schools per province', (r) => r.countByPlace({})],
  ['985 schools per city in 北京', (r) => r.countByPlace({ province: '北京', is985: true })],
]

describe.each(backends)('ReferenceData on $name', (backend) => {
  let ref: ReferenceData
  beforeAll(async () => {
    ;({ ref } = await openOnce(backend))
  }, 120_000)

  it('finds 浙江工业大学 by its initials and 浙江大学 as 0001 / 4133010335 / 985', async () => {
    expect((await ref.searchSchools({ name: 'zjgydx' }, { offset: 0, limit: 5 })).rows[0]).toMatchObject({ name: '浙江工业大学', moeCode: '4133010337' })
    expect(await ref.school('0001')).toMatchObject({ name: '浙江大学', moeCode: '4133010335', is985: true, isC9: true })
    expect(await ref.school('9999')).toBeNull()
  })

  it('names every school with the former names the dataset keeps (大连工程学院 was 大连理工大学城市学院)', async () => {
    const names = await ref.schoolNames()
    expect(names.length).toBeGreaterThan(1500)
    const dalian = names.find((n) => n.code === '2112')
    expect(dalian).toEqual({ code: '2112', name: '大连工程学院', aliases: ['大连理工大学城市学院'] })
    expect(names.every((n) => !n.aliases.includes(n.name))).toBe(true)
  })

  it('pages a filtered search with a total that does not depend on the page', async () => {
    const first = await ref.searchSchools({ province: '上海', is985: true }, { offset: 0, limit: 2 })
    const second = await ref.searchSchools({ province: '上海', is985: true }, { offset: 2, limit: 2 })
    expect(first.total).toBe(second.total)
    expect(first.rows.map((s) => s.code)).not.toEqual(second.rows.map((s) => s.code))
    expect([...first.rows, ...second.rows].every((s) => s.is985 && s.province?.startsWith('上海'))).toBe(true)
  })

  it('gives a school its cutoffs by year, newest first (2026), with the 2023 人文科学试验班 of 浙江大学 at 672 / 4122', async () => {
    const rows = await ref.cutoffsOfSchool('0001')
    expect(rows[0].year).toBe(2026)
    expect(rows.find((r) => r.year === 2026 && r.majorCode === '001')).toMatchObject({ majorKey: '人文科学试验班(中文与传播)', minScore: 666, minRank: 5576 })
    expect(rows.find((r) => r.year === 2023 && r.majorKey === '人文科学试验班')).toMatchObject({ minScore: 672, minRank: 4122 })
  })

  it('answers candidate cutoffs for a major only from programmes starting with the given names', async () => {
    const rows = await ref.cutoffsOfMajor(['软件工程'])
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.every((r) => r.majorKey.startsWith('软件工程'))).toBe(true)
    expect(await ref.cutoffsOfMajor([])).toEqual([])
  })

  it('knows the 投档线 years 2020–2026 and the 17,617 distinct programmes of 2025', async () => {
    expect(await ref.cutoffYears()).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026])
    expect((await ref.programmesOfYear(2025)).length).toBe(17617)
  })

  it('lists the 11 cities of Zhejiang by code for "浙江" and "浙江省", and none for an unknown province', async () => {
    const cities = await ref.citiesOf('浙江')
    expect(cities.map((c) => c.name)).toEqual(['杭州市', '宁波市', '温州市', '嘉兴市', '湖州市', '绍兴市', '金华市', '衢州市', '舟山市', '台州市', '丽水市'])
    expect(cities[0]).toEqual({ code: '3301', name: '杭州市', parent: '33', level: 'city' })
    expect(await ref.citiesOf('浙江省')).toEqual(cities)
    expect(await ref.citiesOf('火星')).toEqual([])
    expect(await ref.citiesOf('')).toEqual([])
  })

  it('lists the districts of a city for its short or full name, and a municipality by its own name', async () => {
    const hangzhou = (await ref.districtsOf('杭州')).map((d) => d.name)
    expect(hangzhou).toContain('西湖区')
    expect(hangzhou).toContain('淳安县')
    expect(hangzhou).toContain('建德市')
    expect(await ref.districtsOf('杭州市')).toEqual(await ref.districtsOf('杭州'))
    expect((await ref.districtsOf('北京市')).map((d) => d.name)).toContain('海淀区')
    expect(await ref.districtsOf('不存在市')).toEqual([])
  })

  it('answers a search the same after hundreds of other searches (kept answers are dropped, never mixed up)', async () => {
    const first = await ref.searchSchools({ name: '师范', province: '浙江' }, { offset: 0, limit: 5 })
    for (let i = 0; i < 600; i++) await ref.searchSchools({ name: `不存在${i}` }, { offset: 0, limit: 5 })
    expect(await ref.searchSchools({ name: '师范', province: '浙江' }, { offset: 0, limit: 5 })).toEqual(first)
    expect(first.rows.every((s) => s.name.includes('师范') && s.province?.startsWith('浙江'))).toBe(true)
    expect((await ref.searchSchools({ name: ' 师范 ', province: '浙江' }, { offset: 5, limit: 5 })).total).toBe(first.total)
  }, 60_000)

  it('holds the 2025 一分一段 with 690 at cumulative rank 513', async () => {
    expect((await ref.rankTable(2025)).find((r) => r.score === 690)).toMatchObject({ count: 67, rank: 513 })
    expect(await ref.rankYears()).toEqual([2023, 2024, 2025, 2026])
  })
})

describe('ReferenceData adapters side by side', () => {
  const side: Array<{ name: string; ref: ReferenceData }> = []
  beforeAll(async () => {
    for (const b of backends) side.push({ name: b.name, ...(await openOnce(b)) })
  }, 180_000)

  it.each(probes)('answer the same for %s', async (_, probe) => {
    const [reference, ...others] = side
    const expected = await probe(reference.ref)
    for (const o of others) expect({ adapter: o.name, answer: await probe(o.ref) }).toEqual({ adapter: o.name, answer: expected })
  })
})
