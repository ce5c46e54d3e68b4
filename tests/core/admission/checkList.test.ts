import { describe, expect, it } from 'vitest'
import { buildList } from '@/core/domain/admission/buildList'
import { checkList } from '@/core/domain/admission/checkList'
import { judgeNote } from '@/core/domain/admission/noteRules'
import { noteRestrictions } from '@/core/domain/admission/noteRestrictions'
import { aLadder, anIndex, PCB, wants, type FakeProgramme } from './planIndexFixtures'

const student = { rank: 30000, subjects: PCB, segment: '一段' as const }
const facts = { scores: { chinese: 120, math: 130, english: 125 }, sex: '女' }
const plan: FakeProgramme[] = [
  { id: '0001|001', center: 90000, tier: 'public', ruanke: 200 },
  { id: '0002|001', center: 25000, tier: '985', ruanke: 30 },
  { id: '0003|001', center: 32000, tier: '211', rule: { mode: 'all', subjects: ['历史'] } },
  { id: '0004|001', center: 95000, tier: 'public', tuition: 60000, sinoForeign: true, note: '色盲、色弱者慎报。要求高考外语成绩不低于110分。' },
  { id: '0005|001', center: 95000, tier: 'public', note: '要求高考外语成绩不低于130分' },
  { id: '0006|001', center: 95000, tier: 'public', note: '学校提醒：不适宜女生报考' },
  ...aLadder(300),
]
const index = anIndex(plan)
const at = (id: string) => index.position.get(id)!
const codes = (r: ReturnType<typeof checkList>, row: number | null) => r.findings.filter((f) => f.row === row).map((f) => f.code)

describe('checkList', () => {
  it('finds 选考 not met, a duplicate and a row placed after one the student likes less, each with its fix', () => {
    const r = checkList(index, [at('0001|001'), at('0002|001'), at('0003|001'), at('0002|001')], student, wants(), facts)
    expect(codes(r, 2)).toContain('orderInversion')
    expect(r.findings.find((f) => f.code === 'orderInversion')!.action).toEqual({ kind: 'move', row: 2, to: 1 })
    expect(codes(r, 3)).toContain('subjectNotMetAll')
    expect(codes(r, 4)).toContain('duplicate')
    expect(r.findings.find((f) => f.code === 'duplicate')!.action).toEqual({ kind: 'delete', rows: [4] })
    expect(r.ok).toBe(false)
  })

  it('judges a foreign-language limit against the student’s own score instead of asking them to confirm', () => {
    const r = checkList(index, [at('0004|001'), at('0005|001')], student, wants({ avoid: [] }), facts)
    // 125 meets 110: no finding at all; 125 misses 130: an error that removes the row.
    expect(codes(r, 1)).not.toContain('scoreNotMet.english')
    expect(codes(r, 2)).toContain('scoreNotMet.english')
    expect(r.findings.find((f) => f.code === 'scoreNotMet.english')!.params).toMatchObject({ min: 130, have: 125 })
    const unknown = checkList(index, [at('0005|001')], student, wants(), { scores: {}, sex: null })
    expect(unknown.findings.find((f) => f.code === 'scoreUnknown.english')!.action).toEqual({ kind: 'editProfile' })
  })

  it('asks about what it cannot know (colour vision), flags tuition and a kind the student ruled out', () => {
    const r = checkList(index, [at('0004|001')], student, wants({ maxTuition: 20000 }), facts)
    expect(codes(r, 1)).toEqual(expect.arrayContaining(['ask.colour', 'overBudget', 'avoided.sinoForeign']))
  })

  it('tells a student of the sex a school advises against', () => {
    expect(codes(checkList(index, [at('0006|001')], student, wants(), facts), 1)).toContain('sexAdvised')
    expect(codes(checkList(index, [at('0006|001')], student, wants(), { ...facts, sex: '男' }), 1)).not.toContain('sexAdvised')
  })

  it('says a list of reaches risks 滑档 and offers the safety programmes that fix it', () => {
    const r = checkList(index, [at('0002|001')], student, wants(), facts)
    const slip = r.findings.find((f) => f.code === 'slipRisk')!
    expect(slip.severity).toBe('error')
    expect(slip.action.kind).toBe('add')
    if (slip.action.kind !== 'add') return
    const fixed = checkList(index, [at('0002|001'), ...slip.action.planIds.map(at)], student, wants(), facts)
    expect(fixed.outcome!.slip).toBeLessThanOrEqual(0.01)
  })

  it('flags more than 80 volunteers with one fix, and never offers to delete safe rows below near-sure ones', () => {
    const easy = Array.from({ length: 82 }, (_, k) => at(plan[6 + 200 + (k % 90)].id))
    const r = checkList(index, easy, student, wants(), facts)
    expect(codes(r, null)).toContain('tooMany')
    expect(r.findings.find((f) => f.code === 'tooMany')!.action).toEqual({ kind: 'delete', rows: [81, 82] })
    const safe = Array.from({ length: 40 }, (_, k) => at(plan[6 + 200 + k].id))
    const deletes = checkList(index, safe, student, wants(), facts).findings.filter((f) => f.action.kind === 'delete')
    expect(deletes).toEqual([])
  })

  it('passes the AI’s own list with no order, delete or 滑档 finding', () => {
    const built = buildList(index, { ...student, facts }, wants())
    const r = checkList(
      index,
      built.rows.map((x) => x.index),
      student,
      wants(),
      facts,
    )
    expect(r.findings.map((f) => f.code)).not.toEqual(expect.arrayContaining(['orderInversion']))
    expect(r.findings.filter((f) => f.action.kind === 'delete')).toEqual([])
    expect(r.findings.map((f) => f.code)).not.toContain('slipRisk')
    expect(r.outcome!.slip).toBeCloseTo(built.outcome!.slip, 12)
  })

  it('checks a 二段 list without probabilities', () => {
    const r = checkList(index, [at('0001|001')], { rank: 230000, subjects: PCB, segment: '二段' }, wants(), facts)
    expect(r.outcome).toBeNull()
    expect(codes(r, 1)).toContain('wrongSegment')
    expect(r.summary.map((s) => s.code)).toContain('noHistory')
  })
})

describe('judgeNote', () => {
  it('reads score limits for 外语, 英语, 数学 and 语文 and judges them', () => {
    const j = judgeNote('要求高考英语成绩不低于120分；要求高考数学成绩不低于90分。', { scores: { english: 119, math: 90 }, sex: null })
    expect(j).toEqual([
      { kind: 'score', subject: 'english', min: 120, have: 119, met: false, text: '要求高考英语成绩不低于120分' },
      { kind: 'score', subject: 'math', min: 90, have: 90, met: true, text: '要求高考数学成绩不低于90分' },
    ])
  })

  it('leaves what it cannot judge as a question', () => {
    expect(judgeNote('色觉异常者不予录取', { scores: {}, sex: null })).toEqual([{ kind: 'ask', restriction: 'colour', text: '色觉异常者不予录取' }])
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
