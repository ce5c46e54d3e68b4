import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { consultBook, consultCancel, consultMine, cooperationAdd, expertList, type BookingInput } from '@/ports/api/consult'
import { runAdmin } from '../../server/cli/runAdmin'
import { present, send, sendRaw, signIn, startTestServer, type TestServer } from './testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => server.close())

const admin = (...argv: string[]) => runAdmin(server.db, argv, server.clock)
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The test clock stands at 2026-06-25 16:00 Beijing time: tomorrow is the 26th. */
const booking = (over: Partial<BookingInput> = {}): BookingInput => ({
  contactName: '张同学家长',
  phone: '13800000000',
  preferredDate: '2026-06-26',
  preferredPeriod: 'evening',
  question: '孩子物化技，位次一万五，想冲浙大还是稳浙工大？',
  ...over,
})

async function addExpert(name: string, ...more: string[]): Promise<number> {
  const added = await admin(
    'expert',
    'add',
    '--name',
    name,
    '--title',
    '志愿规划师',
    '--years',
    '8',
    '--specialities',
    '新高考选科，三位一体',
    '--bio',
    '长期为浙江考生做志愿规划',
    '--availability',
    '工作日 19:00-21:00',
    ...more,
  )
  expect(added.exitCode).toBe(0)
  return Number(/^\s*(\d+)/m.exec(added.output.split('\n')[1])![1])
}

describe('experts', () => {
  it('are none until an operator adds one; visitors see the shown ones in the operator’s order', async () => {
    expect((await send(server, expertList, {})).data).toEqual([])
    const wang = await addExpert('王老师', '--sort', '2')
    const li = await addExpert('李老师', '--sort', '1')
    await addExpert('赵老师', '--visible', '0')
    await admin('expert', 'set', String(wang), '--accepting', '0')
    const listed = (await send(server, expertList, {})).data
    expect(listed.map((e) => [e.id, e.name, e.accepting])).toEqual([
      [li, '李老师', true],
      [wang, '王老师', false],
    ])
    expect(listed[0]).toEqual({
      id: li,
      name: '李老师',
      title: '志愿规划师',
      years: 8,
      specialities: ['新高考选科', '三位一体'],
      bio: '长期为浙江考生做志愿规划',
      availability: '工作日 19:00-21:00',
      accepting: true,
    })
  })
})

