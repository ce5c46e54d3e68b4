import { afterEach, describe, expect, it } from 'vitest'
import { Codes } from '@/ports/api/endpoint'
import { captchaImage, forgetPassword, passwordLogin, phoneLogin, proofChallenge, register, sendSms } from '@/ports/api/user'
import { runAdmin } from '../../../server/cli/runAdmin'
import { CountingPasswordHasher } from '../../support/CountingPasswordHasher'
import { digest, fetchRaw, passwordSignIn, send, smsCode, startTestServer, withProof, type TestServer } from '../testServer'

/**
 * Issue 34's numbered attacks, as an attacker ran them against the old main (each test here failed there), and
 * after each one the owner signs in by SMS and by password. The owner's client solves proof-of-work challenges
 * as the web app does (withProof); the attacker's scripts do too where the attack said so.
 */
let server: TestServer
afterEach(async () => {
  await server.close()
})

const OWNER = '13700000001'
const OWNER_IP = '10.90.0.1'
const TOO_MANY = '尝试次数过多，请稍后再试'
const SENDS_REFUSED = '请求过于频繁，请稍后再试'
const CODE_WRONG = '短信验证码错误或已过期'
const GAP = 121_000

const ownerSends = (phone = OWNER, ip = OWNER_IP) => withProof(server, 'sms', phone, (proof) => send(server, sendSms, { phone, proof }, { ip }), { ip })
const ownerSmsSignIn = (phone = OWNER, ip = OWNER_IP) =>
  withProof(server, 'code', phone, (proof) => send(server, phoneLogin, { phone, smsCode: smsCode(server, phone), proof }, { ip }), { ip })

async function withPassword(phone: string, password: string) {
  await ownerSends(phone)
  const made = await withProof(server, 'code', phone, (proof) =>
    send(server, register, { phone, code: smsCode(server, phone), p1: digest(password), p2: digest(password), type: 1, proof }, { ip: OWNER_IP }),
  )
  expect(made.code).toBe(0)
  server.clock.advance(GAP)
}

/** The owner, after an attack: a new code by SMS and a sign-in with it, then the password (each from the owner's address). */
async function ownerStillGetsIn(password = 'secret-1') {
  server.clock.advance(GAP)
  expect((await ownerSends()).code).toBe(0)
  expect((await ownerSmsSignIn()).code).toBe(0)
  expect((await passwordSignIn(server, OWNER, password, { ip: OWNER_IP })).code).toBe(0)
}

