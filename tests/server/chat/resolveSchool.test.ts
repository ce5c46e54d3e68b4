import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import sample from '../../../data/sample.json'
import { fragmentHits, resolveSchool, type NamedSchool } from '../../../server/app/chat/resolve/resolveSchool'
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

describe('the fragment search by the rarest character', () => {
  // The definition it must keep: every school whose full name contains the fragment, or has it as a subsequence
  // starting at the name's first character.
  const holding = (f: string) => all.filter((s) => s.name.includes(f) || (s.name[0] === f[0] && new RegExp([...f].join('.*')).test(s.name)))
  const sorted = (schools: readonly NamedSchool[]) => schools.map((s) => s.code).sort()
  const subsequenceOf = (name: string, keep: boolean[]) => [...name].filter((_, i) => i === 0 || keep[i % keep.length]).join('')

  it('finds exactly the schools that hold a piece or an abbreviation of a full name, or any few characters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.nat(),
        fc.integer({ min: 2, max: 8 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.string({ unit: fc.constantFrom(...'浙江大学工业科技师范理医海洋杭州宁波温商传媒电子'), minLength: 2, maxLength: 5 }),
        (s, start, len, keep, random) => {
          const piece = s.name.slice(start % s.name.length, (start % s.name.length) + len)
          // As the resolver reads a question: runs of Chinese characters, each character once.
          for (const f of [piece, subsequenceOf(s.name, keep), random].filter((x) => /^[\u4e00-\u9fff]{2,}$/.test(x) && new Set(x).size === x.length))
            expect(sorted(fragmentHits(all, f)), f).toEqual(sorted(holding(f)))
        },
      ),
      { numRuns: 300 },
    )
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
