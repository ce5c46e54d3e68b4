import { createParser } from 'eventsource-parser'
import { z } from 'zod'
import { chatMessage } from '@/ports/api/chatMessages'
import type { Lang } from '@/ports/api/lang'
import type { ChatChunk, ChatInput, ChatModel, ChatTools } from '../../ports/ChatModel'
import type { Logger } from '../../ports/Logger'

export interface OpenAiChatOptions {
  /** e.g. https://api.openai.com/v1 or https://dashscope.aliyuncs.com/compatible-mode/v1 (no trailing /chat/completions). */
  baseUrl: string
  apiKey?: string
  model: string
  /** Answers instead when the remote model fails or is slow, so a student always gets an answer. */
  fallback: ChatModel
  logger: Logger
  /** How long to wait for the first streamed token of each request before giving up on the remote model. */
  firstTokenMs?: number
  /** How long a started stream may stay silent before it counts as broken. */
  idleMs?: number
  fetch?: typeof fetch
}

/** Tool rounds per question: enough for "find the school, then its cutoffs, then my chance", not a runaway loop. */
const MAX_ROUNDS = 6
const FIRST_TOKEN_MS = 8000
/** Once streaming, a silence this long means the connection is stuck, not that the model is thinking. */
const IDLE_MS = 30_000

const LANGUAGE: Record<Lang, string> = { zh_CN: 'Simplified Chinese', zh_TW: 'Traditional Chinese', en: 'English' }

/** The whole reason tools exist: every figure must be traceable to a tool result of the shipped dataset. */
const systemPrompt = (lang: Lang) =>
  [
    'You are the assistant of a Zhejiang gaokao (浙江高考) application-planning app.',
    'Answer only from the results of the tools you call. Never state a score, rank, cutoff, count, plan size or probability that no tool returned in this conversation.',
    'Name the year of every figure you give (e.g. "2025年"). Compare different years by rank, not by score.',
    'Questions about "me", "my score", "my list" are answered with the myProfile and myVolunteers tools.',
    'If the tools cannot answer the question, say so in one sentence and say what you can answer instead.',
    `Reply in ${LANGUAGE[lang]}, briefly, in plain text.`,
  ].join('\n')

const ChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            reasoning_content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().optional(),
                  id: z.string().nullish(),
                  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
})

interface ToolCall {
  id: string
  name: string
  arguments: string
}

type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }> }
  | { role: 'tool'; tool_call_id: string; content: string }

interface Round {
  content: string
  toolCalls: ToolCall[]
  finishReason: string | null
}

class RemoteFailure extends Error {}

/** The tools as an OpenAI `tools` list: the same zod schemas the tools validate with, as JSON schema. */
export function toolSpecs(tools: ChatTools): unknown[] {
  return Object.values(tools).map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: z.toJSONSchema(tool.args, { io: 'input', unrepresentable: 'any' }) },
  }))
}

/**
 * A remote model behind an OpenAI-compatible chat completions API, with function calling over the same
 * tools as the built-in assistant. It streams, runs the tools the model asks for, sends their results
 * back, and repeats until the model stops. When the model fails or is slow before any answer text, the
 * built-in assistant answers instead, with a short note, so a remote outage never leaves a student waiting.
 */
