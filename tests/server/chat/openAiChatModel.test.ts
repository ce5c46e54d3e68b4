import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { talkByGroup } from '@/ports/api/chat'
import { StreamCode } from '@/ports/api/stream'
import { LocalChatModel } from '../../../server/adapters/chat/LocalChatModel'
import { OpenAiChatModel, toolSpecs } from '../../../server/adapters/chat/OpenAiChatModel'
import { loadConfig } from '../../../server/config'
import type { ChatChunk, ChatModel, ChatTools } from '../../../server/ports/ChatModel'
import { send, signIn, startTestServer, RecordingLogger } from '../testServer'
import { answerOf } from './chatServer'
import { sampleChat } from './chatFixtures'

/** What the stub answers to each request, in order; it records every request body. */
type Reply = { status?: number; chunks?: unknown[]; delayMs?: number; stallMs?: number }

let stub: Server
let baseUrl: string
let replies: Reply[] = []
const requests: Array<{
  auth: string | undefined
  body: { model: string; stream: boolean; messages: Array<Record<string, unknown>>; tools: Array<{ function: { name: string } }> }
}> = []

const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`
const delta = (d: Record<string, unknown>, finish: string | null = null) => ({ choices: [{ index: 0, delta: d, finish_reason: finish }] })

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let text = ''
  for await (const part of req) text += String(part)
  requests.push({ auth: req.headers.authorization, body: JSON.parse(text) as (typeof requests)[number]['body'] })
  const reply = replies.shift() ?? { status: 500 }
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
  if (reply.status && reply.status !== 200) {
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}')
    return
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  for (const chunk of reply.chunks ?? []) res.write(sse(chunk))
  if (reply.stallMs) await new Promise((r) => setTimeout(r, reply.stallMs))
  res.end('data: [DONE]\n\n')
}

beforeAll(async () => {
  stub = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1/`
})
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())))
afterEach(() => {
  replies = []
  requests.length = 0
})

const model = (logger = new RecordingLogger(), firstTokenMs = 2000, idleMs = 2000): ChatModel =>
  new OpenAiChatModel({ baseUrl, apiKey: 'sk-test', model: 'stub-model', fallback: new LocalChatModel(), logger, firstTokenMs, idleMs })

async function collect(m: ChatModel, tools: ChatTools, question: string): Promise<ChatChunk[]> {
  const chunks: ChatChunk[] = []
  for await (const c of m.answer({ question, history: [{ question: '你好', answer: '你好！' }], lang: 'zh_CN', tools }, new AbortController().signal))
    chunks.push(c)
  return chunks
}

/** A model turn that asks for scoreToRank with its arguments split over two chunks, as real APIs stream them. */
const toolCallTurn = [
  delta({ role: 'assistant', reasoning_content: '需要查一分一段。' }),
  delta({ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'scoreToRank', arguments: '{"score":' } }] }),
  delta({ tool_calls: [{ index: 0, function: { arguments: '650}' } }] }),
  delta({}, 'tool_calls'),
]