describe('1. nobody spends the owner’s SMS codes for the day', () => {
  it('a stranger sending codes to the phone from one address every 121 s spends only that address’s share', async () => {
    server = await startTestServer()
    await withPassword(OWNER, 'secret-1')
    const answers: string[] = []
    for (let i = 0; i < 9; i++) {
      answers.push(
        (await withProof(server, 'sms', OWNER, (proof) => send(server, sendSms, { phone: OWNER, proof }, { ip: '10.91.0.1' }), { ip: '10.91.0.1' })).msg,
      )
      server.clock.advance(GAP)
    }
    // The phone got the first five; then the address, not the phone, is refused.
    expect(answers.filter((msg) => msg === SENDS_REFUSED)).toHaveLength(4)
    await ownerStillGetsIn()
    // Registration and password reset by SMS work for the owner too.
    server.clock.advance(GAP)
    await ownerSends()
    const reset = await withProof(server, 'code', OWNER, (proof) =>
      send(
        server,
        forgetPassword,
        { phone: OWNER, smsCode: smsCode(server, OWNER), password: digest('secret-2'), password1: digest('secret-2'), proof },
        { ip: OWNER_IP },
      ),
    )
    expect(reset.code).toBe(0)
    const log = await server.deps.repos.securityLog.read({ phone: OWNER })
    expect(log.some((e) => e.event === 'lock' && e.detail.startsWith(`SMS codes to phone ${OWNER} from 10.91.0.1`))).toBe(true)
  })

  it('codes sent from thirty networks only make each further send cost work, never a refusal of the owner', async () => {
    server = await startTestServer()
    await withPassword(OWNER, 'secret-1')
    for (let i = 0; i < 30; i++) {
      await withProof(server, 'sms', OWNER, (proof) => send(server, sendSms, { phone: OWNER, proof }, { ip: `10.92.${i}.1` }), { ip: `10.92.${i}.1` })
      server.clock.advance(GAP)
    }
    // Without the work a send is not made; the owner's client does the work and gets the code.
    const unpaid = await send(server, sendSms, { phone: OWNER }, { ip: OWNER_IP })
    expect(unpaid.code).toBe(Codes.proofNeeded)
    expect(unpaid.msg).toBe('请稍候，正在进行安全验证后重试')
    await ownerStillGetsIn()
  })

  it('an operator’s unlock lifts a phone’s and an address’s blocks, and says so in the log', async () => {
    server = await startTestServer()
    for (let i = 0; i < 5; i++) {
      await withProof(server, 'sms', OWNER, (proof) => send(server, sendSms, { phone: OWNER, proof }, { ip: '10.93.0.1' }), { ip: '10.93.0.1' })
      server.clock.advance(GAP)
    }
    const refused = () => withProof(server, 'sms', OWNER, (proof) => send(server, sendSms, { phone: OWNER, proof }, { ip: '10.93.0.1' }), { ip: '10.93.0.1' })
    expect((await refused()).msg).toBe(SENDS_REFUSED)
    expect((await runAdmin(server.db, ['unlock', '--phone', OWNER], server.clock)).output).toContain(`Blocks on ${OWNER} lifted`)
    expect((await refused()).code).toBe(0)
    for (let i = 0; i < 20; i++) await send(server, sendSms, { phone: `1370000${String(100 + i).padStart(4, '0')}` }, { ip: '10.93.1.1' })
    expect((await send(server, sendSms, { phone: '13700009999' }, { ip: '10.93.1.1' })).msg).toBe(SENDS_REFUSED)
    const lifted = await runAdmin(server.db, ['unlock', '--address', '10.93.1.1'], server.clock)
    expect(lifted.output).toContain('Blocks on 10.93.1.1 and its network lifted')
    expect((await send(server, sendSms, { phone: '13700009999' }, { ip: '10.93.1.1' })).code).toBe(0)
    const log = await server.deps.repos.securityLog.read({})
    expect(log.filter((e) => e.event === 'lock.lifted').map((e) => e.detail)).toEqual([
      'by an operator: address 10.93.1.1, 40 counted hits forgotten (one attempt counts at the address and at its network)',
      'by an operator: 0 wrong passwords, 0 wrong codes, 5 sends forgotten',
    ])
    expect(log.some((e) => e.event === 'lock' && e.detail.startsWith('sendSms: sms:ip:10.93.1.1|'))).toBe(true)
  })
})

describe('2. wrong passwords lock the guessing addresses, not the owner', () => {
  it('five wrong passwords from each of four addresses leave the owner’s right password accepted', async () => {
    server = await startTestServer()
    await withPassword(OWNER, 'secret-1')
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < 5; i++) expect((await passwordSignIn(server, OWNER, `guess-${a}-${i}`, { ip: `10.94.${a}.1` })).msg).toBe('手机号或密码错误')
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: '10.94.0.1' })).msg).toBe(TOO_MANY)
    await ownerStillGetsIn()
  })

  it('the owner behind a guessing address (one school network) clears its lock by signing in by SMS', async () => {
    server = await startTestServer()
    await withPassword(OWNER, 'secret-1')
    for (let i = 0; i < 5; i++) await passwordSignIn(server, OWNER, `guess-${i}`, { ip: OWNER_IP })
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: OWNER_IP })).msg).toBe(TOO_MANY)
    await ownerSends()
    expect((await ownerSmsSignIn()).code).toBe(0)
    expect((await passwordSignIn(server, OWNER, 'secret-1', { ip: OWNER_IP })).code).toBe(0)
    const lifted = (await server.deps.repos.securityLog.read({ phone: OWNER })).find((e) => e.event === 'lock.lifted')
    expect(lifted?.detail).toBe("by the owner's SMS code (sms): 5 wrong passwords, 0 wrong codes forgotten")
  })
})

describe('3. a machine reading the picture code gets no cheap guesses', () => {
  it('past five wrong passwords at a phone, a guess is not even checked without work, and the work grows', async () => {
    server = await startTestServer()
    await withPassword(OWNER, 'secret-1')
    const hasher = new CountingPasswordHasher(server.deps.hasher)
    server.deps.hasher = hasher
    // The bot reads every picture code right (as the 60-line solver did) and guesses from forty addresses.
    const answers = []
    for (let i = 0; i < 40; i++) answers.push(await botGuess(i, `10.95.${i}.1`))
    expect(answers.slice(0, 5).every((a) => a.msg === '手机号或密码错误')).toBe(true)
    expect(answers.slice(5).every((a) => a.code === Codes.proofNeeded)).toBe(true)
    expect(hasher.verifies).toBe(5)
    const challenge = await send(server, proofChallenge, { purpose: 'password', phone: OWNER })
    expect(challenge.data.maxnumber).toBeGreaterThanOrEqual(10_000)
    await ownerStillGetsIn()
  })
})

