import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { saveTalkXf, stopStream, talkByGroup, askQuestion } from '@/ports/api/chat'
import { Codes } from '@/ports/api/endpoint'
import { StreamCode } from '@/ports/api/stream'
import { startServerWithData } from '../profileFixtures'
import { useSliceModel } from '../volunteerFixtures'
import { send, signIn, startTestServer, type TestServer } from '../testServer'
import { answerOf, EndlessChatModel, messageReader, openAnswer, parseEvents, QuickChatModel } from './chatServer'

describe('the streamed answer over HTTP with the built-in assistant and the shipped dataset', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServerWithData()
    // The answers asked here need no admission model; the slice's is fitted in seconds rather than the whole dataset's.
    useSliceModel(server)
  }, 60_000)
  afterAll(async () => server.close())

  it('streams reasoning (3), then the answer (0), ends with 2, uncompressed, and saves the record', async () => {
    const { token } = await signIn(server, '13700000001')
    const response = await openAnswer(server, token, { question: '2025年650分排多少名', uaGroup: 'first' }, { 'accept-encoding': 'gzip' })
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('content-encoding')).toBeNull()
    const reader = messageReader(response)
    const first = await reader.next()
    const messages = [first!]
    for (let m = await reader.next(); m; m = await reader.next()) messages.push(m)
    expect(messages[0].code).toBe(StreamCode.reasoning)
    expect(messages.at(-1)).toEqual({ code: StreamCode.end, content: '' })
    const answers = messages.filter((m) => m.code === StreamCode.answer)
    expect(answers.length).toBeGreaterThan(0)
    expect(messages.slice(1, -1).every((m) => m.code === StreamCode.answer)).toBe(true)
    const answer = answers.map((m) => m.content).join('')
    expect(answer).toMatch(/650分的累计位次是\d+名/)
    const saved = await send(server, talkByGroup, { uaGroup: 'first' }, { token })
    expect(saved.data).toEqual([{ question: '2025年650分排多少名', answer, thought: messages[0].content }])
  })

  it('sends the conversation so far with a follow-up, so "那600分呢" is understood', async () => {
    const { token } = await signIn(server, '13700000002')
    await answerOf(server, token, { question: '2025年650分排多少名', uaGroup: 'follow' })
    const messages = await answerOf(server, token, { question: '那600分呢', uaGroup: 'follow' })
    const answer = messages
      .filter((m) => m.code === StreamCode.answer)
      .map((m) => m.content)
      .join('')
    expect(answer).toMatch(/600分的累计位次是\d+名/)
  })
})

