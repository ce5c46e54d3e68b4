import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { studentInfo } from '@/ports/api/system'
import { forgetPassword, passwordLogin, phoneLogin, register, sendSms } from '@/ports/api/user'
import { CountingPasswordHasher } from '../../support/CountingPasswordHasher'
import { Codes } from '@/ports/api/endpoint'
import { digest, passwordSignIn, send, signIn, smsCode, startTestServer, withProof, type TestServer } from '../testServer'

/**
 * Issue 15, tried as an attacker would: the sign-in flows must not tell which phones have accounts, and nobody
 * but the owner's own mistakes may keep the owner out.
 */
let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

const OWNER = '13500000001'
const OWNER_IP = '10.50.0.1'
const TOO_MANY = '尝试次数过多，请稍后再试'

/** An account with a password, made as a family makes it (SMS code, then register). */
async function registered(phone: string, password: string) {
  await send(server, sendSms, { phone }, { ip: OWNER_IP })
  const answer = await send(server, register, { phone, code: smsCode(server, phone), p1: digest(password), p2: digest(password), type: 1 }, { ip: OWNER_IP })
  expect(answer.code).toBe(0)
  server.clock.advance(121_000)
}

const wrongSms = (phone: string, ip: string) => send(server, phoneLogin, { phone, smsCode: '000000' }, { ip })

describe('no account enumeration', () => {
  it('register answers a wrong code the same for a registered phone and an unknown one', async () => {
    await registered(OWNER, 'secret-1')
    const known = await send(server, register, { phone: OWNER, code: '123456', p1: digest('x'), p2: digest('x'), type: 1 })
    const unknown = await send(server, register, { phone: '13500000999', code: '123456', p1: digest('x'), p2: digest('x'), type: 1 })
    expect([known.code, known.msg]).toEqual([unknown.code, unknown.msg])
    expect(known.msg).toBe('短信验证码错误或已过期')
  })

  it('register tells the phone is taken only to whoever holds its code (the owner)', async () => {
    await registered(OWNER, 'secret-1')
    await send(server, sendSms, { phone: OWNER })
    const answer = await send(server, register, { phone: OWNER, code: smsCode(server, OWNER), p1: digest('x'), p2: digest('x'), type: 1 })
    expect(answer.msg).toBe('该手机号已注册，请直接登录')
  })

  it('forgotten password answers an unknown phone exactly as a wrong code for a registered one', async () => {
    await registered(OWNER, 'secret-1')
    const request = (phone: string) => send(server, forgetPassword, { phone, smsCode: '123456', password: digest('n'), password1: digest('n') })
    const known = await request(OWNER)
    const unknown = await request('13500000999')
    expect([unknown.code, unknown.msg]).toEqual([known.code, known.msg])
    expect(unknown.msg).toBe('短信验证码错误或已过期')
  })

  it('password login runs the same slow hash for an unknown phone, an SMS-only account and a wrong password', async () => {
    await registered(OWNER, 'secret-1')
    await signIn(server, '13500000002') // an account made by SMS: no password
    const hasher = new CountingPasswordHasher(server.deps.hasher)
    server.deps.hasher = hasher
    const verifiesFor = async (phone: string) => {
      const before = hasher.verifies
      const answer = await passwordSignIn(server, phone, 'wrong-password')
      expect(answer.msg).toBe('手机号或密码错误')
      return hasher.verifies - before
    }
    expect(await verifiesFor(OWNER)).toBe(1)
    expect(await verifiesFor('13500000999')).toBe(1)
    expect(await verifiesFor('13500000002')).toBe(1)
  })
})

