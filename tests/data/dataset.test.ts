import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { rankOfScore, scoreOfRank, equalRankScores, type ScoreRankRow } from '@/core/domain/scoreRank'
import { RANK, SCHOOLS, TOUDANG, PLANS } from '../../server/cli/data/datasetTables'
import { readManifest, readTableFile } from '../../server/cli/data/readDataset'

const DATA = resolve(__dirname, '../../data')
const rank = readTableFile(DATA, RANK)
const tableOf = (year: number): ScoreRankRow[] => rank.filter((r) => r.year === year)

describe('the shipped 一分一段 tables', () => {
  it('give cumulative rank 513 for 690 in 2025, as the official table does', () => {
    expect(rankOfScore(tableOf(2025), 690)).toMatchObject({ score: 690, count: 67, rank: 513 })
  })
  it('give 690 as the score held by rank 513 and 689 by rank 514 in 2025', () => {
    expect(scoreOfRank(tableOf(2025), 513)?.score).toBe(690)
    expect(scoreOfRank(tableOf(2025), 514)?.score).toBe(689)
  })
  it('make the top bucket explicit: 2025 ≥693 holds 343 students and 2026 ≥693 holds 392', () => {
    expect(tableOf(2025)[0]).toMatchObject({ score: 693, rank: 343, atOrAbove: true })
    expect(rankOfScore(tableOf(2026), 700)?.rank).toBe(392)
  })
  it('end 2026 at 266 with cumulative rank 292,753', () => {
    expect(rankOfScore(tableOf(2026), 266)?.rank).toBe(292753)
    expect(rankOfScore(tableOf(2026), 265)).toBeNull()
  })
  it('convert 2025 690 to an equal-rank score in 2026 that is not lower (a larger cohort)', () => {
    const tables = new Map([2025, 2026].map((y) => [y, tableOf(y)] as const))
    const e = equalRankScores(tables, 2025, 690).find((x) => x.year === 2026)
    expect(e?.rank).toBe(513)
    expect(e?.score).toBe(scoreOfRank(tableOf(2026), 513)?.score)
    expect(e!.score).toBeGreaterThanOrEqual(690)
  })
})

describe('the shipped schools and 投档线', () => {
  const schools = readTableFile(DATA, SCHOOLS)
  it('know 浙江大学 as 0001 / 4133010335 / 985 in 杭州', () => {
    expect(schools.find((s) => s.code === '0001')).toMatchObject({ name: '浙江大学', moeCode: '4133010335', is985: true, is211: true, city: '杭州市' })
  })
  it("place a campus in another province in its own city's province, keeping the parent's identity", () => {
    expect(schools.find((s) => s.code === '0189')).toMatchObject({ moeCode: '4111010006', province: '浙江省', city: '杭州市' })
    expect(schools.find((s) => s.code === '2310')).toMatchObject({ province: '山东省', city: '威海市' })
  })
  it('store pinyin initials so 浙江工业大学 is found by zjgydx', () => {
    expect(schools.find((s) => s.initials === 'zjgydx')?.name).toBe('浙江工业大学')
  })
  it('have the 17,890 rows of the 2025 一段 table, the 18,543 of 2026, and every year from 2020 to 2026', () => {
    const toudang = readTableFile(DATA, TOUDANG)
    expect(toudang.filter((r) => r.year === 2025)).toHaveLength(17890)
    expect(toudang.filter((r) => r.year === 2026)).toHaveLength(18543)
    expect([...new Set(toudang.map((r) => r.year))].sort()).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026])
  })
  it('keep the 2026 cutoffs as published, and the 1,140 unfilled 2026 rows at the 494 line without a rank', () => {
    const y2026 = readTableFile(DATA, TOUDANG).filter((r) => r.year === 2026)
    expect(y2026.find((r) => r.schoolCode === '0001' && r.majorCode === '001')).toMatchObject({ majorName: '人文科学试验班(中文与传播)', plan: 78, minScore: 666, minRank: 5576 })
    const unfilled = y2026.filter((r) => r.minRank === null)
    expect(unfilled).toHaveLength(1140)
    expect(unfilled.every((r) => r.minScore === 494)).toBe(true)
  })
  it('parse 2026 plan rules, tuition and 医学 flags', () => {
    const plans = readTableFile(DATA, PLANS).filter((p) => p.year === 2026)
    const zju = plans.find((p) => p.schoolCode === '0001' && p.majorCode === '001')
    expect(zju).toMatchObject({ rule: 'none', tuition: 5300, length: 4, city: '杭州' })
    expect(plans.some((p) => p.rule === 'all:物理+化学')).toBe(true)
    expect(plans.filter((p) => p.lengthText === '八年医').every((p) => p.medical && p.length === 8)).toBe(true)
  })
  it('record a content-hash version and the table list in the manifest', () => {
    const m = readManifest(DATA)
    expect(m.version).toMatch(/^[0-9a-f]{16}$/)
    expect(m.tables.find((t) => t.name === 'toudang')?.rows).toBeGreaterThan(100000)
    expect(m.years.toudang).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026])
  })
})
