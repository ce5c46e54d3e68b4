import { postgresUrl } from '../support/testDatabases'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveScoresPayload } from '@/core/domain/saveScoresPayload'
import { checkBatch, saveScores } from '@/ports/api/batch'
import { stopStream, talkByGroup } from '@/ports/api/chat'
import { Codes } from '@/ports/api/endpoint'
import { orderStatus, rechargeHistory, sandboxSettle, wxPayQr } from '@/ports/api/pay'
import { joinAi, planSchools, volunteerDelete, volunteerList } from '@/ports/api/plan'
import { StreamCode } from '@/ports/api/stream'
import { studentInfo } from '@/ports/api/system'
import { logout, sendSms, updateStudentBatch } from '@/ports/api/user'
import { serverSchemaUrl } from '../support/postgresSchema'
import { messageReader, openAnswer } from './chat/chatServer'
import { profileWith, signInOver, startServerProcess, type ServerProcess } from './serverProcess'
import { present, send } from './testServer'

/**
 * Two real server processes on one database, reached over nothing but their own ports, as behind a load
 * balancer that sends each request anywhere: on PostgreSQL when DATABASE_URL is set (both started at
 * once, racing for the migrations and the dataset load), else on one SQLite file (started one after the
 * other). Each request below goes to the process a balancer might pick, and the answers must be those
 * of one service.
 */
const url = postgresUrl

/** A remote chat model that writes the start of an answer, then waits: only a cancelled request ends it. */
class SlowModel {
  readonly server: Server
  cancelled = 0
  constructor() {
    this.server = createServer((req, res) => {
      req.resume()
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const delta = (d: Record<string, string>) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: d, finish_reason: null }] })}\n\n`
      res.write(delta({ role: 'assistant', reasoning_content: '想一想。' }))
      res.write(delta({ content: '第一句。' }))
      res.on('close', () => this.cancelled++)
    })
  }
  async listen(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1/`
  }
}

