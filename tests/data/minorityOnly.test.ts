import { describe, expect, it } from 'vitest'
import { isMinorityOnly } from '@/core/domain/programmeFlags'
import { readDataset } from '../../server/cli/data/readDataset'

describe('classes only minority students may file, over the 2026 plan', () => {
  const plans = readDataset('data').plans.filter((p) => p.year === 2026)
  const flagged = plans.filter((p) => isMinorityOnly(p.majorName, p.note))

  it('are 丽水学院’s nine 少数民族班 (the plan says 只招少数民族考生), and nothing else', () => {
    expect(flagged.map((p) => p.majorName).sort()).toEqual(
      [
        '英语(少数民族班)',
        '汉语言文学(少数民族班)(师范)',
        '学前教育(少数民族班)(师范)',
        '小学教育(少数民族班)(师范)',
        '护理学(少数民族班)',
        '财务管理(少数民族班)',
        '电子商务(少数民族班)',
        '旅游管理(少数民族班)',
        '汉语言文学(少数民族班)',
      ].sort(),
    )
    expect(flagged.every((p) => /只招少数民族考生/.test(p.note))).toBe(true)
  })

  it('do not catch a major about minority languages, open to every student', () => {
    expect(plans.some((p) => p.majorName.startsWith('中国少数民族语言文学'))).toBe(true)
    expect(isMinorityOnly('中国少数民族语言文学(维吾尔语言)', '民汉双语翻译人才培养计划')).toBe(false)
    expect(isMinorityOnly('临床医学(预科)')).toBe(true)
  })
})
