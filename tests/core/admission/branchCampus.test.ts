import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { branchCampuses, type CampusFacts } from '@/core/domain/admission/branchCampus'
import { buildList } from '@/core/domain/admission/buildList'
import { SCHOOL_TIERS } from '@/core/domain/admission/schoolStanding'
import { anIndex, PCB, wants } from './planIndexFixtures'

const school = (name: string, city: string, moeName = '', moeMatch = ''): CampusFacts => ({ name, city, moeName, moeMatch })

describe('branchCampuses', () => {
  it('is a campus in another city than its parent, or abroad; not a college of the parent in its own city', () => {
    const b = branchCampuses([
      school('哈尔滨工业大学', '哈尔滨市'),
      school('哈尔滨工业大学(威海)', '威海市', '哈尔滨工业大学', 'campus'),
      school('厦门大学', '厦门市'),
      school('厦门大学(马来西亚分校招生专业)', '马来西亚', '厦门大学', 'campus'),
      school('浙江大学', '杭州市'),
      school('浙江大学医学院', '杭州', '浙江大学', 'campus'),
      school('华北电力大学(保定)', '保定市', '华北电力大学', 'campus'),
    ])
    expect([...b.entries()]).toEqual([
      ['哈尔滨工业大学(威海)', '哈尔滨工业大学'],
      ['厦门大学(马来西亚分校招生专业)', '厦门大学'],
    ])
  })

  it('never marks a school matched another way, nor one in its parent’s city (property)', () => {
    const city = fc.constantFrom('杭州市', '杭州', '威海市', '深圳市', '')
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom('A', 'B', 'C', 'D'),
            city,
            moeName: fc.constantFrom('', 'A', 'B'),
            moeMatch: fc.constantFrom('', 'exact', 'campus'),
          }),
        ),
        (schools) => {
          const cityOf = new Map<string, string>(schools.map((s) => [s.name, s.city]))
          for (const [name, parent] of branchCampuses(schools)) {
            const s = schools.filter((x) => x.name === name && x.moeMatch === 'campus' && x.moeName === parent)
            expect(s.length).toBeGreaterThan(0)
            expect(parent).not.toBe(name)
            const strip = (c: string) => c.replace(/市$/, '')
            expect(s.some((x) => x.city !== '' && strip(x.city) !== strip(cityOf.get(parent) ?? x.city))).toBe(true)
          }
        },
      ),
    )
  })
})

describe('a branch campus in the plan index and the list', () => {
  const index = anIndex([
    { id: '2310|001', center: 20000, tier: 'c9', ruanke: 14, branch: true },
    { id: '2301|001', center: 6000, tier: 'c9', ruanke: 14 },
  ])

  it('stands on its own: no parent tier or ranking', () => {
    expect(SCHOOL_TIERS[index.tier[0]]).toBe('public')
    expect(index.ruankeRank[0]).toBe(-1)
    expect(SCHOOL_TIERS[index.tier[1]]).toBe('c9')
    expect(index.ruankeRank[1]).toBe(14)
  })

  it('says so on the row instead of the parent’s tier', () => {
    const b = buildList(index, { rank: 20000, subjects: PCB, segment: '一段' }, wants({ rows: 2 }))
    const codes = b.rows.find((r) => r.index === 0)!.reasons.map((r) => r.code)
    expect(codes).toContain('branchCampus')
    expect(codes.some((c) => c.startsWith('tier.') || c === 'ruanke')).toBe(false)
  })
})
