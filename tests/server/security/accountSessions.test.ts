import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { studentInfo } from '@/ports/api/system'
import { changePassword, changePasswordBySms, forgetPassword, logoutEverywhere, register, sendSms } from '@/ports/api/user'
import { runAdmin } from '../../../server/cli/runAdmin'
import { digest, passwordSignIn, send, signIn, smsCode, startTestServer, type TestServer } from '../testServer'

/** Issue 15: sessions as a family expects them; each test is the complaint it answers. */
let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

const PHONE = '13510000001'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const alive = async (token: string) => (await send(server, studentInfo, {}, { token })).code === 0

async function withPassword(phone: string, password: string) {
  await send(server, sendSms, { phone })
  expect((await send(server, register, { phone, code: smsCode(server, phone), p1: digest(password), p2: digest(password), type: 1 })).code).toBe(0)
  server.clock.advance(121_000)
}

describe('sessions', () => {
  it('end 30 days after sign-in however much they are used (they used to slide forever)', async () => {
    const { token } = await signIn(server, PHONE)
    for (let day = 1; day < 30; day++) {
      server.clock.advance(DAY)
      expect(await alive(token)).toBe(true)
    }
    server.clock.advance(DAY)
    expect(await alive(token)).toBe(false)
  })

  it('still end after 72 hours without use, before their absolute end', async () => {
    const { token } = await signIn(server, PHONE)
    server.clock.advance(72 * HOUR + 1)
    expect(await alive(token)).toBe(false)
  })

  it('a password change with the old password ends every other session, keeps this one, and says so', async () => {
    await withPassword(PHONE, 'old-pass')
    const here = await passwordSignIn(server, PHONE, 'old-pass')
    const elsewhere = await passwordSignIn(server, PHONE, 'old-pass')
    const answer = await send(server, changePassword, { oldPassword: digest('old-pass'), newPassword: digest('new-pass') }, { token: here.data.token })
    expect(answer.code).toBe(0)
    expect(answer.msg).toBe('密码修改成功，其他设备上的登录已退出')
    expect(await alive(here.data.token)).toBe(true)
    expect(await alive(elsewhere.data.token)).toBe(false)
  })

  it('a password change by SMS code ends every other session too', async () => {
    const here = await signIn(server, PHONE)
    const elsewhere = await signIn(server, PHONE)
    await send(server, sendSms, { phone: PHONE })
    const answer = await send(server, changePasswordBySms, { smsCode: smsCode(server, PHONE), newPassword: digest('new-pass') }, { token: here.token })
    expect(answer.msg).toBe('密码修改成功，其他设备上的登录已退出')
    expect(await alive(here.token)).toBe(true)
    expect(await alive(elsewhere.token)).toBe(false)
  })

  it('a forgotten-password reset ends every session and says so', async () => {
    await withPassword(PHONE, 'old-pass')
    const before = await passwordSignIn(server, PHONE, 'old-pass')
    await send(server, sendSms, { phone: PHONE })
    const answer = await send(server, forgetPassword, { phone: PHONE, smsCode: smsCode(server, PHONE), password: digest('n'), password1: digest('n') })
    expect(answer.msg).toBe('密码已重置，所有设备上的登录已退出，请用新密码登录')
    expect(await alive(before.data.token)).toBe(false)
  })

  it('sign out everywhere ends every session of the account, on every process, and no one else’s', async () => {
    const other = await server.twin()
    try {
      const first = await signIn(server, PHONE)
      const second = await signIn(other, PHONE)
      const stranger = await signIn(server, '13510000002')
      const answer = await send(other, logoutEverywhere, {}, { token: first.token })
      expect(answer.data).toEqual({ ended: 2 })
      expect(answer.msg).toBe('已退出所有设备上的登录')
      expect(await alive(first.token)).toBe(false)
      expect((await send(other, studentInfo, {}, { token: second.token })).code).toBe(403)
      expect(await alive(stranger.token)).toBe(true)
    } finally {
      await other.db.destroy()
    }
  })

  it('password changes and sign-outs everywhere are in the security log, and the operator reads it by phone and date', async () => {
    await withPassword(PHONE, 'old-pass')
    const here = await passwordSignIn(server, PHONE, 'old-pass', { headers: { 'user-agent': 'Safari iPhone' } })
    await send(server, changePassword, { oldPassword: digest('old-pass'), newPassword: digest('new-pass') }, { token: here.data.token })
    await send(server, logoutEverywhere, {}, { token: here.data.token })
    const events = (await server.deps.repos.securityLog.read({ phone: PHONE })).map((e) => e.event)
    expect(events).toEqual(['sessions.revoked', 'password.changed', 'signIn.ok', 'signIn.ok'])
    const printed = await runAdmin(server.db, ['security-log', '--user', PHONE], server.clock)
    expect(printed.exitCode).toBe(0)
    expect(printed.output).toContain('password.changed')
    expect(printed.output).toContain('Safari iPhone')
    expect(printed.output.split('\n')).toHaveLength(5)
    const future = new Date(server.clock.now() + 2 * DAY).toISOString().slice(0, 10)
    expect((await runAdmin(server.db, ['security-log', '--since', future], server.clock)).output).toBe('No entries.')
    expect((await runAdmin(server.db, ['security-log', '--since', 'yesterday'], server.clock)).exitCode).toBe(2)
  })

  it('an operator lifts a password lock, and that and every changing command go to the log; reads do not', async () => {
    await withPassword(PHONE, 'secret')
    for (let i = 0; i < 5; i++) await passwordSignIn(server, PHONE, `guess-${i}`, { ip: '10.70.0.1' })
    expect((await passwordSignIn(server, PHONE, 'secret', { ip: '10.70.0.1' })).msg).toBe('尝试次数过多，请稍后再试')
    expect((await runAdmin(server.db, ['unlock', '--phone', PHONE], server.clock)).output).toContain('lifted')
    expect((await passwordSignIn(server, PHONE, 'secret', { ip: '10.70.0.1' })).code).toBe(0)
    await runAdmin(server.db, ['grant', '--phone', PHONE, '--service', 'super'], server.clock)
    await runAdmin(server.db, ['show', '--phone', PHONE], server.clock)
    await runAdmin(server.db, ['setting', 'set', 'is_test', '1'], server.clock)
    await runAdmin(server.db, ['coupon', 'list'], server.clock)
    const log = await server.deps.repos.securityLog.read({})
    expect(log.slice(0, 4).map((e) => [e.event, e.detail])).toEqual([
      ['operator', 'npm run admin -- setting set is_test 1'],
      ['grant', `npm run admin -- grant --phone ${PHONE} --service super`],
      ['signIn.ok', 'password'],
      ['lock.lifted', 'by an operator: 5 wrong passwords, 0 wrong codes, 1 sends forgotten'],
    ])
  })
})
