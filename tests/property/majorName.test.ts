import { describe, it } from 'vitest'
import fc from 'fast-check'
import { normalizeMajorName, normalizeSchoolName, programmeName, unifyWidth } from '@/core/domain/majorName'

const piece = fc.constantFrom('计算机', '类', '(', ')', '（', '）', ' ', '　', '中外合作', '师范', 'A', 'Ａ', '1', '１', '，', ',', '投档')
const name = fc.array(piece, { maxLength: 12 }).map((xs) => xs.join(''))
const toFull = (s: string) => s.replace(/\(/g, '（').replace(/\)/g, '）').replace(/,/g, '，')

describe('name normalisation', () => {
  it('is idempotent', () => {
    fc.assert(fc.property(name, (n) => normalizeMajorName(normalizeMajorName(n)) === normalizeMajorName(n)))
    fc.assert(fc.property(name, (n) => normalizeSchoolName(normalizeSchoolName(n)) === normalizeSchoolName(n)))
  })
  it('treats full-width and half-width brackets and commas alike', () => {
    fc.assert(fc.property(name, (n) => normalizeMajorName(toFull(n)) === normalizeMajorName(n)))
  })
  it('ignores spaces anywhere', () => {
    fc.assert(fc.property(name, fc.nat(20), (n, at) => unifyWidth(n.slice(0, at) + ' 　' + n.slice(at)) === unifyWidth(n)))
  })
  it('unifies every bracket and quote width however little else the name has', () => {
    // A fast path returns names with nothing to unify untouched: a single wide bracket must still be unified.
    const wide = fc.constantFrom('（', '）', '【', '】', '［', '］', '〔', '〕', '“', '”', '"', '，', '；', '：', '＋', '－', 'Ａ', '１')
    const narrow = fc.constantFrom('计算机', '类', 'A', '1', '')
    fc.assert(fc.property(narrow, wide, narrow, (a, w, b) => !/[（）【】［］〔〕“”"，；：＋－Ａ１]/.test(unifyWidth(a + w + b))))
  })
  it('strips a school-status tag appended to any name', () => {
    const tag = fc.constantFrom('（“双一流”建设高校）', '(一流大学建设高校)', '(民办学校)', '（独立学院）')
    fc.assert(fc.property(fc.constantFrom('浙江大学', '宁波大学', '浙江树人学院'), tag, (n, t) => normalizeSchoolName(n + t) === n))
  })
  it('never leaves full-width brackets or whitespace behind', () => {
    fc.assert(fc.property(name, (n) => !/[（）\s\u3000]/.test(normalizeMajorName(n))))
  })
  it('reads a programme as a family does: widths alike, its own tags kept, and the cross-year key below it', () => {
    fc.assert(fc.property(name, (n) => programmeName(programmeName(n)) === programmeName(n) && programmeName(toFull(n)) === programmeName(n)))
    // The cross-year key of a programme's name is the key of its family name: programmeName drops nothing the key keeps.
    fc.assert(fc.property(name, (n) => normalizeMajorName(programmeName(n)) === normalizeMajorName(n)))
    fc.assert(fc.property(name, (n) => programmeName(`${n}(中外合作办学)`) !== programmeName(n)))
  })
})