export class OpenAiChatModel implements ChatModel {
  private readonly fetch: typeof fetch
  constructor(private readonly options: OpenAiChatOptions) {
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init))
  }

  async *answer(input: ChatInput, signal: AbortSignal): AsyncIterable<ChatChunk> {
    const messages: Message[] = [{ role: 'system', content: systemPrompt(input.lang) }]
    for (const turn of input.history) messages.push({ role: 'user', content: turn.question }, { role: 'assistant', content: turn.answer })
    messages.push({ role: 'user', content: input.question })
    const tools = toolSpecs(input.tools)
    const progress = { answered: false }
    try {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const done = yield* this.round(messages, tools, signal, progress)
        if (done.toolCalls.length === 0) return
        yield { kind: 'reasoning', text: chatMessage('chat.remote.tools', input.lang, { tools: done.toolCalls.map((c) => c.name).join(', ') }) }
        messages.push({
          role: 'assistant',
          content: done.content || null,
          tool_calls: done.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
        })
        for (const call of done.toolCalls) messages.push({ role: 'tool', tool_call_id: call.id, content: await runTool(input.tools, call) })
      }
    } catch (error) {
      if (signal.aborted) return
      this.options.logger.warn('remote chat model failed', {
        model: this.options.model,
        answered: progress.answered,
        error: error instanceof Error ? error.message : String(error),
      })
      if (progress.answered) {
        yield { kind: 'answer', text: chatMessage('chat.remote.broken', input.lang) }
        return
      }
      yield { kind: 'reasoning', text: chatMessage('chat.remote.fallback', input.lang) }
      yield* this.options.fallback.answer(input, signal)
    }
  }

  /** One streamed request: yields text as it comes, answers the tool calls the model made (if any). */
  private async *round(messages: Message[], tools: unknown[], signal: AbortSignal, progress: { answered: boolean }): AsyncGenerator<ChatChunk, Round> {
    const request = new AbortController()
    const abort = () => request.abort()
    signal.addEventListener('abort', abort, { once: true })
    let timedOut = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = (ms: number) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timedOut = true
        request.abort()
      }, ms)
    }
    wait(this.options.firstTokenMs ?? FIRST_TOKEN_MS)
    let reader: ReadableStreamDefaultReader<string> | null = null
    try {
      const response = await this.fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}) },
        body: JSON.stringify({ model: this.options.model, messages, tools, stream: true }),
        signal: request.signal,
      })
      if (!response.ok || !response.body) throw new RemoteFailure(`HTTP ${response.status}`)
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      const calls: ToolCall[] = []
      let content = ''
      let finishReason: string | null = null
      // The parser calls back synchronously inside feed(); the events wait here to be handled after it.
      const events: string[] = []
      const parser = createParser({ onEvent: (event) => void events.push(event.data) })
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parser.feed(value)
        for (const event of events.splice(0)) {
          const data = event.trim()
          if (data === '') continue
          if (data === '[DONE]') return { content, toolCalls: calls.filter((c) => c.name !== ''), finishReason }
          wait(this.options.idleMs ?? IDLE_MS)
          const parsed = ChunkSchema.safeParse(JSON.parse(data))
          if (!parsed.success) throw new RemoteFailure(`unexpected chunk: ${data.slice(0, 200)}`)
          const choice = parsed.data.choices[0]
          if (!choice) continue
          finishReason = choice.finish_reason ?? finishReason
          const delta = choice.delta
          if (delta?.reasoning_content) yield { kind: 'reasoning', text: delta.reasoning_content }
          if (delta?.content) {
            content += delta.content
            progress.answered = true
            yield { kind: 'answer', text: delta.content }
          }
          for (const fragment of delta?.tool_calls ?? []) {
            // Arguments arrive in pieces, each naming the index of the call it belongs to.
            const i = fragment.index ?? 0
            calls[i] ??= { id: '', name: '', arguments: '' }
            if (fragment.id) calls[i].id = fragment.id
            if (fragment.function?.name) calls[i].name += fragment.function.name
            if (fragment.function?.arguments) calls[i].arguments += fragment.function.arguments
          }
        }
      }
      return { content, toolCalls: calls.filter((c) => c.name !== ''), finishReason }
    } catch (error) {
      if (timedOut) throw new RemoteFailure('the model went silent')
      throw error
    } finally {
      clearTimeout(timer)
      signal.removeEventListener('abort', abort)
      request.abort()
      await reader?.cancel().catch(() => {})
    }
  }
}

/** Runs one tool call; a bad call is answered as an error the model can read and correct, never thrown. */
async function runTool(tools: ChatTools, call: ToolCall): Promise<string> {
  const tool = (tools as Record<string, ChatTools[keyof ChatTools] | undefined>)[call.name]
  if (!tool) return JSON.stringify({ error: `no tool named ${call.name}` })
  let raw: unknown
  try {
    raw = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments)
  } catch {
    return JSON.stringify({ error: 'arguments are not valid JSON' })
  }
  const args = (tool.args as z.ZodType).safeParse(raw)
  if (!args.success) return JSON.stringify({ error: 'invalid arguments', issues: args.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) })
  const runnable = tool as { run(a: unknown): Promise<unknown> }
  return JSON.stringify(await runnable.run(args.data))
}
