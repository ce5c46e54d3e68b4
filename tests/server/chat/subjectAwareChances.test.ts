import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { understand } from '../../../server/adapters/chat/understand'
import { parseQuestion } from '../../../server/adapters/chat/parseQuestion'
import { ELECTIVE_SUBJECTS } from '@/core/domain/subjectRequirement'
import { answerOf, converse, recording, sampleChat } from './chatFixtures'

/** The demo backend with a 史政地 student of 一段 (rank 50,000): the plan's 物理+化学 programmes are closed to them. */
async function historyStudent() {
  const chat = await sampleChat()
  await chat.deps.repos.students.save(chat.userId, {
    total: 600,
    rankZs: 50000,
    rank: '1',
    batchId: 1,
    subject: 'history,politics,geography',
    isFill: '1',
  })
  return chat
}

type Chance = {
  ok: true
  rows: Array<{ majorName: string; eligible: boolean | null }>
  total: number
  closed: number
  closedExamples: string[]
  planSubjects: string[] | null
}
const chanceResults = (results: unknown[]) => results.filter((r): r is Chance => typeof r === 'object' && r !== null && 'closedExamples' in r)

describe('chances only where the subjects may apply', () => {
  it('gives no probability for programmes the student’s subjects cannot apply to, and says so', async () => {
    const { tools } = await historyStudent()
    const rec = recording(tools)
    const a = answerOf(await converse(rec.tools, ['能上温州医科大学临床医学吗']))
    const [r] = chanceResults(rec.results)
    expect(r.rows).toEqual([])
    expect(r.closed).toBeGreaterThan(0)
    expect(a).toContain(`${r.closed}个专业，选考历史、思想政治、地理都不能报`)
    expect(a).not.toMatch(/%/)
  })

  it('lists the open programmes of a school and counts the closed ones, from the profile’s subjects without a 我', async () => {
    const { tools } = await historyStudent()
    const rec = recording(tools)
    const a = answerOf(await converse(rec.tools, ['能上浙江工业大学吗']))
    const [r] = chanceResults(rec.results)
    expect(r.rows.length).toBeGreaterThan(0)
    expect(r.rows.every((row) => row.eligible === true)).toBe(true)
    expect(r.closed).toBeGreaterThan(0)
    expect(a).toContain(`另有${r.closed}个专业选考历史、思想政治、地理不能报`)
    for (const name of r.closedExamples) expect(a).not.toContain(`${name}：约`)
  })

  it('says our plan may lack programmes for subjects outside the ones it was exported for, and only then', async () => {
    const history = await historyStudent()
    const rec = recording(history.tools)
    const a = answerOf(await converse(rec.tools, ['能上浙江工业大学吗']))
    const [r] = chanceResults(rec.results)
    expect(r.planSubjects).toEqual(['物理', '化学', '生物'])
    expect(a).toContain('计划只含物理化学生物考生可报的专业')
    const physics = await sampleChat()
    expect(answerOf(await converse(physics.tools, ['能上浙江工业大学吗']))).not.toContain('计划只含')
    expect(answerOf(await converse(history.tools, ['能上哪些211']))).toContain('计划只含物理化学生物考生可报的专业')
  })

  it('never lets a closed programme into the rows, for any three subjects at any school (open + closed = all matched)', async () => {
    const { tools } = await sampleChat()
    const schools = ['0001', '0003', '0005', '0020', '0049']
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...ELECTIVE_SUBJECTS), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(...schools),
        async (subjects, schoolCode) => {
          const all = await tools.admitChance.run({ rank: 40000, schoolCode })
          const mine = await tools.admitChance.run({ rank: 40000, schoolCode, subjects })
          if (!all.ok || !mine.ok) throw new Error('no catalogue')
          expect(all.closed).toBe(0)
          expect(mine.total + mine.closed).toBe(all.total)
          expect(mine.rows.every((row) => row.eligible !== false)).toBe(true)
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('words that are not what they look like', () => {
  it('reads 历史类 and 物理类 as a student’s track, not as the 历史学 or 物理学 programme', async () => {
    const { tools } = await historyStudent()
    for (const q of ['575分，历史类，能上浙江工商大学吗', '物理类能报浙江大学吗', '历史类考生能上浙江工业大学吗']) {
      const u = await understand(tools, [], q)
      expect(u.major, q).toBeNull()
      expect(u.intent, q).toBe('chance')
    }
    // "物理类专业" still names the 物理学类 majors.
    expect(parseQuestion('浙江大学物理类专业分数线').nameText).toContain('物理类')
  })

  it('reads the province’s lines asked for "今年" or with 分数线 alone, and a year not yet published', async () => {
    const { tools } = await sampleChat()
    for (const q of ['今年一段线多少分', '今年的分数线出来了吗', '分数线']) expect((await understand(tools, [], q)).intent, q).toBe('batchLines')
    // A school's cutoff is still a cutoff, also when it is carried from the turn before.
    expect((await understand(tools, [], '浙江大学今年多少分')).intent).toBe('cutoffs')
    expect((await understand(tools, [{ question: '浙江大学2025年最低多少分', answer: '' }], '那分数线呢')).intent).toBe('cutoffs')
    const rec = recording(tools)
    const a = answerOf(await converse(rec.tools, ['2027年一段线多少分']))
    expect(a).toContain('2027年的分段线还没有公布')
    const lines = await tools.batchLines.run({})
    if (!lines.ok) throw new Error('no lines')
    const newest = lines.rows[0]
    const first = lines.rows.find((r) => r.year === newest.year && r.batch === '一段')
    expect(a).toContain(`${newest.year}年一段${first?.score}分`)
  })

  it('reads "要选什么科目" and its kin as the 选考 requirement question', async () => {
    const { tools } = await historyStudent()
    for (const q of ['温州医科大学临床医学要选什么科目', '计算机科学与技术需要选考哪些科目', '浙大临床医学对选考有什么要求', '软件工程选什么科目'])
      expect((await understand(tools, [], q)).intent, q).toBe('eligibility')
  })
})
