import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, signIn, type TestServer } from './testServer'
import { ordinaryForm, scoresBody, startServerWithData } from './profileFixtures'
import { saveScores } from '@/ports/api/batch'
import { scoreRank } from '@/ports/api/school'
import { studentInfo } from '@/ports/api/system'
import { logout } from '@/ports/api/user'

let server: TestServer

beforeAll(async () => {
  server = await startServerWithData()
}, 120000)
afterAll(async () => server.close())

const info = async (token: string) => (await send(server, studentInfo, {}, { token })).data.loginUser

describe('saving scores on a real SQLite file', () => {
  it('stores the record with the rank from the 2026 一分一段 table, and it survives sign-out and sign-in', async () => {
    const { token } = await signIn(server, '13700000001')
    const saved = await send(server, saveScores, scoresBody(), { token })
    expect(saved.code).toBe(0)
    expect(saved.data).toMatchObject({ total: 630, subjectScore: 255, isFill: '1', rank: '1', batchId: 0, province: '浙江', highSchool: '杭州高级中学' })
    const rank = await send(server, scoreRank, { year: '2026', score: '630' })
    expect(saved.data.rankZs).toBe(rank.data.rank)
    expect(saved.data.rankZs).toBeGreaterThan(1000)

    await send(server, logout, {}, { token })
    expect((await send(server, studentInfo, {}, { token })).code).toBe(403)
    const again = await signIn(server, '13700000001')
    expect((await info(again.token)).gkUserStudent).toEqual(saved.data)
  })

  it('recomputes what the client derived: a forged subject score, 综合分 or policy split is not stored', async () => {
    const { token } = await signIn(server, '13700000002')
    const form = ordinaryForm({
      studentType: 2,
      artTypeName: '美术与设计类',
      proScore: 240,
      secondArtTypeName: '音乐类',
      secondProScore: 200,
      addScoreType: 1,
      policyScore: 3,
    })
    const body = {
      ...scoresBody(form),
      subjectScore: 300,
      provincePolicyScore: 20,
      userBatch: [
        { id: 9, allScore: 750, artType: '美术与设计类', proScore: 240 },
        { id: 9, allScore: 750, artType: '音乐类', proScore: 200 },
      ],
    }
    const saved = await send(server, saveScores, body, { token })
    expect(saved.code).toBe(0)
    expect(saved.data).toMatchObject({ subjectScore: 255, nationalPolicyScore: 3, provincePolicyScore: 0, otherScore: 3 })
    // 630 × 0.5 + 240 × 2.5 × 0.5 = 615; 630 × 0.5 + 200 × 2.5 × 0.5 = 565
    expect(saved.data.userBatch).toEqual([
      { id: 0, allScore: 615, artType: '美术与设计类', proScore: 240 },
      { id: 0, allScore: 565, artType: '音乐类', proScore: 200 },
    ])
  })
})

describe('invalid input never reaches the database', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['a 选考 score above 100', { physics: 101 }, '物理成绩不能超过100分'],
    ['a negative 语文 score', { chinese: -1 }, '请输入正确的语文成绩'],
    ['a missing 数学 score', { math: null }, '请输入正确的数学成绩'],
    ['four subjects', { subject: 'physics,chemistry,biology,history', history: 60 }, '最多只能选择3门科目！'],
    ['two subjects', { subject: 'physics,chemistry' }, '请选择3门选考科目'],
    ['policy points without a type', { otherScore: 5 }, '请选择加分类型（国家政策或省政策，只能选一项）'],
    ['no student type', { studentType: 0 }, '请选择考生类型'],
    [
      'an unknown art type',
      { studentType: 2, artTypeName: '杂技类', userBatch: [{ id: 0, artType: '杂技类', proScore: 100 }], proScore: 100 },
      '暂不支持该类别：杂技类',
    ],
    ['a total that disagrees with the scores', { total: 700 }, '总分与各科成绩之和不一致'],
    ['an oversized name', { name: '名'.repeat(500) }, '参数“name”过长'],
    ['a score sent as text', { physics: '90' }, '参数“physics”不正确'],
  ]

  it.each(bad)('refuses %s with a message and stores nothing', async (_label, change, message) => {
    const { token, userId } = await signIn(server, `1360000${String(bad.findIndex(([label]) => label === _label)).padStart(4, '0')}`)
    const answer = await send(server, saveScores, { ...scoresBody(), ...change }, { token })
    expect(answer.code).not.toBe(0)
    expect(answer.msg).toBe(message)
    const rows = await server.db.selectFrom('students').selectAll().where('user_id', '=', userId).execute()
    expect(rows).toHaveLength(0)
  })

  it('keeps the previous record intact when a later save is refused', async () => {
    const { token, userId } = await signIn(server, '13700000003')
    await send(server, saveScores, scoresBody(), { token })
    const refused = await send(server, saveScores, { ...scoresBody(), english: 151 }, { token })
    expect(refused.code).toBe(1)
    const row = await server.db.selectFrom('students').select(['english', 'total']).where('user_id', '=', userId).executeTakeFirst()
    expect(row).toEqual({ english: 125, total: 630 })
  })
})