describe('limits on the secret being guessed, not on the owner', () => {
  it('wrong picture codes from anywhere cost the phone nothing: the owner still signs in by password and by SMS', async () => {
    await registered(OWNER, 'secret-1')
    for (let i = 0; i < 30; i++) {
      const answer = await send(
        server,
        passwordLogin,
        { account: OWNER, password: digest('guess'), code: 'zzzz', uuid: `garbage-${i}` },
        { ip: `10.60.${i}.1` },
      )
      expect(answer.msg).toBe('图形验证码错误或已过期')
    }
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: OWNER_IP })).code).toBe(0)
    await send(server, sendSms, { phone: OWNER }, { ip: OWNER_IP })
    expect((await send(server, phoneLogin, { phone: OWNER, smsCode: smsCode(server, OWNER) }, { ip: OWNER_IP })).code).toBe(0)
  })

  it('locks wrong passwords per phone and address: the attacker is stopped, the owner elsewhere is not', async () => {
    await registered(OWNER, 'secret-1')
    for (let i = 0; i < 5; i++) expect((await passwordSignIn(server, OWNER, `guess-${i}`, { ip: '10.61.0.1' })).msg).toBe('手机号或密码错误')
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: '10.61.0.1' })).msg).toBe(TOO_MANY)
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: OWNER_IP })).code).toBe(0)
    server.clock.advance(15 * 60_000 + 1)
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: '10.61.0.1' })).code).toBe(0)
  })

  it('asks work, never a lock, of password guessing from many addresses; SMS sign-in stays open', async () => {
    await registered(OWNER, 'secret-1')
    for (let i = 0; i < 20; i++) await passwordSignIn(server, OWNER, `guess-${i}`, { ip: `10.62.${i}.1` })
    const unpaid = await send(
      server,
      passwordLogin,
      { account: OWNER, password: digest('secret-1'), code: 'abcd', uuid: 'no-work-1', type: 1 },
      { ip: '10.62.99.1' },
    )
    expect(unpaid.code).toBe(Codes.proofNeeded)
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: '10.62.99.1' })).code).toBe(0)
    await send(server, sendSms, { phone: OWNER }, { ip: OWNER_IP })
    expect((await send(server, phoneLogin, { phone: OWNER, smsCode: smsCode(server, OWNER) }, { ip: OWNER_IP })).code).toBe(0)
  })

  it("never counts the owner's right passwords against the budget", async () => {
    await registered(OWNER, 'secret-1')
    for (let i = 0; i < 12; i++) expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: OWNER_IP })).code).toBe(0)
    for (let i = 0; i < 4; i++) await passwordSignIn(server, OWNER, 'typo', { ip: OWNER_IP })
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: OWNER_IP })).code).toBe(0)
  })

  it("accepts the owner's right SMS code whatever failed before it from other addresses", async () => {
    await registered(OWNER, 'secret-1')
    for (let i = 0; i < 40; i++) await wrongSms(OWNER, `10.64.${i}.1`)
    for (let i = 0; i < 25; i++) await passwordSignIn(server, OWNER, `guess-${i}`, { ip: `10.65.${i}.1` })
    await send(server, sendSms, { phone: OWNER }, { ip: OWNER_IP })
    const answer = await withProof(server, 'code', OWNER, (proof) =>
      send(server, phoneLogin, { phone: OWNER, smsCode: smsCode(server, OWNER), proof }, { ip: OWNER_IP }),
    )
    expect(answer.code).toBe(0)
    expect((await send(server, studentInfo, {}, { token: answer.data.accessToken })).code).toBe(0)
  })

  it('still stops one address after 50 sign-in attempts of any kind in 15 minutes', async () => {
    for (let i = 0; i < 50; i++) await wrongSms(`1320000${String(i).padStart(4, '0')}`, '10.66.0.1')
    expect((await wrongSms('13200009999', '10.66.0.1')).msg).toBe(TOO_MANY)
    expect((await wrongSms('13200009999', '10.66.0.2')).msg).toBe('短信验证码错误或已过期')
  })
})

describe('the address the limits count', () => {
  it('is the one the proxy saw (the last X-Forwarded-For entry), not whatever the client wrote before it', async () => {
    const spoofed = (i: number) => ({ headers: { 'x-forwarded-for': `1.2.${i >> 8}.${i & 255}, 10.68.0.1` } })
    for (let i = 0; i < 50; i++) await send(server, phoneLogin, { phone: '13200001111', smsCode: '000000' }, spoofed(i))
    expect((await send(server, phoneLogin, { phone: '13200001111', smsCode: '000000' }, spoofed(999))).msg).toBe(TOO_MANY)
  })
})

describe('the security log', () => {
  it('records sign-ins and failures with address and user agent, and a lock when a budget is spent', async () => {
    await registered(OWNER, 'secret-1')
    const ua = { 'user-agent': 'Mozilla/5.0 (attack script)' }
    for (let i = 0; i < 5; i++) await passwordSignIn(server, OWNER, `guess-${i}`, { ip: '10.67.0.1', headers: ua })
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: OWNER_IP })).code).toBe(0)
    const log = await server.deps.repos.securityLog.read({ phone: OWNER })
    const events = log.map((e) => e.event)
    expect(events.filter((e) => e === 'signIn.failed')).toHaveLength(5)
    expect(events.filter((e) => e === 'lock')).toHaveLength(1)
    expect(events[0]).toBe('signIn.ok')
    const lock = log.find((e) => e.event === 'lock')!
    expect(lock).toMatchObject({ ip: '10.67.0.1', userAgent: 'Mozilla/5.0 (attack script)' })
    expect(lock.detail).toContain(`phone ${OWNER} from 10.67.0.1`)
    expect(log.find((e) => e.event === 'signIn.ok')).toMatchObject({ ip: OWNER_IP, detail: 'password' })
  })
})