describe('a booking', () => {
  it('needs a session, and someone taking bookings', async () => {
    expect((await send(server, consultBook, booking())).code).toBe(403)
    const { token } = await signIn(server, '13800001101')
    const none = await send(server, consultBook, booking(), { token })
    expect(none).toMatchObject({ code: 1, msg: '目前没有可预约的专家，请稍后再来' })
    const paused = await addExpert('王老师', '--accepting', '0')
    expect((await send(server, consultBook, booking(), { token })).msg).toBe('目前没有可预约的专家，请稍后再来')
    await addExpert('李老师')
    expect((await send(server, consultBook, booking({ expertId: paused }), { token })).msg).toBe('该专家不存在或暂停预约，请选择其他专家')
    expect((await send(server, consultBook, booking({ expertId: 9999 }), { token })).msg).toBe('该专家不存在或暂停预约，请选择其他专家')
    expect((await send(server, consultBook, booking(), { token })).code).toBe(0)
  })

  it('is refused field by field in the student’s language, as the form says it', async () => {
    await addExpert('王老师')
    const { token } = await signIn(server, '13800001102')
    const en = { token, headers: { 'accept-language': 'en' } }
    const cases: [Partial<BookingInput>, string, string][] = [
      [{ contactName: '  ' }, '请填写联系人姓名', 'Please enter a contact name'],
      [{ contactName: '一'.repeat(21) }, '联系人姓名不超过20个字', 'The contact name must be at most 20 characters'],
      [{ phone: '2380000000' }, '请输入正确的手机号', 'Please enter the correct phone number'],
      [{ preferredDate: '6月26日' }, '请选择明天起30天内的日期', 'Please choose a day from tomorrow to 30 days ahead'],
      [{ preferredPeriod: 'noon' as never }, '请选择希望联系的时段', 'Please choose when we may call you'],
      [{ question: '能上吗' }, '请描述您的问题（至少10个字）', 'Please describe your question (at least 10 characters)'],
      [{ question: '问'.repeat(501) }, '问题描述不超过500字', 'The question must be at most 500 characters'],
    ]
    for (const [change, zh, english] of cases) {
      expect((await sendRaw(server, consultBook, booking(change), { token })).msg).toBe(zh)
      expect((await sendRaw(server, consultBook, booking(change), en)).msg).toBe(english)
    }
  })

  it('is for a day from tomorrow to 30 days ahead, Beijing time', async () => {
    await addExpert('王老师')
    const { token } = await signIn(server, '13800001103')
    const msg = async (day: string) => (await send(server, consultBook, booking({ preferredDate: day }), { token })).msg
    expect(await msg('2026-06-25')).toBe('请选择明天起30天内的日期')
    expect(await msg('2026-07-26')).toBe('请选择明天起30天内的日期')
    expect(await msg('2026-02-30')).toBe('请选择明天起30天内的日期')
    expect(await msg('2026-07-25')).toBe('操作成功')
    // At 00:30 Beijing on the 26th the 26th is today.
    server.clock.advance(8.5 * HOUR)
    expect(await msg('2026-06-26')).toBe('请选择明天起30天内的日期')
  })

  it('is the student’s own: listed with its status and expert, cancellable while 已提交, invisible to others', async () => {
    const wang = await addExpert('王老师')
    const mine = await signIn(server, '13800001104')
    const other = await signIn(server, '13800001105')
    const placed = present((await send(server, consultBook, booking({ expertId: wang, question: '  请问三位一体和统招能同时报吗？  ' }), mine)).data, 'booking')
    expect(placed).toMatchObject({ status: 'submitted', expertId: wang, expertName: '王老师', question: '请问三位一体和统招能同时报吗？', note: null })
    // Another account neither sees nor cancels it, whatever ids it sends.
    expect((await send(server, consultMine, {}, other)).data).toEqual([])
    expect((await send(server, consultMine, { userId: mine.userId }, other)).code).toBe(1)
    expect((await send(server, consultCancel, { id: placed.id }, other)).msg).toBe('预约不存在')
    expect((await send(server, consultMine, {}, mine)).data).toEqual([placed])
    const cancelled = await send(server, consultCancel, { id: placed.id }, mine)
    expect(cancelled.data).toMatchObject({ id: placed.id, status: 'cancelled' })
    expect((await send(server, consultCancel, { id: placed.id }, mine)).msg).toBe('老师已在处理该预约，无法取消；如需调整请等待老师联系')
  })

  it('moves as the operator says, the note reaching the student, and cannot be cancelled once contacted', async () => {
    await addExpert('王老师')
    const mine = await signIn(server, '13800001106')
    const placed = present((await send(server, consultBook, booking(), mine)).data, 'booking')
    const listed = await admin('consult', 'list', '--status', 'submitted')
    expect(listed.output).toContain('张同学家长  13800000000')
    expect(listed.output).toContain('wants 2026-06-26 晚上  any expert')
    const set = await admin('consult', 'set', String(placed.id), '--status', 'contacted', '--note', '已电话联系，约定6月27日晚上')
    expect(set.exitCode).toBe(0)
    expect((await send(server, consultMine, {}, mine)).data[0]).toMatchObject({ status: 'contacted', note: '已电话联系，约定6月27日晚上' })
    expect((await send(server, consultCancel, { id: placed.id }, mine)).msg).toBe('老师已在处理该预约，无法取消；如需调整请等待老师联系')
    expect((await admin('consult', 'set', String(placed.id), '--status', 'done')).exitCode).toBe(0)
    const again = await admin('consult', 'set', String(placed.id), '--status', 'cancelled')
    expect(again).toEqual({ exitCode: 1, output: `Booking ${placed.id} is done; it cannot become cancelled.` })
    expect((await admin('consult', 'set', String(placed.id), '--status', 'submitted')).exitCode).toBe(2)
    expect((await admin('consult', 'set', '999', '--status', 'done')).output).toMatch(/There is no booking 999/)
  })

  it('is capped per account: three open at once, five a day even when cancelled', async () => {
    await addExpert('王老师')
    const mine = await signIn(server, '13800001107')
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push(present((await send(server, consultBook, booking(), mine)).data, 'booking').id)
    expect((await send(server, consultBook, booking(), mine)).msg).toBe('您已有3个进行中的预约，请等待老师联系，或取消后再预约')
    for (const id of ids) await send(server, consultCancel, { id }, mine)
    expect((await send(server, consultBook, booking(), mine)).code).toBe(0)
    expect((await send(server, consultBook, booking(), mine)).code).toBe(0)
    expect((await send(server, consultBook, booking(), mine)).msg).toBe('预约过于频繁，请明天再试')
    // Refusals used none of the day's five; a day later the account may book again.
    server.clock.advance(DAY + 1)
    expect((await send(server, consultBook, booking({ preferredDate: '2026-06-27' }), mine)).code).toBe(0)
  })
})