describe(`two server processes on one ${url ? 'PostgreSQL' : 'SQLite file'}`, () => {
  let a: ServerProcess
  let b: ServerProcess
  let dir: string
  const model = new SlowModel()

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gk-two-'))
    const env: Record<string, string> = { DATA_DIR: dir, CHAT_MODEL: 'openai', LLM_BASE_URL: await model.listen(), LLM_MODEL: 'slow' }
    if (url) {
      env.DATABASE_URL = await serverSchemaUrl(url, 'two')
      ;[a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])
    } else {
      a = await startServerProcess(env)
      b = await startServerProcess(env)
    }
  }, 180_000)

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()])
    await new Promise<void>((done) => model.server.close(() => done()))
    rmSync(dir, { recursive: true, force: true })
  })

  it('started side by side, both answer, and neither failed on the migrations or the dataset load', async () => {
    expect(a.output()).not.toMatch(/error|failed/i)
    expect(b.output()).not.toMatch(/error|failed/i)
  })

  it('sessions: a sign-in on one works on the other, and a sign-out on either ends it on both', async () => {
    const { token } = await signInOver('13500000001', a, b)
    expect((await send(a, studentInfo, {}, { token })).code).toBe(Codes.ok)
    expect((await send(b, studentInfo, {}, { token })).code).toBe(Codes.ok)
    expect((await send(b, logout, {}, { token })).code).toBe(Codes.ok)
    expect((await send(a, studentInfo, {}, { token })).code).toBe(403)
    expect((await send(b, studentInfo, {}, { token })).code).toBe(403)
  })

  it('rate limits: an SMS just sent from one process cannot be sent again at once from the other', async () => {
    expect((await send(a, sendSms, { phone: '13500000002' })).code).toBe(Codes.ok)
    const again = await send(b, sendSms, { phone: '13500000002' })
    expect(again.code).not.toBe(Codes.ok)
    expect(b.smsCode('13500000002')).toBe('')
  })

  it('lists: generated on one process, read and edited on the other, the same rows on both', async () => {
    const { token } = await signInOver('13500000003', b, a)
    expect((await send(a, saveScores, saveScoresPayload(profileWith({}), []), { token })).code).toBe(Codes.ok)
    expect((await send(b, checkBatch, { batchId: 1 }, { token })).data).toBe(true)
    expect((await send(a, updateStudentBatch, { batchId: 1 }, { token })).code).toBe(Codes.ok)
    const generated = await send(b, joinAi, {}, { token })
    expect(generated.code, generated.msg).toBe(Codes.ok)
    const onA = (await send(a, volunteerList, {}, { token })).data
    const onB = (await send(b, volunteerList, {}, { token })).data
    expect(onA.length).toBeGreaterThan(1)
    expect(onB).toEqual(onA)
    expect((await send(b, volunteerDelete, { id: onA[0].id }, { token })).code).toBe(Codes.ok)
    const after = (await send(a, volunteerList, {}, { token })).data
    expect(after.map((row) => row.id)).toEqual(onA.slice(1).map((row) => row.id))
  }, 120_000)

  it('orders and payment notifications: placed on one, paid through the other twice at once, granted once', async () => {
    const { token } = await signInOver('13500000004', a, b)
    expect((await send(a, planSchools, {}, { token })).code).toBe(4602)
    const placed = present((await send(a, wxPayQr, { orderType: 1 }, { token })).data, 'order')
    const settled = await Promise.all([
      send(b, sandboxSettle, { outTradeNo: placed.outTradeNo, result: 'pay' }),
      send(a, sandboxSettle, { outTradeNo: placed.outTradeNo, result: 'pay' }),
    ])
    expect(settled.map((answer) => answer.data)).toEqual([{ status: 'paid' }, { status: 'paid' }])
    expect((await send(b, orderStatus, { outTradeNo: placed.outTradeNo }, { token })).data.status).toBe('paid')
    const history = (await send(a, rechargeHistory, { pageNum: 1, pageSize: 10 }, { token })).data
    expect(history.list.filter((row) => row.outTradeNo === placed.outTradeNo)).toHaveLength(1)
    expect((await send(b, planSchools, {}, { token })).code).not.toBe(4602)
  })

  it('chat: a stop that lands on the other process ends the answer being written, cancels the model and saves what was said', async () => {
    const { token } = await signInOver('13500000005', a, b)
    const cancelledBefore = model.cancelled
    const reader = messageReader(await openAnswer(a, token, { question: '跨进程停下', uaGroup: 'two' }))
    expect(await reader.next()).toEqual({ code: StreamCode.reasoning, content: '想一想。' })
    expect(await reader.next()).toEqual({ code: StreamCode.answer, content: '第一句。' })
    expect((await send(b, stopStream, { token })).code).toBe(Codes.ok)
    for (let m = await reader.next(); m; m = await reader.next()) expect(m.code).not.toBe(StreamCode.end)
    await expect.poll(() => model.cancelled).toBe(cancelledBefore + 1)
    await expect
      .poll(async () => (await send(b, talkByGroup, { uaGroup: 'two' }, { token })).data)
      .toEqual([{ question: '跨进程停下', answer: '第一句。', thought: '想一想。' }])
  })

  it('chat: a client that goes away mid-answer cancels the model, and the partial answer is saved', async () => {
    const { token } = await signInOver('13500000006', b, a)
    const cancelledBefore = model.cancelled
    const reader = messageReader(await openAnswer(b, token, { question: '问一半就走', uaGroup: 'gone' }))
    await reader.next()
    await reader.next()
    await reader.cancel()
    await expect.poll(() => model.cancelled).toBe(cancelledBefore + 1)
    await expect
      .poll(async () => (await send(a, talkByGroup, { uaGroup: 'gone' }, { token })).data)
      .toEqual([{ question: '问一半就走', answer: '第一句。', thought: '想一想。' }])
  })
})
