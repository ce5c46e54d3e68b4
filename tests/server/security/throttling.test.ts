import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { digest, fetchRaw, send, startTestServer, withProof, type TestServer } from '../testServer'
import { captchaImage, passwordLogin, phoneLogin, sendSms } from '@/ports/api/user'
import { Codes } from '@/ports/api/endpoint'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

/** A password guess with the picture code read right and no proof of work, as a script sends it. */
async function unpaidGuess(account: string, ip: string) {
  const uuid = `guess-${Math.random().toString(36).slice(2)}`
  await fetchRaw(server, captchaImage, { uuid }, { ip })
  return send(server, passwordLogin, { account, password: digest('guess'), code: server.captcha.lastText, uuid, type: 1 }, { ip })
}

describe('rate limits', () => {
  it('refuses a second SMS to the same phone within 120 s, saying how long to wait', async () => {
    expect((await send(server, sendSms, { phone: '13300000001' })).code).toBe(0)
    server.clock.advance(30_000)
    const again = await send(server, sendSms, { phone: '13300000001' })
    expect(again.code).toBe(1)
    expect(again.msg).toBe('验证码发送过于频繁，请90秒后再试')
    server.clock.advance(90_000)
    expect((await send(server, sendSms, { phone: '13300000001' })).code).toBe(0)
  })

  it('sends three codes a day to a phone freely, then each only with a proof of work (never refused for the phone)', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await send(server, sendSms, { phone: '13300000002' }, { ip: `10.1.${i}.1` })).code).toBe(0)
      server.clock.advance(121_000)
    }
    expect((await send(server, sendSms, { phone: '13300000002' }, { ip: '10.1.9.1' })).code).toBe(Codes.proofNeeded)
    for (let i = 3; i < 12; i += 1) {
      expect(
        (await withProof(server, 'sms', '13300000002', (proof) => send(server, sendSms, { phone: '13300000002', proof }, { ip: `10.1.${i}.1` }))).code,
      ).toBe(0)
      server.clock.advance(121_000)
    }
  })

  it('caps SMS sending from one IP at 20 an hour across phones', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await send(server, sendSms, { phone: `133000001${String(i).padStart(2, '0')}` }, { ip: '10.2.0.1' })).code).toBe(0)
    }
    const over = await send(server, sendSms, { phone: '13300000199' }, { ip: '10.2.0.1' })
    expect(over.msg).toBe('请求过于频繁，请稍后再试')
    expect((await send(server, sendSms, { phone: '13300000199' }, { ip: '10.2.0.2' })).code).toBe(0)
  })

  it('asks a proof of work of every password guess at a phone past five wrong ones in 15 minutes, from any address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await unpaidGuess('13300000003', `10.3.${i}.1`)).msg).toBe('手机号或密码错误')
    expect((await unpaidGuess('13300000003', '10.3.9.1')).code).toBe(Codes.proofNeeded)
    server.clock.advance(15 * 60_000 + 1)
    expect((await unpaidGuess('13300000003', '10.3.9.2')).msg).toBe('手机号或密码错误')
  })

  it('still asks it after the server restarts', async () => {
    for (let i = 0; i < 5; i += 1) await unpaidGuess('13300000004', `10.5.${i}.1`)
    server = await server.restart()
    expect((await unpaidGuess('13300000004', '10.5.9.1')).code).toBe(Codes.proofNeeded)
  })

  it('shares the SMS cap of one IP between two server processes over one database', async () => {
    const other = await server.twin()
    try {
      for (let i = 0; i < 20; i += 1) {
        const via = i % 2 === 0 ? server : other
        expect((await send(via, sendSms, { phone: `133000002${String(i).padStart(2, '0')}` }, { ip: '10.6.0.1' })).code).toBe(0)
      }
      expect((await send(other, sendSms, { phone: '13300000299' }, { ip: '10.6.0.1' })).msg).toBe('请求过于频繁，请稍后再试')
      expect((await send(server, sendSms, { phone: '13300000298' }, { ip: '10.6.0.1' })).msg).toBe('请求过于频繁，请稍后再试')
    } finally {
      await other.db.destroy()
    }
  })

  it('stops one IP after 50 login attempts in 15 minutes across phones', async () => {
    for (let i = 0; i < 50; i += 1) {
      await send(server, phoneLogin, { phone: `132000000${String(i).padStart(2, '0')}`, smsCode: '000000' }, { ip: '10.4.0.1' })
    }
    const over = await send(server, phoneLogin, { phone: '13200000099', smsCode: '000000' }, { ip: '10.4.0.1' })
    expect(over.msg).toBe('尝试次数过多，请稍后再试')
  })
})