describe('the OpenAI-compatible chat model against a stub server', () => {
  it('sends the tools as JSON schema, runs the tool the model calls, sends its result back and streams the answer', async () => {
    const { tools } = await sampleChat()
    replies = [{ chunks: toolCallTurn }, { chunks: [delta({ content: '650分的位次' }), delta({ content: '是某名。' }), delta({}, 'stop')] }]
    const chunks = await collect(model(), tools, '650分排多少名')
    expect(chunks[0]).toEqual({ kind: 'reasoning', text: '需要查一分一段。' })
    expect(chunks[1]).toEqual({ kind: 'reasoning', text: '调用：scoreToRank。' })
    expect(chunks.slice(2)).toEqual([
      { kind: 'answer', text: '650分的位次' },
      { kind: 'answer', text: '是某名。' },
    ])
    expect(requests).toHaveLength(2)
    const [first, second] = requests
    expect(first.auth).toBe('Bearer sk-test')
    expect(first.body).toMatchObject({ model: 'stub-model', stream: true })
    expect(first.body.messages[0]).toMatchObject({ role: 'system' })
    expect(String(first.body.messages[0].content)).toMatch(/only from the results of the tools/)
    expect(first.body.messages.slice(1)).toEqual([
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '你好！' },
      { role: 'user', content: '650分排多少名' },
    ])
    expect(first.body.tools.map((t) => t.function.name)).toContain('scoreToRank')
    const toolMessage = second.body.messages.at(-1)!
    expect(second.body.messages.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_1', function: { name: 'scoreToRank', arguments: '{"score":650}' } }],
    })
    expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_1' })
    const result = JSON.parse(String(toolMessage.content)) as Record<string, unknown>
    expect(result).toMatchObject({ ok: true, score: 650 })
    expect(typeof result.rank).toBe('number')
  })

  it('answers a bad tool call with an error the model can read, not a failure', async () => {
    const { tools } = await sampleChat()
    const badCall = [delta({ tool_calls: [{ index: 0, id: 'c', function: { name: 'scoreToRank', arguments: '{"score":"很多"}' } }] }), delta({}, 'tool_calls')]
    replies = [{ chunks: badCall }, { chunks: [delta({ content: '请给出分数。' }), delta({}, 'stop')] }]
    const chunks = await collect(model(), tools, '?')
    expect(chunks.at(-1)).toEqual({ kind: 'answer', text: '请给出分数。' })
    expect(String(requests[1].body.messages.at(-1)!.content)).toContain('invalid arguments')
  })

  it('falls back to the built-in assistant with a note on HTTP 500', async () => {
    const { tools } = await sampleChat()
    const logger = new RecordingLogger()
    replies = [{ status: 500 }]
    const chunks = await collect(model(logger), tools, '2025年650分排多少名')
    expect(chunks[0]).toEqual({ kind: 'reasoning', text: '（大模型暂时没有响应，改由内置助手回答。）' })
    expect(
      chunks
        .filter((c) => c.kind === 'answer')
        .map((c) => c.text)
        .join(''),
    ).toMatch(/650分的累计位次是\d+名/)
  })

  it('falls back when no first token arrives in time', async () => {
    const { tools } = await sampleChat()
    replies = [{ delayMs: 1500, chunks: [delta({ content: '太晚了' })] }]
    const chunks = await collect(model(new RecordingLogger(), 300), tools, '2025年650分排多少名')
    expect(chunks[0].text).toContain('内置助手')
    expect(chunks.map((c) => c.text).join('')).not.toContain('太晚了')
  })

  it('ends with a short note, not a second answer, when the model goes silent after it began answering', async () => {
    const { tools } = await sampleChat()
    replies = [{ chunks: [delta({ content: '开头' })], stallMs: 1500 }]
    const chunks = await collect(model(new RecordingLogger(), 2000, 300), tools, '2025年650分排多少名')
    expect(chunks).toEqual([
      { kind: 'answer', text: '开头' },
      { kind: 'answer', text: '（回答中断了，请再问一次。）' },
    ])
  })

  it('describes every tool with an object JSON schema', async () => {
    const { tools } = await sampleChat()
    const specs = toolSpecs(tools) as Array<{ function: { name: string; parameters: { type: string } } }>
    expect(specs).toHaveLength(Object.keys(tools).length)
    for (const spec of specs) expect(spec.function.parameters.type).toBe('object')
  })

  it('streams through the SSE endpoint: reasoning_content as code 3, content as 0, then 2, and saves the record', async () => {
    const server = await startTestServer()
    try {
      server.deps.chat = model()
      replies = [{ chunks: [delta({ reasoning_content: '想' }), delta({ content: '答' }), delta({ content: '案' }), delta({}, 'stop')] }]
      const { token } = await signIn(server, '13700000031')
      const messages = await answerOf(server, token, { question: '随便问', uaGroup: 'remote' })
      expect(messages).toEqual([
        { code: StreamCode.reasoning, content: '想' },
        { code: StreamCode.answer, content: '答' },
        { code: StreamCode.answer, content: '案' },
        { code: StreamCode.end, content: '' },
      ])
      expect((await send(server, talkByGroup, { uaGroup: 'remote' }, { token })).data).toEqual([{ question: '随便问', answer: '答案', thought: '想' }])
    } finally {
      await server.close()
    }
  })
})

/** A model whose server sends exactly these text chunks, so a test decides where the stream is cut. */
const overChunks = (chunks: string[]): ChatModel =>
  new OpenAiChatModel({
    baseUrl: 'http://llm.test/v1',
    model: 'stub-model',
    fallback: new LocalChatModel(),
    logger: new RecordingLogger(),
    fetch: () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
          controller.close()
        },
      })
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }))
    },
  })

describe('the OpenAI-compatible stream cut into chunks', () => {
  const first = `data: ${JSON.stringify(delta({ content: '答' }))}`
  const second = `data: ${JSON.stringify(delta({ content: '案' }, 'stop'))}`
  it.each([
    ['a CR/LF pair', [`${first}\r`, `\n\r\n${second}\r\n\r\ndata: [DONE]\r\n\r\n`]],
    ['a lone CR', [`${first}\r`, `\r${second}\r\rdata: [DONE]\r\r`]],
    ['an event boundary', [`${first}\n`, `\n${second}\n\ndata: [DONE]\n\n`]],
  ])('reads every event when a line ending is split across chunks at %s', async (_, chunks) => {
    const { tools } = await sampleChat()
    expect(await collect(overChunks(chunks), tools, '随便问')).toEqual([
      { kind: 'answer', text: '答' },
      { kind: 'answer', text: '案' },
    ])
  })
})

describe('chat model configuration', () => {
  it('is local by default and needs a base URL and model name for openai; the key only from the environment', () => {
    expect(loadConfig({})).toMatchObject({ ok: true, config: { chat: { kind: 'local' } } })
    const missing = loadConfig({ CHAT_MODEL: 'openai' })
    expect(missing.ok).toBe(false)
    if (!missing.ok) expect(missing.problems.join('\n')).toMatch(/LLM_BASE_URL[\s\S]*LLM_MODEL/)
    expect(loadConfig({ CHAT_MODEL: 'openai', LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' }).ok).toBe(false)
    expect(loadConfig({ CHAT_MODEL: 'openai', LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: 'qwen-plus', LLM_API_KEY: 'k' })).toMatchObject({
      ok: true,
      config: { chat: { kind: 'openai', baseUrl: 'https://api.example.com/v1', model: 'qwen-plus', apiKey: 'k' } },
    })
  })
})