/** One guess the way a script sends it: the picture code read right, no proof of work. */
async function botGuess(i: number, ip: string) {
  const uuid = `bot-${i}-${Math.random().toString(36).slice(2)}`
  await fetchRaw(server, captchaImage, { uuid }, { ip })
  return send(server, passwordLogin, { account: OWNER, password: digest(`bot-${i}`), code: server.captcha.lastText, uuid, type: 1 }, { ip })
}

describe('4. nobody spoils the owner’s SMS code', () => {
  it('five wrong codes from strangers leave the owner’s code good, and one address stops at five', async () => {
    server = await startTestServer()
    await withPassword(OWNER, 'secret-1')
    await ownerSends()
    for (let i = 0; i < 5; i++) expect((await send(server, phoneLogin, { phone: OWNER, smsCode: '000000' }, { ip: `10.96.${i}.1` })).msg).toBe(CODE_WRONG)
    expect((await ownerSmsSignIn()).code).toBe(0)
  })

  it('fifty wrong codes from fifty addresses still leave it good; each address is stopped for the phone after five', async () => {
    server = await startTestServer()
    await withPassword(OWNER, 'secret-1')
    await ownerSends()
    for (let i = 0; i < 5; i++) await send(server, phoneLogin, { phone: OWNER, smsCode: `00000${i}` }, { ip: '10.97.0.1' })
    const sixth = await withProof(server, 'code', OWNER, (proof) => send(server, phoneLogin, { phone: OWNER, smsCode: '000009', proof }, { ip: '10.97.0.1' }), {
      ip: '10.97.0.1',
    })
    expect(sixth.msg).toBe(TOO_MANY)
    for (let i = 1; i < 50; i++) await send(server, phoneLogin, { phone: OWNER, smsCode: '000000' }, { ip: `10.97.${i}.1` })
    expect((await ownerSmsSignIn()).code).toBe(0)
    // A flood of wrong codes leaves an entry per guessing address at most, not one per guess.
    const failed = (await server.deps.repos.securityLog.read({ phone: OWNER })).filter((e) => e.event === 'signIn.failed')
    expect(failed.length).toBeLessThanOrEqual(1)
  })
})

describe('5. SMS pumping stops at the site budget, and the operator is told', () => {
  it('1,000 sends to 1,000 numbers from 1,000 addresses send at most the hour’s budget; accounts still get codes', async () => {
    server = await startTestServer(undefined, { smsBudget: { perHour: 100, perDay: 1_000 } })
    await withPassword(OWNER, 'secret-1')
    const numbers = Array.from({ length: 1_000 }, (_, i) => `1860${String(i).padStart(7, '0')}`)
    for (const [i, phone] of numbers.entries()) {
      const ip = `${20 + (i >> 8)}.${i & 255}.7.1`
      await withProof(server, 'sms', phone, (proof) => send(server, sendSms, { phone, proof }, { ip }), { ip })
    }
    const delivered = numbers.filter((phone) => smsCode(server, phone) !== '').length
    expect(delivered).toBeLessThanOrEqual(100)
    expect(delivered).toBeGreaterThanOrEqual(95)
    const alerts = (await server.deps.repos.securityLog.read({})).filter((e) => e.event === 'budget').map((e) => e.detail)
    expect(alerts).toEqual([
      'SMS budget: 100 an hour spent; numbers without an account get no code until the hour has room, accounts have 50 more',
      'SMS budget: 80 % of 100 an hour sent; every send now needs a proof of work',
    ])
    expect(server.logger.warnings).toHaveLength(2)
    const report = await runAdmin(server.db, ['sms-budget'], server.clock, { perHour: 100, perDay: 1_000 })
    expect(report.output).toContain('SMS codes sent in the last hour: 100 of 100 (100 %)')
    // A new number is told plainly; the owner's account draws on the reserve.
    expect((await send(server, sendSms, { phone: '18700000001' }, { ip: '10.98.0.1' })).msg).toBe('短信发送繁忙，请稍后再试或使用密码登录')
    await ownerStillGetsIn()
    server.clock.advance(3_600_001)
    expect((await send(server, sendSms, { phone: '18700000001' }, { ip: '10.98.0.1' })).code).toBe(0)
  }, 120_000)
})
