import { describe, expect, it } from 'vitest'
import { INVENTORY } from '@/core/domain/assessment/inventory'
import { RIASEC } from '@/core/domain/assessment/riasec'
import { COMBINATION_ORDER } from '@/core/domain/assessment/combinations'
import { ELECTIVE_SUBJECTS } from '@/core/domain/subjectRequirement'
import { assessment_en } from '@/ui/i18n/assessment.en'
import { classNamesEn, disciplineNamesEn } from '@/ui/i18n/assessment.classNames.en'
import { CLASS_INTERESTS } from '@/core/domain/assessment/classInterests'
import { assessment_zh_CN } from '@/ui/i18n/assessment.zh_CN'
import { assessment_zh_TW } from '@/ui/i18n/assessment.zh_TW'

const han = /\p{Script=Han}/u
const languages = { zh_CN: assessment_zh_CN, zh_TW: assessment_zh_TW, en: assessment_en } as Record<string, Record<string, string>>

describe('the words of the interest tests', () => {
  it('leave no empty text (the join of short subject names aside)', () => {
    for (const words of Object.values(languages))
      expect(Object.entries(words).filter(([key, text]) => text.trim() === '' && key !== 'assess.subjectShortJoin')).toEqual([])
  })

  it('word every item of the inventory, every type, every answer and every subject, in every language', () => {
    const needed = [
      ...INVENTORY.map((item) => `assess.item.${item.id}`),
      ...RIASEC.flatMap((t) => [`assess.type.${t}`, `assess.type.${t}.short`]),
      ...[1, 2, 3, 4, 5].map((a) => `assess.answer.${a}`),
      ...COMBINATION_ORDER.flatMap((s) => [`assess.subject.${s}`, `assess.subjectShort.${s}`]),
      ...ELECTIVE_SUBJECTS.map((s) => `assess.subjectName.${s}`),
    ]
    for (const words of Object.values(languages)) expect(needed.filter((key) => !(key in words))).toEqual([])
  })

  it('write 48 different activities, none twice', () => {
    for (const words of Object.values(languages)) {
      const items = INVENTORY.map((item) => words[`assess.item.${item.id}`])
      expect(new Set(items).size).toBe(items.length)
    }
  })

  it('name every 专业类 and 门类 in English', () => {
    expect(Object.keys(CLASS_INTERESTS).filter((code) => !classNamesEn[code])).toEqual([])
    expect(Object.keys(CLASS_INTERESTS).filter((code) => !disciplineNamesEn[code.slice(0, 2)])).toEqual([])
    expect([...Object.values(classNamesEn), ...Object.values(disciplineNamesEn)].filter((name) => han.test(name))).toEqual([])
  })
})
