import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paramWords } from '@/core/domain/paramWords'
import { ELECTIVE_KEYS, SUBJECT_NAMES, subjectKeyOfName, type ElectiveKey } from '@/core/domain/subjects'
import { apiMessage } from '@/ports/api/messages'

const english = (key: string) => apiMessage(key, 'en')
const chinese = (key: string) => apiMessage(key, 'zh_CN')

describe('paramWords', () => {
  it('words a subject key, a list of subjects as the plan spells them and a segment; other params pass unchanged', () => {
    expect(paramWords({ subject: 'math', max: 150 }, english)).toEqual({ subject: 'Maths', max: 150 })
    expect(paramWords({ subjects: '物理、化学', planSubjects: '物理、化学、生物', year: 2026 }, english)).toEqual({
      subjects: 'Physics, Chemistry',
      planSubjects: 'Physics, Chemistry, Biology',
      year: 2026,
    })
    expect(paramWords({ segment: '一段', name: '浙江大学·计算机类', row: 3 }, english)).toEqual({ segment: 'first segment', name: '浙江大学·计算机类', row: 3 })
  })

  it('gives back the data’s own words in Chinese, so zh_CN reads as before', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...ELECTIVE_KEYS], { minLength: 1 }), (keys: ElectiveKey[]) => {
        const names = keys.map((k) => SUBJECT_NAMES[k]).join('、')
        expect(paramWords({ subjects: names }, chinese).subjects).toBe(names)
      }),
    )
  })

  it('never leaves a Chinese subject name in English, and knows every alias the plan uses', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['物理', '化学', '生物', '生物学', '技术', '通用技术', '历史', '政治', '思想政治', '地理'], { minLength: 1 }),
        (names) => {
          const worded = String(paramWords({ subjects: names.join('、') }, english).subjects)
          expect(worded).not.toMatch(/[\u4e00-\u9fff]/)
        },
      ),
    )
    expect(subjectKeyOfName('通用技术')).toBe('technology')
    expect(subjectKeyOfName('政治')).toBe('politics')
    expect(subjectKeyOfName('外语')).toBe('english')
    expect(subjectKeyOfName('美术')).toBeNull()
    // A word that only looks like a key is kept, never turned into a catalogue key.
    expect(paramWords({ subjects: 'art', subject: 'art' }, english)).toEqual({ subjects: 'art', subject: 'art' })
  })

  it('keeps a name it does not know, and never touches numbers', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (text, n) => {
        fc.pre(!/[,，、/+]/.test(text) && subjectKeyOfName(text) === null && !Object.hasOwn(SUBJECT_NAMES, text))
        expect(paramWords({ subjects: text, row: n }, english)).toEqual({ subjects: text.trim() === '' ? '' : text, row: n })
      }),
    )
  })
})