describe('the cooperation form', () => {
  const request = { organisation: '杭州市某中学', contactName: '陈老师', phone: '13900000001', city: '杭州', kind: 'school' as const, message: '' }

  it('is stored without a session and listed for operators', async () => {
    expect(await send(server, cooperationAdd, { ...request, message: '希望为高三家长开一场志愿讲座' })).toMatchObject({ code: 0, data: null })
    const listed = await admin('coop', 'list')
    expect(listed.output).toContain('学校  杭州市某中学（杭州）')
    expect(listed.output).toContain('陈老师  13900000001')
    expect(listed.output).toContain('希望为高三家长开一场志愿讲座')
  })

  it('says what is wrong in the visitor’s language', async () => {
    const en = { headers: { 'accept-language': 'en' } }
    expect((await sendRaw(server, cooperationAdd, { ...request, organisation: '某' })).msg).toBe('请填写单位名称（至少2个字）')
    expect((await sendRaw(server, cooperationAdd, { ...request, kind: 'spam' })).msg).toBe('请选择合作类型')
    expect((await sendRaw(server, cooperationAdd, { ...request, city: '' }, en)).msg).toBe('Please enter the city')
    expect((await sendRaw(server, cooperationAdd, { ...request, message: '字'.repeat(501) })).msg).toBe('合作说明不超过500字')
    expect((await sendRaw(server, cooperationAdd, { ...request, phone: '12345' })).msg).toBe('请输入正确的手机号')
  })

  it('spends one network’s day before the site’s: forty addresses of one block cannot refuse real partners (issue 34)', async () => {
    let refused = 0
    for (let i = 1; i <= 40; i++) {
      const r = await send(server, cooperationAdd, request, { ip: `10.9.9.${i}` })
      if (r.code !== 0) {
        refused++
        expect(r.msg).toBe('你所在的网络今天提交的合作申请已达上限，请明天再试')
      }
    }
    expect(refused).toBe(30)
    expect((await send(server, cooperationAdd, request, { ip: '172.16.5.9' })).code).toBe(0)
    expect((await send(server, cooperationAdd, request, { ip: '2001:db8:7::1' })).code).toBe(0)
    server.clock.advance(DAY + 1)
    expect((await send(server, cooperationAdd, request, { ip: '10.9.9.77' })).code).toBe(0)
  })

  it('takes five an hour from one address, 200 a day from all, and forgets requests after 180 days', async () => {
    for (let i = 0; i < 5; i++) expect((await send(server, cooperationAdd, request, { ip: '10.1.1.1' })).code).toBe(0)
    expect((await send(server, cooperationAdd, request, { ip: '10.1.1.1' })).msg).toBe('提交过于频繁，请一小时后再试')
    expect((await send(server, cooperationAdd, request, { ip: '10.1.1.2' })).code).toBe(0)
    server.clock.advance(HOUR + 1)
    expect((await send(server, cooperationAdd, request, { ip: '10.1.1.1' })).code).toBe(0)
    // Many addresses: the site's day is full at 200.
    const now = server.clock.now()
    for (let i = 0; i < 193; i++) await server.deps.repos.cooperations.add({ ...request, createdAt: now })
    expect((await send(server, cooperationAdd, request, { ip: '10.1.1.3' })).msg).toBe('今日合作申请已达上限，请明天再试')
    server.clock.advance(181 * DAY)
    expect((await send(server, cooperationAdd, request, { ip: '10.1.1.3' })).code).toBe(0)
    expect(await server.deps.repos.cooperations.countSince(0)).toBe(1)
  })
})
