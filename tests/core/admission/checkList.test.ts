import { describe, expect, it } from 'vitest'
import { checkList } from '@/core/domain/admission/checkList'
import { noteRestrictions } from '@/core/domain/admission/noteRestrictions'
import { aCandidate } from './admissionFixtures'

const student = { rank: 30000, subjects: ['物理', '化学', '生物'] }
const codes = (r: ReturnType<typeof checkList>, row: number | null) => r.findings.filter((f) => f.row === row).map((f) => f.code)

describe('checkList', () => {
  it('finds 选考 not met, duplicates, an inversion and a missing safety, each with a fix', () => {
    const list = [
      aCandidate('0001|1', 90000),
      aCandidate('0002|1', 25000),
      aCandidate('0003|1', 32000, { rule: { mode: 'all', subjects: ['历史'] } }),
      aCandidate('0002|1', 25000),
    ]
    const r = checkList(list, student)
    expect(codes(r, 2)).toContain('orderInversion')
    expect(codes(r, 3)).toContain('subjectNotMet')
    expect(codes(r, 4)).toContain('duplicate')
    expect(r.findings.every((f) => f.message.length > 0 && f.fix.length > 0)).toBe(true)
    expect(r.ok).toBe(false)
  })

  it('says a list without any 保 risks 滑档', () => {
    const r = checkList([aCandidate('0001|1', 25000), aCandidate('0002|1', 28000)], student)
    expect(codes(r, null)).toEqual(expect.arrayContaining(['noSafety', 'slipRisk']))
    expect(r.summary).toContain('滑档风险')
  })

  it('flags more than 80 volunteers and rows that will never be reached', () => {
    const list = Array.from({ length: 82 }, (_, i) => aCandidate(`${1000 + i}|1`, 200000))
    const r = checkList(list, student)
    expect(codes(r, null)).toContain('tooMany')
    expect(codes(r, 5)).toContain('neverReached')
  })

  it('flags tuition over budget, 中外合作 and restrictions written in the notes', () => {
    const r = checkList([aCandidate('0001|1', 90000, { tuition: 60000, sinoForeign: true, note: '色盲、色弱者慎报。英语成绩不低于110分。' })], student, { maxTuition: 20000 })
    expect(codes(r, 1)).toEqual(expect.arrayContaining(['overBudget', 'sinoForeign', 'restriction']))
    expect(r.findings.filter((f) => f.code === 'restriction')).toHaveLength(2)
  })

  it('passes a healthy list', () => {
    const list = [25000, 28000, 31000, 34000, 40000, 60000, 90000].map((c, i) => aCandidate(`${1000 + i}|1`, c))
    const r = checkList(list, student)
    expect(r.ok).toBe(true)
    expect(r.counts.bao).toBeGreaterThan(0)
  })
})

describe('noteRestrictions', () => {
  it('finds colour vision, single-subject, physical and language limits', () => {
    expect(noteRestrictions('色觉异常者不予录取').map((r) => r.kind)).toEqual(['colour'])
    expect(noteRestrictions('要求高考数学成绩不低于90分').map((r) => r.kind)).toEqual(['singleSubject'])
    expect(noteRestrictions('需体检合格；只招英语语种考生').map((r) => r.kind)).toEqual(['physical', 'language'])
    expect(noteRestrictions('含计算机科学与技术、软件工程专业')).toEqual([])
  })
})
