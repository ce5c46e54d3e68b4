import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { disciplineIndex, programmeMatchesMajor, splitProgrammeName } from '@/core/domain/catalogueMatch'

const cs = { name: '计算机科学与技术', className: '计算机类', discipline: '工学' }
const law = { name: '法学', className: '法学类', discipline: '法学' }

describe('matching Zhejiang programmes to catalogue majors', () => {
  it('matches the major itself with campus or 中外合作 notes', () => {
    expect(programmeMatchesMajor('计算机科学与技术', cs)).toBe('major')
    expect(programmeMatchesMajor('计算机科学与技术(中外合作办学)', cs)).toBe('major')
    expect(programmeMatchesMajor('计算机科学与技术(嘉兴校区)(师范)', cs)).toBe('major')
  })
  it('does not match a longer name that merely starts with the major', () => {
    expect(programmeMatchesMajor('电子信息工程技术', { name: '电子信息工程', className: '电子信息类' })).toBeNull()
    expect(programmeMatchesMajor('法学类', law)).toBe('class')
    expect(programmeMatchesMajor('计算机科学与技术教育', cs)).toBeNull()
  })
  it('matches a 专业类 enrolled as a group only when its notes include the major or list none', () => {
    expect(programmeMatchesMajor('计算机类(含计算机科学与技术、软件工程)', cs)).toBe('class')
    expect(programmeMatchesMajor('计算机类(含软件工程、网络工程)', cs)).toBeNull()
    expect(programmeMatchesMajor('计算机类', cs)).toBe('class')
  })
  it('splits notes off without losing the base name', () => {
    expect(splitProgrammeName('临床医学(5+3一体化)(杭州)')).toEqual({ base: '临床医学', notes: '5+3一体化,杭州' })
  })
  it('finds the 门类 of a programme by major or 专业类 name and none for 试验班', () => {
    const of = disciplineIndex([cs, law])
    expect(of('计算机科学与技术(中外合作办学)')).toBe('工学')
    expect(of('法学类(含法学、知识产权)')).toBe('法学')
    expect(of('工科试验班(信息)')).toBeNull()
  })
  it('never matches a name whose base differs from both the major and its 专业类', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 6 }), (base, note) => {
        fc.pre(base !== cs.name && base !== cs.className && !/[()]/.test(base + note))
        expect(programmeMatchesMajor(`${base}(${note})`, cs)).toBeNull()
      }),
    )
  })
})