describe('stopping, replacing and refusing streams', () => {
  let server: TestServer
  let model: EndlessChatModel
  beforeEach(async () => {
    server = await startTestServer()
    model = new EndlessChatModel()
    server.deps.chat = model
  })
  afterEach(async () => server.close())

  const recordsOf = async (token: string, uaGroup = 'g1') => (await send(server, talkByGroup, { uaGroup }, { token })).data

  it('stop cancels generation on the server, ends the stream without code 2 and saves the partial answer', async () => {
    const { token } = await signIn(server, '13700000011')
    const reader = messageReader(await openAnswer(server, token, { question: '讲讲平行志愿' }))
    expect(await reader.next()).toEqual({ code: StreamCode.reasoning, content: '想一想' })
    expect(await reader.next()).toEqual({ code: StreamCode.answer, content: '第一句。' })
    // As the spec's client calls it: the token in the query, no token header.
    expect((await send(server, stopStream, { token })).code).toBe(Codes.ok)
    expect(await reader.next()).toBeNull()
    expect(model.stopped).toBe(1)
    await expect.poll(() => recordsOf(token)).toEqual([{ question: '讲讲平行志愿', answer: '第一句。', thought: '想一想' }])
  })

  it('a stop that lands on another server process ends the answer where it is written, and saves it', async () => {
    const other = await server.twin()
    try {
      const { token } = await signIn(server, '13700000020')
      const reader = messageReader(await openAnswer(server, token, { question: '换个进程停' }))
      await reader.next()
      await reader.next()
      expect((await send(other, stopStream, { token })).code).toBe(Codes.ok)
      for (let m = await reader.next(); m; m = await reader.next()) expect(m.code).not.toBe(StreamCode.end)
      expect(model.stopped).toBe(1)
      await expect.poll(() => recordsOf(token)).toEqual([{ question: '换个进程停', answer: '第一句。', thought: '想一想' }])
    } finally {
      await other.db.destroy()
    }
  })

  it('a stopped answer the client saved first is not saved twice', async () => {
    const { token } = await signIn(server, '13700000019')
    const reader = messageReader(await openAnswer(server, token, { question: '先存后停' }))
    await reader.next()
    await reader.next()
    await send(server, saveTalkXf, { uaGroup: 'g1', question: '先存后停', answer: '第一', thought: '想一想' }, { token })
    await send(server, stopStream, { token })
    expect(await reader.next()).toBeNull()
    await expect.poll(() => model.stopped).toBe(1)
    expect(await recordsOf(token)).toEqual([{ question: '先存后停', answer: '第一', thought: '想一想' }])
  })

  it('a second question of the same user stops the first one', async () => {
    const { token } = await signIn(server, '13700000012')
    const first = messageReader(await openAnswer(server, token, { question: '第一个问题' }))
    await first.next()
    const second = messageReader(await openAnswer(server, token, { question: '第二个问题' }))
    await second.next()
    for (let m = await first.next(); m; m = await first.next()) expect(m.code).not.toBe(StreamCode.end)
    expect(model.stopped).toBe(1)
    await second.cancel()
    await expect.poll(() => model.stopped).toBe(2)
  })

  it('a client that goes away stops generation and the partial answer is kept', async () => {
    const { token } = await signIn(server, '13700000013')
    const reader = messageReader(await openAnswer(server, token, { question: '问一半就走' }))
    await reader.next()
    await reader.next()
    await reader.cancel()
    await expect.poll(() => model.stopped).toBe(1)
    await expect.poll(() => recordsOf(token)).toEqual([{ question: '问一半就走', answer: '第一句。', thought: '想一想' }])
  })

  it("the client's own save after the stream updates the saved record instead of adding a second", async () => {
    server.deps.chat = new QuickChatModel()
    const { token } = await signIn(server, '13700000014')
    await answerOf(server, token, { question: '问题' })
    await send(server, saveTalkXf, { uaGroup: 'g1', question: '问题', answer: '答：问题', thought: 'r' }, { token })
    expect(await recordsOf(token)).toEqual([{ question: '问题', answer: '答：问题', thought: 'r' }])
    await send(server, saveTalkXf, { uaGroup: 'g1', question: '另一个', answer: '另答' }, { token })
    expect(await recordsOf(token)).toHaveLength(2)
  })

  it('refuses as a JSON envelope: no token, a token of nobody, another user, a question too long', async () => {
    const { token, userId } = await signIn(server, '13700000015')
    const envelopeOf = async (response: Response) => {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      return (await response.json()) as { code: number; msg: string }
    }
    expect((await envelopeOf(await openAnswer(server, 'nobody', { question: '你好' }))).code).toBe(Codes.sessionExpired)
    expect((await envelopeOf(await openAnswer(server, token, { question: '你好', userId: userId + 1 }))).msg).toBe('无权访问其他用户的数据')
    const tooLong = await envelopeOf(await openAnswer(server, token, { question: '问'.repeat(501) }))
    expect(tooLong.msg).toBe('问题太长了，请控制在500字以内')
    const english = await envelopeOf(await openAnswer(server, token, { question: 'q'.repeat(501) }, { 'i18n-lang': 'en' }))
    expect(english.msg).toBe('The question is too long; please keep it under 500 characters')
  })

  it('limits each user to 10 questions a minute, says when to ask again, and counts users apart', async () => {
    server.deps.chat = new QuickChatModel()
    const a = await signIn(server, '13700000016')
    const b = await signIn(server, '13700000017')
    for (let i = 0; i < 10; i++) expect((await answerOf(server, a.token, { question: `问题${i}` })).at(-1)?.code).toBe(StreamCode.end)
    const refused = (await (await openAnswer(server, a.token, { question: '再问' })).json()) as { msg: string }
    expect(refused.msg).toMatch(/^提问太频繁了，请\d+秒后再问$/)
    expect((await answerOf(server, b.token, { question: '我的问题' })).at(-1)?.code).toBe(StreamCode.end)
    server.clock.advance(61_000)
    expect((await answerOf(server, a.token, { question: '一分钟后' })).at(-1)?.code).toBe(StreamCode.end)
  })

  it('the plain question call answers empty, which tells the client to stream', async () => {
    const { token } = await signIn(server, '13700000018')
    const answer = await send(server, askQuestion, { question: '你好', uaGroup: 'g1' }, { token })
    expect(answer).toMatchObject({ code: Codes.ok, data: '' })
  })

  it('parses an event stream of several messages', () => {
    expect(parseEvents('data: {"code":3,"content":"a"}\n\ndata: {"code":2,"content":""}\n\n')).toEqual([
      { code: 3, content: 'a' },
      { code: 2, content: '' },
    ])
  })
})
