import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiMessage } from '@/ports/api/messages'
import { needServiceCode } from '@/ports/api/plan'
import {
  MAX_SANYI_CHOICES,
  sanyiAddMine,
  sanyiDeleteMine,
  sanyiEditMine,
  sanyiInputs,
  sanyiMine,
  sanyiPageList,
  sanyiReorderMine,
  sanyiSaveInputs,
  sanyiSchools,
} from '@/ports/api/sanyi'
import { runAdmin } from '../../server/cli/runAdmin'
import { present, send, signIn, startTestServer, type TestServer } from './testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => server.close())

const zh = (key: Parameters<typeof apiMessage>[0], params?: Record<string, number>) => apiMessage(key, 'zh_CN', params)
const grades = { A: 6, B: 3, C: 1, D: 0, E: 0 }

describe('三位一体 catalogue', () => {
  it('serves the shipped copy to a signed-in student, each school with its source, and refuses a visitor', async () => {
    expect((await send(server, sanyiSchools, {})).code).toBe(403)
    const { token } = await signIn(server, '13900000001')
    const answer = await send(server, sanyiSchools, {}, { token })
    expect(answer.code).toBe(0)
    expect(answer.data.meta.origin).toBe('shipped')
    expect(answer.data.schools).toHaveLength(46)
    const zjut = present(
      answer.data.schools.find((s) => s.name === '浙江工业大学'),
      '浙江工业大学',
    )
    expect(zjut).toMatchObject({ schoolCode: '0003', city: '杭州市', nature: 'public', unverified: true, applyDates: '', testDates: '' })
    expect(zjut.source.title).toContain('招生章程')
    // A school the 一段 dataset lacks gets its place from the MOE list at build time.
    expect(answer.data.schools.find((s) => s.name === '西湖大学')).toMatchObject({ schoolCode: null, city: '杭州市', nature: 'private' })
  })
})

describe('三位一体志愿参考', () => {
  it('is refused without the 三位一体 service (the buy prompt’s code), and served once it is granted', async () => {
    const { token } = await signIn(server, '13900000002')
    const refused = await send(server, sanyiPageList, {}, { token })
    expect(refused).toMatchObject({ code: needServiceCode(4), msg: zh('sanyi.needThreeOne') })
    const grant = await runAdmin(server.db, ['grant', '--phone', '13900000002', '--service', 'threeOne'], server.clock)
    expect(grant.exitCode, grant.output).toBe(0)
    const page = await send(server, sanyiPageList, {}, { token })
    expect(page.code).toBe(0)
    // No inputs and no profile score yet: no composite, but every school with its majors.
    expect(page.data).toMatchObject({ inputs: null, gaokao: null, gaokaoFrom: null })
    expect(page.data.rows).toHaveLength(46)
    expect(page.data.rows.every((r) => r.composite === null)).toBe(true)
  })

  it('computes each school’s 综合成绩 from the saved grades, the expected 校测 and the profile’s 高考 total, and lists the majors open to the subjects', async () => {
    const { token, userId } = await signIn(server, '13900000003')
    await runAdmin(server.db, ['grant', '--phone', '13900000003', '--service', 'threeOne'], server.clock)
    // The profile as 完善信息 saves it (its rules are tested with the profile): 选考 物化生 and a total.
    await server.deps.repos.students.save(userId, { userId, subject: 'physics,chemistry,biology', total: 633, isFill: '1' })
    const before = await send(server, sanyiInputs, {}, { token })
    expect(before.data.inputs).toBeNull()
    const total = present(before.data.profileGaokao, 'the profile total')
    expect((await send(server, sanyiSaveInputs, { grades, testPercent: 80, gaokao: null }, { token })).code).toBe(0)
    const page = (await send(server, sanyiPageList, {}, { token })).data
    expect(page).toMatchObject({ gaokao: total, gaokaoFrom: 'profile', inputs: { grades, testPercent: 80, gaokao: null } })
    expect(page.subjects).toEqual(['物理', '化学', '生物'])
    const zjut = present(
      page.rows.find((r) => r.school === '浙江工业大学'),
      'row',
    )
    // 6A 3B 1C = 126 of 150 → 12.6; 校测 80 of 100 → 20; 高考 of 750 × 60.
    expect(zjut.composite?.low).toBeCloseTo(12.6 + 20 + (total / 750) * 60, 9)
    expect(zjut.testLeverage).toBeCloseTo(2.5, 9)
    expect(zjut.eligible.length).toBeGreaterThan(0)
    expect(zjut.eligible.every((m) => m.requirement === '' || m.requirement.split('、').every((s) => ['物理', '化学', '生物'].includes(s)))).toBe(true)
    // 上海纽约大学 sets no weighted score: none is invented.
    expect(page.rows.find((r) => r.school === '上海纽约大学')?.composite).toBeNull()
    // 西湖大学 converts 学考 by its own rule: a range.
    const westlake = present(page.rows.find((r) => r.school === '西湖大学')?.composite, 'westlake')
    expect(westlake.xk).toBeNull()
    expect(westlake.high - westlake.low).toBeCloseTo(10, 9)
    // A 高考 score entered in the calculator wins over the profile's.
    await send(server, sanyiSaveInputs, { grades, testPercent: 80, gaokao: 700 }, { token })
    expect((await send(server, sanyiPageList, {}, { token })).data).toMatchObject({ gaokao: 700, gaokaoFrom: 'input' })
  })

  it('refuses inputs that do not describe ten subjects or are out of range, in the student’s words', async () => {
    const { token } = await signIn(server, '13900000004')
    const short = await send(server, sanyiSaveInputs, { grades: { ...grades, A: 5 }, testPercent: 80, gaokao: null }, { token })
    expect(short).toMatchObject({ code: 1, msg: zh('sanyi.gradesTen') })
    const high = await send(server, sanyiSaveInputs, { grades, testPercent: 120, gaokao: null }, { token })
    expect(high.msg).toBe(zh('sanyi.percentRange'))
    const gaokao = await send(server, sanyiSaveInputs, { grades, testPercent: 80, gaokao: 751 }, { token, headers: { 'accept-language': 'en' } })
    expect(gaokao.msg).toBe(apiMessage('sanyi.gaokaoRange', 'en'))
  })
})

