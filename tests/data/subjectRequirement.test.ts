import { describe, expect, it } from 'vitest'
import { isEligible, parseSubjectRequirement } from '@/core/domain/subjectRequirement'
import { normalizeMajorName, normalizeSchoolName } from '@/core/domain/majorName'
import { parseTuition, programmeFlags } from '@/core/domain/programmeFlags'

describe('选考科目要求 by the plan year wording', () => {
  it('reads the 2024 "物理，化学(2门均须选考)" as all of 物理 and 化学', () => {
    expect(parseSubjectRequirement('物理，化学(2门均须选考)', 2024)).toEqual({ mode: 'all', subjects: ['物理', '化学'] })
  })
  it('reads the 2023 "物理,化学(2门科目考生选考其中一门即可报考)" as any of them', () => {
    expect(parseSubjectRequirement('物理,化学(2门科目考生选考其中一门即可报考)', 2023)).toEqual({ mode: 'any', subjects: ['物理', '化学'] })
  })
  it('falls back on the year when the wording is silent', () => {
    expect(parseSubjectRequirement('物理,化学', 2023)?.mode).toBe('any')
    expect(parseSubjectRequirement('物理,化学', 2024)?.mode).toBe('all')
  })
  it('reads 不提科目要求 as no requirement and rejects unknown subjects', () => {
    expect(parseSubjectRequirement('不提科目要求', 2026)).toEqual({ mode: 'none', subjects: [] })
    expect(parseSubjectRequirement('天文(1门必须选考)', 2026)).toBeNull()
  })
  it('lets a 物理+生物+地理 student into any-of 物理/化学 but not all-of', () => {
    const me = ['物理', '生物', '地理']
    expect(isEligible({ mode: 'any', subjects: ['物理', '化学'] }, me)).toBe(true)
    expect(isEligible({ mode: 'all', subjects: ['物理', '化学'] }, me)).toBe(false)
  })
})

describe('names and plan facts', () => {
  it('strips school tags and 投档单 so names match across years', () => {
    expect(normalizeSchoolName('浙江大学（“双一流”建设高校）')).toBe('浙江大学')
    expect(normalizeSchoolName('浙江大学(一流大学建设高校)')).toBe('浙江大学')
    expect(normalizeMajorName('光电信息科学与工程(含光电芯片方向)投档单')).toBe(normalizeMajorName('光电信息科学与工程（含光电芯片方向）'))
  })
  it('parses tuition written in 万 and 免学费', () => {
    expect(parseTuition('8.5万')).toBe(85000)
    expect(parseTuition('免学费')).toBe(0)
    expect(parseTuition('见简注')).toBeNull()
  })
  it('flags 中外合作, 师范, 定向 and 医学 programmes', () => {
    expect(programmeFlags('计算机科学与技术(中外合作办学)')).toMatchObject({ sinoForeign: true, medical: false })
    expect(programmeFlags('临床医学', '', '', '5')).toMatchObject({ medical: true })
    expect(programmeFlags('汉语言文学(师范)')).toMatchObject({ teacher: true })
    expect(programmeFlags('临床医学(定向)')).toMatchObject({ directed: true, medical: true })
  })
})
