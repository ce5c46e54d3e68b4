import md5 from 'md5'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { digest, send, signIn, smsCode, type TestServer } from './testServer'
import { ordinaryForm, scoresBody, startServerWithData } from './profileFixtures'
import { batchesByUser, checkBatch, saveScores, userBatches } from '@/ports/api/batch'
import { artRatio, sportRatio } from '@/ports/api/school'
import { studentInfo } from '@/ports/api/system'
import { changePassword, changePasswordBySms, inviteCodeOf, listInvitation, phoneLogin, sendSms, updateProfile, updateStudentBatch } from '@/ports/api/user'

let server: TestServer

beforeAll(async () => {
  server = await startServerWithData()
}, 120000)
afterAll(async () => server.close())

async function studentWith(phone: string, form = ordinaryForm()) {
  const session = await signIn(server, phone)
  expect((await send(server, saveScores, scoresBody(form), { token: session.token })).code).toBe(0)
  return session
}

describe('batches', () => {
  it('offers an ordinary student 一段 and 二段 with the 2026 lines from the data', async () => {
    const { token } = await studentWith('13500000001')
    const list = await send(server, userBatches, {}, { token })
    expect(list.data).toEqual([
      { id: 1, name: '普通类第一段', status: 1, line: 494, year: 2026, artType: null },
      { id: 2, name: '普通类第二段', status: 1, line: 266, year: 2026, artType: null },
    ])
  })

  it('offers nothing before a profile exists and refuses to check or choose', async () => {
    const { token } = await signIn(server, '13500000002')
    expect((await send(server, userBatches, {}, { token })).data).toEqual([])
    const check = await send(server, checkBatch, { batchId: '1' }, { token })
    expect([check.code, check.msg]).toEqual([1, '请先完善成绩信息'])
  })

  it('checks the score against the line: 630 reaches 一段 (494), 480 does not', async () => {
    const high = await studentWith('13500000003')
    expect((await send(server, checkBatch, { batchId: '1' }, { token: high.token })).data).toBe(true)
    const low = await studentWith('13500000004', ordinaryForm({ scores: { chinese: 100, math: 100, english: 100, physics: 60, chemistry: 60, biology: 60 } }))
    expect((await send(server, checkBatch, { batchId: '1' }, { token: low.token })).data).toBe(false)
    expect((await send(server, checkBatch, { batchId: '2' }, { token: low.token })).data).toBe(true)
  })

  it('stores the chosen batch, lists it, and refuses batches of another student type', async () => {
    const { token } = await studentWith('13500000005')
    expect((await send(server, updateStudentBatch, { batchId: 1 }, { token })).code).toBe(0)
    const student = (await send(server, studentInfo, {}, { token })).data.loginUser.gkUserStudent
    expect(student).toMatchObject({ batchId: 1, batchName: '普通类第一段' })
    expect((await send(server, batchesByUser, {}, { token })).data).toMatchObject([{ id: 1, name: '普通类第一段' }])
    const art = await send(server, updateStudentBatch, { batchId: 3 }, { token })
    expect([art.code, art.msg]).toEqual([1, '该批次与您的考生类型不符'])
    const unknown = await send(server, checkBatch, { batchId: '99' }, { token })
    expect(unknown.msg).toBe('该批次不存在')
  })

  it('an art student checks with the chosen art type’s 综合分 and may only pick one of their art types', async () => {
    const form = ordinaryForm({ studentType: 2, artTypeName: '美术与设计类', proScore: 240, secondArtTypeName: '音乐类', secondProScore: 200 })
    const { token } = await studentWith('13500000006', form)
    expect((await send(server, userBatches, {}, { token })).data.map((b) => b.id)).toEqual([3, 4])
    expect((await send(server, updateStudentBatch, { batchId: 3, artTypeName: '舞蹈类' }, { token })).msg).toBe('暂不支持该类别：舞蹈类')
    expect((await send(server, updateStudentBatch, { batchId: 3, artTypeName: '音乐类' }, { token })).code).toBe(0)
    const student = (await send(server, studentInfo, {}, { token })).data.loginUser.gkUserStudent
    expect(student).toMatchObject({ batchId: 3, artTypeName: '音乐类' })
  })

  it('serves the 综合分 ratios as data', async () => {
    const art = await send(server, artRatio, {})
    expect(art.data).toHaveLength(6)
    expect(art.data).toContainEqual({ kind: 'art', type: '播音与主持类', cultureWeight: 0.8, proWeight: 0.2, proScale: 2.5, proMax: 300 })
    expect((await send(server, artRatio, { artType: '音乐类' })).data).toHaveLength(1)
    expect((await send(server, sportRatio, {})).data).toEqual([
      { kind: 'sport', type: '体育类', cultureWeight: 0.5, proWeight: 0.5, proScale: 7.5, proMax: 100 },
    ])
  })
})

describe('account settings', () => {
  it('changes the password only with the right old one, and the new one signs in', async () => {
    const { token, userId } = await signIn(server, '13500000011')
    await send(server, sendSms, { phone: '13500000011' })
    const code = smsCode(server, '13500000011')
    expect((await send(server, changePasswordBySms, { smsCode: code, newPassword: digest('first1') }, { token })).code).toBe(0)
    const before = await server.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()
    const wrong = await send(server, changePassword, { oldPassword: digest('nope99'), newPassword: digest('second2') }, { token })
    expect([wrong.code, wrong.msg]).toEqual([1, '原密码错误'])
    expect(await server.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).toEqual(before)
    expect((await send(server, changePassword, { oldPassword: digest('first1'), newPassword: digest('second2') }, { token })).code).toBe(0)
    const after = await server.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()
    expect(after.password_hash).not.toBe(digest('second2'))
    expect(await server.deps.hasher.verify(digest('second2'), after.password_hash!)).toBe(true)
  })

  it('refuses an SMS password change with a wrong code', async () => {
    const { token } = await signIn(server, '13500000012')
    const answer = await send(server, changePasswordBySms, { smsCode: '000000', newPassword: md5('x') }, { token })
    expect(answer.msg).toBe('短信验证码错误或已过期')
  })

  it('saves an image avatar and a nickname, and refuses a non-image or oversized avatar', async () => {
    const { token, userId } = await signIn(server, '13500000013')
    const avatar = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    expect((await send(server, updateProfile, { avatar, nickName: ' 小张 ' }, { token })).code).toBe(0)
    expect((await send(server, studentInfo, {}, { token })).data.loginUser).toMatchObject({ avatar, nickName: '小张' })
    const html = await send(server, updateProfile, { avatar: 'data:text/html;base64,PHNjcmlwdD4=' }, { token })
    expect([html.code, html.msg]).toEqual([1, '请上传图片'])
    const big = await send(server, updateProfile, { avatar: `data:image/jpeg;base64,${'A'.repeat(2_796_204)}` }, { token })
    expect(big.msg).toBe('图片不能超过2MB')
    const row = await server.db.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirstOrThrow()
    expect(row.avatar).toBe(avatar)
  })

  it('shows the invite code and the masked phones of invited students', async () => {
    const inviter = await signIn(server, '13500000014')
    const code = (await send(server, inviteCodeOf, {}, { token: inviter.token })).data
    expect(code).toMatch(/\S{4,}/)
    await send(server, sendSms, { phone: '13500000015' })
    await send(server, phoneLogin, { phone: '13500000015', smsCode: smsCode(server, '13500000015'), addCode: code })
    const list = await send(server, listInvitation, {}, { token: inviter.token })
    expect(list.data).toHaveLength(1)
    expect(list.data[0].phone).toBe('135****0015')
  })
})
