import { describe, expect, it } from 'vitest'
import { catalogueLookup, programmeCoverage } from '@/core/domain/admission/programmeMajors'
import { readDataset } from '../../server/cli/data/readDataset'

/** 专业优先 keeps a wish only if a programme counts as a wanted 专业类 when it really may lead there. */
describe('which 2026 programmes count as a wanted 专业类', () => {
  const ds = readDataset('data')
  const cat = catalogueLookup(ds.majors)
  const plans = ds.plans.filter((p) => p.year === 2026)

  it.each([
    ['0809', '计算机类'],
    ['1007', '药学类'],
    ['0301', '法学类'],
  ])('counts a programme as %s (%s) only when its name is one of the class’s majors or the class, or its note lists one', (code, className) => {
    const names = ds.majors.filter((m) => m.classCode === code).map((m) => m.name)
    const counted = plans.filter((p) => programmeCoverage(p.majorKey, p.note, cat).some((c) => c.code === code))
    expect(counted.length).toBeGreaterThan(50)
    const unexplained = counted.filter((p) => {
      const text = `${p.majorName} ${p.note}`
      return !text.includes(className) && !names.some((n) => text.includes(n))
    })
    expect(unexplained.map((p) => `${p.schoolCode} ${p.majorName}`)).toEqual([])
  })

  it('does not count a 试验班 whose note lists none of the class’s majors', () => {
    const p = { majorKey: '理科试验班(物理学领军班)', note: '含物理学、应用物理学专业。' }
    expect(programmeCoverage(p.majorKey, p.note, cat).some((c) => c.code === '0809')).toBe(false)
  })
})
