import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { phoneLogin, sendSms } from '@/ports/api/user'
import { migrateToLatest } from '../../server/adapters/db/migrate'
import { openDatabase } from '../../server/adapters/db/openDatabase'
import type { Database } from '../../server/adapters/db/schema'
import { AliyunSmsSender, type AliyunSmsOptions } from '../../server/adapters/sms/AliyunSmsSender'
import { composeDeps } from '../../server/composeDeps'
import { createApp } from '../../server/http/createApp'
import { ALIYUN_ACCOUNT, startAliyunStandIn, type SmsStandIn } from '../adapters/server/smsStandIns'
import { RecordingLogger, send, withProof, type Reachable } from './testServer'

/** The real app over SQLite, sending its codes through Alibaba Cloud SMS, here the local stand-in. */
interface SmsServer extends Reachable {
  db: Kysely<Database>
  logger: RecordingLogger
  close(): Promise<void>
}

const clock = new ManualClock()
let provider: SmsStandIn
let server: SmsServer

async function startServer(options: Partial<AliyunSmsOptions> = {}): Promise<SmsServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gk-sms-'))
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'app.db') })
  await migrateToLatest(db)
  const logger = new RecordingLogger()
  const sms = new AliyunSmsSender({ ...ALIYUN_ACCOUNT, endpoint: provider.url, clock, timeoutMs: 300, ...options })
  const deps = composeDeps(db, { tokenTtlHours: 72, logLevel: 'silent', sms, overrides: { clock, logger } })
  return {
    app: createApp(deps),
    db,
    logger,
    async close() {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

beforeAll(async () => {
  provider = await startAliyunStandIn(clock)
})
afterAll(() => provider.close())
beforeEach(async () => {
  provider.decide(() => ({ deliver: true }))
  provider.override(null)
  server = await startServer()
})
afterEach(() => server.close())

const askForCode = (phone: string, on = server) => withProof(on, 'sms', phone, (proof) => send(on, sendSms, { phone, proof }))
const signInWith = (phone: string, smsCode: string) => withProof(server, 'code', phone, (proof) => send(server, phoneLogin, { phone, smsCode, proof }))
const storedCodes = async (phone: string, on = server) => (await on.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute()).length

describe('sending a sign-in code through an SMS provider', () => {
  it('stores the code the provider delivered, and that code signs the family in', async () => {
    expect((await askForCode('13800000101')).code).toBe(0)
    const [code = ''] = provider.inbox.get('13800000101') ?? []
    expect(code).toMatch(/^\d{6}$/)
    expect(await storedCodes('13800000101')).toBe(1)
    expect((await signInWith('13800000101', code)).code).toBe(0)
  })

  it.each([
    ['isv.MOBILE_NUMBER_ILLEGAL', '该手机号无法接收短信，请检查号码', 'phoneRejected'],
    ['isv.BUSINESS_LIMIT_CONTROL', '短信发送繁忙，请稍后再试', 'rateLimited'],
    ['isp.SYSTEM_ERROR', '短信发送繁忙，请稍后再试', 'unavailable'],
    ['isv.OUT_OF_SERVICE', '短信服务暂不可用，请使用密码登录或稍后再试', 'misconfigured'],
  ])('answers a refusal %s with "%s", in the family\'s words only', async (refusal, words, reason) => {
    provider.decide(() => ({ refuse: refusal, message: `provider text for ${refusal}` }))
    const answer = await askForCode('13800000102')
    expect(answer.code).toBe(1)
    expect(answer.msg).toBe(words)
    expect(JSON.stringify(answer)).not.toMatch(/isv\.|isp\.|provider text/)
    expect(server.logger.warnings.some((line) => line.includes(reason) && line.includes(refusal))).toBe(true)
  })

  it('answers "busy" when the provider does not answer in time', async () => {
    provider.override({ hang: true })
    const answer = await askForCode('13800000103')
    expect(answer.msg).toBe('短信发送繁忙，请稍后再试')
    expect(server.logger.warnings.join('\n')).toContain('unavailable')
  })

  it('tells the operator which setting is wrong, and the family to use the password', async () => {
    const misconfigured = await startServer({ signName: '未审核签名' })
    try {
      const answer = await askForCode('13800000104', misconfigured)
      expect(answer.msg).toBe('短信服务暂不可用，请使用密码登录或稍后再试')
      expect(misconfigured.logger.warnings.join('\n')).toContain('ALIYUN_SMS_SIGN_NAME')
      expect(await storedCodes('13800000104', misconfigured)).toBe(0)
    } finally {
      await misconfigured.close()
    }
  })

  it('leaves no usable code when delivery fails, and lets the family ask again at once', async () => {
    provider.decide(() => ({ refuse: 'isv.BUSINESS_LIMIT_CONTROL' }))
    const seenBefore = provider.seen.length
    expect((await askForCode('13800000105')).code).toBe(1)
    const undelivered = provider.seen[seenBefore] ?? ''
    expect(undelivered).toMatch(/^\d{6}$/)
    expect(await storedCodes('13800000105')).toBe(0)
    const guess = await signInWith('13800000105', undelivered)
    expect(guess.code).toBe(1)
    expect(guess.msg).toBe('短信验证码错误或已过期')

    // No resend gap was started by the failed send: the next request goes out and its code works.
    provider.decide(() => ({ deliver: true }))
    expect((await askForCode('13800000105')).code).toBe(0)
    const delivered = provider.inbox.get('13800000105')?.at(-1) ?? ''
    expect((await signInWith('13800000105', delivered)).code).toBe(0)
  })
})
