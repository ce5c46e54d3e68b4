import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { passwordSignIn, send, startTestServer, type TestServer } from '../testServer'
import { phoneLogin, sendSms } from '@/ports/api/user'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

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

  it('sends at most 10 codes to one phone a day', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await send(server, sendSms, { phone: '13300000002' }, { ip: `10.1.0.${i}` })).code).toBe(0)
      server.clock.advance(121_000)
    }
    const eleventh = await send(server, sendSms, { phone: '13300000002' }, { ip: '10.1.1.1' })
    expect(eleventh.msg).toBe('请求过于频繁，请稍后再试')
  })

  it('caps SMS sending from one IP at 20 an hour across phones', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await send(server, sendSms, { phone: `133000001${String(i).padStart(2, '0')}` }, { ip: '10.2.0.1' })).code).toBe(0)
    }
    const over = await send(server, sendSms, { phone: '13300000199' }, { ip: '10.2.0.1' })
    expect(over.msg).toBe('请求过于频繁，请稍后再试')
    expect((await send(server, sendSms, { phone: '13300000199' }, { ip: '10.2.0.2' })).code).toBe(0)
  })

  it('stops password guessing on one phone after 20 wrong passwords in 15 minutes, even from many IPs', async () => {
    const attempt = (ip: string) => passwordSignIn(server, '13300000003', 'guess', { ip })
    for (let i = 0; i < 20; i += 1) expect((await attempt(`10.3.0.${i}`)).msg).not.toBe('尝试次数过多，请稍后再试')
    expect((await attempt('10.3.1.1')).msg).toBe('尝试次数过多，请稍后再试')
    server.clock.advance(15 * 60_000 + 1)
    expect((await attempt('10.3.1.2')).msg).not.toBe('尝试次数过多，请稍后再试')
  })

  it('still stops password guessing on a phone after the server restarts', async () => {
    const attempt = (ip: string) => passwordSignIn(server, '13300000004', 'guess', { ip })
    for (let i = 0; i < 20; i += 1) expect((await attempt(`10.5.0.${i}`)).msg).not.toBe('尝试次数过多，请稍后再试')
    server = await server.restart()
    expect((await attempt('10.5.1.1')).msg).toBe('尝试次数过多，请稍后再试')
    server.clock.advance(15 * 60_000 + 1)
    expect((await attempt('10.5.1.2')).msg).not.toBe('尝试次数过多，请稍后再试')
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