describe('我的意向志愿', () => {
  it('adds schools and majors of the catalogue, keeps notes and order, and refuses repeats and unknowns', async () => {
    const { token } = await signIn(server, '13900000005')
    const add = (school: string, major: string | null = null, note = '') => send(server, sanyiAddMine, { school, major, note }, { token })
    const zju = await add('浙江大学')
    expect(zju.code).toBe(0)
    const hdu = await add('杭州电子科技大学', null, '离家近')
    const zjut = await add('浙江工业大学', '健行学院实验班(理工)')
    expect(zjut.code, zjut.msg).toBe(0)
    expect(await add('浙江大学')).toMatchObject({ code: 1, msg: zh('sanyi.alreadyAdded') })
    expect(await add('不存在大学')).toMatchObject({ code: 1, msg: zh('sanyi.unknownSchool') })
    expect(await add('浙江大学', '不存在专业')).toMatchObject({ code: 1, msg: zh('sanyi.unknownMajor') })
    expect((await send(server, sanyiAddMine, { school: '浙江大学', major: null, note: '长'.repeat(201) }, { token })).msg).toBe(zh('sanyi.noteTooLong'))

    const ids = [zju.data.id, hdu.data.id, zjut.data.id]
    expect((await send(server, sanyiReorderMine, { ids: [ids[2], ids[0], ids[1]] }, { token })).code).toBe(0)
    expect((await send(server, sanyiReorderMine, { ids: [ids[0]] }, { token })).msg).toBe(zh('sanyi.reorderMismatch'))
    expect((await send(server, sanyiEditMine, { id: ids[0], note: '冲一冲' }, { token })).code).toBe(0)
    expect((await send(server, sanyiDeleteMine, { id: ids[1] }, { token })).code).toBe(0)
    expect((await send(server, sanyiDeleteMine, { id: ids[1] }, { token })).msg).toBe(zh('sanyi.choiceMissing'))
    const list = (await send(server, sanyiMine, {}, { token })).data
    expect(list.map((c) => [c.school, c.major, c.note])).toEqual([
      ['浙江工业大学', '健行学院实验班(理工)', ''],
      ['浙江大学', null, '冲一冲'],
    ])

    // Another student sees none of it and cannot touch it.
    const other = await signIn(server, '13900000006')
    expect((await send(server, sanyiMine, {}, { token: other.token })).data).toEqual([])
    expect((await send(server, sanyiEditMine, { id: ids[0], note: 'x' }, { token: other.token })).msg).toBe(zh('sanyi.choiceMissing'))
  })

  it(`holds at most ${MAX_SANYI_CHOICES} items`, async () => {
    const { token } = await signIn(server, '13900000007')
    const schools = (await send(server, sanyiSchools, {}, { token })).data.schools.slice(0, MAX_SANYI_CHOICES + 1)
    const answers = []
    for (const s of schools) answers.push(await send(server, sanyiAddMine, { school: s.name, major: null, note: '' }, { token }))
    expect(answers.slice(0, MAX_SANYI_CHOICES).every((a) => a.code === 0)).toBe(true)
    expect(answers[MAX_SANYI_CHOICES]).toMatchObject({ code: 1, msg: zh('sanyi.tooMany', { max: MAX_SANYI_CHOICES }) })
  })
})
