import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captchaImage, forgetPassword, logout, passwordLogin, phoneLogin, register, sendSms } from '@/ports/api/user'
import { studentInfo } from '@/ports/api/system'
import { digest, fetchRaw, send, signIn, smsCode, startTestServer, type TestServer } from '../testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

async function registerPhone(phone: string, password: string, addCode?: string) {
  await send(server, sendSms, { phone })
  const code = smsCode(server, phone)
  return send(server, register, { phone, code, p1: digest(password), p2: digest(password), type: 1, addCode })
}

async function passwordSignIn(account: string, password: string, uuid = 'captcha-uuid-1', captchaAnswer?: string) {
  const image = await fetchRaw(server, captchaImage, { uuid })
  expect(image.headers.get('content-type')).toBe('image/svg+xml')
  const code = captchaAnswer ?? server.captcha.lastText.toUpperCase()
  return send(server, passwordLogin, { account, password: digest(password), code, uuid, type: 1 })
}

describe('SMS login', () => {
  it('creates an account for a new phone and answers the contract shape with a working token', async () => {
    await send(server, sendSms, { phone: '13800000001' })
    const code = smsCode(server, '13800000001')
    expect(code).toMatch(/^\d{6}$/)
    const answer = await send(server, phoneLogin, { phone: '13800000001', smsCode: code })
    expect(answer.code).toBe(0)
    expect(phoneLogin.output.safeParse(answer.data).success).toBe(true)
    expect(answer.data.loginUserDTO.roles).toEqual(['student'])
    expect(answer.data.loginUserDTO.gkUserStudent).toBeNull()
    const info = await send(server, studentInfo, {}, { token: answer.data.accessToken })
    expect(info.code).toBe(0)
    expect(studentInfo.output.safeParse(info.data).success).toBe(true)
    expect(info.data.loginUser.phone).toBe('13800000001')
  })

  it('accepts each SMS code only once', async () => {
    await send(server, sendSms, { phone: '13800000002' })
    const code = smsCode(server, '13800000002')
    expect((await send(server, phoneLogin, { phone: '13800000002', smsCode: code })).code).toBe(0)
    const again = await send(server, phoneLogin, { phone: '13800000002', smsCode: code })
    expect(again.code).toBe(1)
    expect(again.msg).toBe('短信验证码错误或已过期')
  })

  it('refuses an SMS code after its five minutes', async () => {
    await send(server, sendSms, { phone: '13800000003' })
    server.clock.advance(5 * 60_000 + 1)
    const answer = await send(server, phoneLogin, { phone: '13800000003', smsCode: smsCode(server, '13800000003') })
    expect(answer.code).toBe(1)
  })

  it('stores SMS codes hashed, never as the digits sent', async () => {
    await send(server, sendSms, { phone: '13800000004' })
    const rows = await server.db.selectFrom('sms_codes').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0].code_hash).not.toContain(server.sms.lastCode('13800000004'))
  })
})

describe('register and password login', () => {
  it('registers with an SMS code, then signs in with the password digest and a right captcha', async () => {
    const registered = await registerPhone('13900000001', 'secret-1')
    expect(registered.code).toBe(0)
    expect(register.output.safeParse(registered.data).success).toBe(true)
    const login = await passwordSignIn('13900000001', 'secret-1')
    expect(login.code).toBe(0)
    expect(passwordLogin.output.safeParse(login.data).success).toBe(true)
    expect(login.data.loginUser.phone).toBe('13900000001')
  })

  it('keeps only a salted slow hash of the password, not the digest the client sent', async () => {
    await registerPhone('13900000002', 'secret-2')
    const row = await server.db.selectFrom('users').select('password_hash').where('phone', '=', '13900000002').executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^scrypt\$/)
    expect(row.password_hash).not.toContain(digest('secret-2'))
  })

  it('refuses a second registration of the same phone', async () => {
    await registerPhone('13900000003', 'secret-3')
    server.clock.advance(121_000)
    const again = await registerPhone('13900000003', 'other')
    expect(again.msg).toBe('该手机号已注册，请直接登录')
  })

  it('refuses registration when the two passwords differ', async () => {
    await send(server, sendSms, { phone: '13900000004' })
    const answer = await send(server, register, { phone: '13900000004', code: smsCode(server, '13900000004'), p1: digest('a'), p2: digest('b') })
    expect(answer.msg).toBe('两次输入的密码不一致')
  })

  it('answers wrong credentials without saying which part was wrong', async () => {
    await registerPhone('13900000005', 'secret-5')
    expect((await passwordSignIn('13900000005', 'wrong')).msg).toBe('手机号或密码错误')
    expect((await passwordSignIn('13900000999', 'secret-5', 'captcha-uuid-2')).msg).toBe('手机号或密码错误')
  })

  it('spends the captcha on a wrong answer, so a right answer afterwards is refused too', async () => {
    await registerPhone('13900000006', 'secret-6')
    const wrong = await passwordSignIn('13900000006', 'secret-6', 'uuid-single-use', 'zzzz')
    expect(wrong.msg).toBe('图形验证码错误或已过期')
    const text = server.captcha.lastText
    const retry = await send(server, passwordLogin, { account: '13900000006', password: digest('secret-6'), code: text, uuid: 'uuid-single-use' })
    expect(retry.msg).toBe('图形验证码错误或已过期')
  })

  it('refuses a captcha older than five minutes', async () => {
    await registerPhone('13900000007', 'secret-7')
    await fetchRaw(server, captchaImage, { uuid: 'uuid-expiring' })
    server.clock.advance(5 * 60_000 + 1)
    const answer = await send(server, passwordLogin, {
      account: '13900000007',
      password: digest('secret-7'),
      code: server.captcha.lastText,
      uuid: 'uuid-expiring',
    })
    expect(answer.msg).toBe('图形验证码错误或已过期')
  })

  it('links the inviter when a valid invite code is given and ignores an unknown one', async () => {
    const inviter = await registerPhone('13900000008', 'x')
    server.clock.advance(121_000)
    await registerPhone('13900000009', 'y', inviter.data.loginUser.inviteCode ?? undefined)
    await registerPhone('13900000010', 'z', 'NOSUCHCODE')
    const rows = await server.db.selectFrom('users').select(['phone', 'invited_by']).orderBy('id').execute()
    expect(rows.map((row) => row.invited_by)).toEqual([null, inviter.data.loginUser.id, null])
  })
})

