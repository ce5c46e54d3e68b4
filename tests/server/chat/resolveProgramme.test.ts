import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { programmeName } from '@/core/domain/majorName'
import { resolveProgramme } from '../../../server/app/chat/resolve/resolveProgramme'

const CHARS = [...'生物工程技术地理科学材料计算机类临床医学法汉语言文学软件电子信息']
const word = fc.array(fc.constantFrom(...CHARS), { minLength: 2, maxLength: 7 }).map((a) => a.join(''))
const variant = fc.option(fc.constantFrom('(师范)', '(中外合作办学)', '（中美合作）', '(5+3一体化)', '(智能与计算类)'), { nil: '' })
const name = fc.tuple(word, variant).map(([w, v]) => w + v)

describe('resolveProgramme: whole names before words', () => {
  it('resolves any name of the school, written whole in a question, to that name (or names that begin with it)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 12 }), fc.nat(), fc.constantFrom('', '我想问', '请问'), (names, k, before) => {
        // Names are compared as families read them (widths unified; a tag such as (中外合作办学) kept).
        const n = programmeName(names[k % names.length])
        const hit = resolveProgramme(names, `${before}${n}的投档线是多少`)
        expect(hit).not.toBeNull()
        // Never a name the words do not begin; the named one is always among those returned.
        for (const r of hit!.names) expect(r.startsWith(hit!.fragment)).toBe(true)
        expect(hit!.fragment.length).toBeGreaterThanOrEqual(n.length)
        expect(hit!.names).toContain(n)
        // A name written whole is picked alone.
        expect(hit!.names).toEqual([n])
      }),
    )
  })

  it('keeps the subject words that belong to a name and lists names that share the words', () => {
    expect(resolveProgramme(['生物工程', '建筑学'], '生物工程投档线')?.names).toEqual(['生物工程'])
    expect(resolveProgramme(['地理科学(师范)', '生物技术(制药)'], '地理科学')?.names).toEqual(['地理科学(师范)'])
    const shared = resolveProgramme(['工科试验班(智能与计算类)', '工科试验班(化工能源与生命健康类)'], '工科试验班2024年投档线')
    expect(shared).toMatchObject({ exact: false, names: ['工科试验班(智能与计算类)', '工科试验班(化工能源与生命健康类)'] })
    expect(resolveProgramme(['工科试验班(智能与计算类)', '工科试验班(化工能源与生命健康类)'], '工科试验班（智能与计算类）')?.names).toEqual([
      '工科试验班(智能与计算类)',
    ])
    // Subject names alone yield to any other name in the question ("选了物理化学生物，能报法学吗").
    expect(resolveProgramme(['化学', '法学'], '选了物理化学生物,能报法学吗')?.names).toEqual(['法学'])
    expect(resolveProgramme(['化学', '法学'], '今天天气怎么样')).toBeNull()
  })
})
