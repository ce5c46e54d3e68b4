import type { z } from 'zod'
import type { Lang } from '@/ports/api/lang'
import type { ChatToolArgs, ChatToolResults } from './ChatToolTypes'

/**
 * One function the assistant may call. `args` is a zod schema so a function-calling adapter can hand the
 * same tool to a remote model as a JSON schema (z.toJSONSchema) and validate what comes back; the result is
 * plain JSON, so it can be sent back verbatim and every figure in an answer can be traced to it.
 */
export interface ChatTool<A, R> {
  name: string
  /** What the tool answers, for a remote model choosing among tools. */
  description: string
  args: z.ZodType<A>
  run(args: A): Promise<R>
}

/** The assistant's whole toolbox, bound to one student (their profile and list) and one language. */
export type ChatTools = { [K in keyof ChatToolArgs]: ChatTool<ChatToolArgs[K], ChatToolResults[K]> }

export interface ChatTurn {
  question: string
  answer: string
}

export interface ChatChunk {
  /** `reasoning` says what was understood and which tools were called; `answer` is shown as the reply. */
  kind: 'answer' | 'reasoning'
  text: string
}

export interface ChatInput {
  question: string
  /** Earlier turns of the conversation, oldest first, so follow-ups can refer to them. */
  history: ChatTurn[]
  lang: Lang
  tools: ChatTools
}

/** Answers a student's question in streamed chunks, using only figures the tools return. */
export interface ChatModel {
  answer(input: ChatInput, signal: AbortSignal): AsyncIterable<ChatChunk>
}