describe('forgotten password and logout', () => {
  it('sets a new password after the SMS check and ends the old sessions', async () => {
    const registered = await registerPhone('13700000001', 'old-pass')
    server.clock.advance(121_000)
    await send(server, sendSms, { phone: '13700000001' })
    const reset = await send(server, forgetPassword, {
      phone: '13700000001',
      smsCode: smsCode(server, '13700000001'),
      password: digest('new-pass'),
      password1: digest('new-pass'),
    })
    expect(reset.code).toBe(0)
    expect((await send(server, studentInfo, {}, { token: registered.data.token })).code).toBe(403)
    expect((await passwordSignIn('13700000001', 'old-pass', 'u-old-pass')).code).toBe(1)
    expect((await passwordSignIn('13700000001', 'new-pass', 'u-new-pass')).code).toBe(0)
  })

  it('tells the holder of a right code that the phone has no account (a wrong code says nothing of it)', async () => {
    await send(server, sendSms, { phone: '13700000002' })
    const code = smsCode(server, '13700000002')
    const answer = await send(server, forgetPassword, { phone: '13700000002', smsCode: code, password: digest('a'), password1: digest('a') })
    expect(answer.msg).toBe('该手机号尚未注册')
  })

  it('logs out: the token stops working', async () => {
    const { token } = await signIn(server, '13700000003')
    expect((await send(server, logout, {}, { token })).code).toBe(0)
    const after = await send(server, studentInfo, {}, { token })
    expect(after.code).toBe(403)
    expect(after.msg).toBe('登录状态已过期，请重新登录')
  })
})

describe('sessions', () => {
  it('answers 403 without a token, with an unknown token and after the session lifetime', async () => {
    expect((await send(server, studentInfo, {})).code).toBe(403)
    expect((await send(server, studentInfo, {}, { token: 'f'.repeat(64) })).code).toBe(403)
    const { token } = await signIn(server, '13600000001')
    server.clock.advance(72 * 3_600_000 + 1)
    expect((await send(server, studentInfo, {}, { token })).code).toBe(403)
  })

  it('slides the expiry and sends the token header back once the session has been used for a while', async () => {
    const { token } = await signIn(server, '13600000002')
    const fresh = await send(server, studentInfo, {}, { token })
    expect(fresh.headers.get('token')).toBeNull()
    server.clock.advance(2 * 3_600_000)
    const later = await send(server, studentInfo, {}, { token })
    expect(later.headers.get('token')).toBe(token)
    expect(later.headers.get('access-control-expose-headers')).toBe('token')
    // Renewed at +2 h, so the session now lasts until +74 h rather than +72 h.
    server.clock.advance(71 * 3_600_000)
    expect((await send(server, studentInfo, {}, { token })).code).toBe(0)
  })

  it("refuses to read another user's student info", async () => {
    const first = await signIn(server, '13600000003')
    const second = await signIn(server, '13600000004')
    const answer = await send(server, studentInfo, { id: String(second.userId) }, { token: first.token })
    expect(answer.code).toBe(1)
    expect(answer.msg).toBe('无权访问其他用户的数据')
    expect(JSON.stringify(answer.data ?? '')).not.toContain('13600000004')
  })
})
