import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import sample from '../../../data/sample.json'
import { resolveSchool, type NamedSchool } from '../../../server/app/chat/resolve/resolveSchool'
import { resolveMajor } from '../../../server/app/chat/resolve/resolveMajor'
import { SCHOOL_NICKNAMES } from '../../../server/app/chat/resolve/schoolNicknames'
import { readDataset } from '../../../server/cli/data/readDataset'
import { DATA_DIR } from '../../../server/cli/data/paths'

const all: NamedSchool[] = readDataset(DATA_DIR).schools.map((s) => ({ code: s.code, name: s.name, ruankeRank: s.ruankeRank }))
const few: NamedSchool[] = (sample.schools as Array<{ code: string; name: string; ruankeRank?: number | null }>).map((s) => ({
  code: s.code,
  name: s.name,
  ruankeRank: s.ruankeRank ?? null,
}))

describe('the school resolver', () => {
  it('resolves every full name of the dataset to that school', () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), (s) => {
        expect(resolveSchool(all, s.name)?.school.name).toBe(s.name)
      }),
      { numRuns: 300 },
    )
  })

  it('finds a full name inside a question, whatever words surround it', () => {
    const frames = ['{}的投档线是多少', '我想上{}', '{}2025年录取分数线', '请问{}计算机多少分', '{}呢']
    fc.assert(
      fc.property(fc.constantFrom(...few), fc.constantFrom(...frames), (s, frame) => {
        expect(resolveSchool(few, frame.replace('{}', s.name))?.school.name).toBe(s.name)
      }),
    )
  })

  it('takes the name written first when a question names two schools, whatever their order in the list', () => {
    // The full names are read by their first character (an index built once per list); the list's order decides
    // only between equally long names at the same place.
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(...all), fc.constantFrom('和', '还是', '与', '比'), (a, b, word) => {
        fc.pre(a.name !== b.name)
        expect(resolveSchool(all, `${a.name}${word}${b.name}哪个好`)?.school.name).toBe(a.name)
        expect(resolveSchool([...all].reverse(), `我在${b.name}${word}${a.name}之间选`)?.school.name).toBe(b.name)
      }),
      { numRuns: 300 },
    )
  })

  it('reads every nickname of the table as its school, when the dataset has it', () => {
    const names = new Set(all.map((s) => s.name))
    for (const [nick, name] of Object.entries(SCHOOL_NICKNAMES)) {
      if (!names.has(name)) continue
      expect(resolveSchool(all, `${nick}投档线`)?.school.name, nick).toBe(name)
    }
  })

  it('guesses abbreviations that are not in the table from the characters of a full name', () => {
    expect(resolveSchool(all, '浙海大')?.school.name).toBe('浙江海洋大学')
    expect(resolveSchool(all, '杭电')?.school.name).toBe('杭州电子科技大学')
    for (const chat of ['今天天气怎么样', '帮我写一篇作文', '你是谁']) expect(resolveSchool(all, chat), chat).toBeNull()
  })
})

describe('the major resolver', () => {
  const known = ['计算机类', '计算机科学与技术', '临床医学', '口腔医学', '软件工程', '法学']
  it('takes the longest words that begin a known name', () => {
    expect(resolveMajor(known, '能报临床医学吗')?.fragment).toBe('临床医学')
    expect(resolveMajor(known, '计算机怎么样')?.names).toEqual(['计算机类', '计算机科学与技术'])
    expect(resolveMajor(known, '今天天气怎么样')).toBeNull()
  })
})
